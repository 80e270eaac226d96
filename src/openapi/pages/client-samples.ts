// Generated request samples beside curl (`--samples`): JavaScript's fetch and Python's requests, each written from
// the same request as the curl command (sampleRequest), so the three send the same method, URL, headers and body.
import type { SampleRequest } from "./curl.js";

/**
 * How the sample reads the answer: as JSON, as text, as bytes (a file: an image, a PDF, `application/octet-stream`),
 * or not at all (no success response has a body).
 */
export type AnswerKind = "json" | "text" | "bytes" | "none";

/** A string literal: JSON's escapes are JavaScript's and Python's too. */
const str = (text: string) => JSON.stringify(text);

/** Every line after the first indented by `by` (the body's JSON inside a call). */
function indentRest(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}

/** `fetch` (browsers and Node 18+). */
export function fetchSample(request: SampleRequest, answer: AnswerKind): string {
  const lines: string[] = [];
  const options: string[] = [];
  if (request.method !== "GET") options.push(`  method: ${str(request.method)},`);
  const body = request.body;
  if (body?.kind === "multipart") {
    lines.push("const form = new FormData();");
    for (const f of body.fields) {
      // A file upload: its bytes as a Blob named like the file. A part that declares its media type (JSON for an
      // object) is a Blob of that type, since a string part has none.
      const type = f.type ? `, { type: ${str(f.type)} }` : "";
      if (f.file !== false) lines.push(`form.append(${str(f.name)}, new Blob([/* the file's bytes */]${type}), ${str(f.file)});`);
      else lines.push(f.type ? `form.append(${str(f.name)}, new Blob([${str(f.value)}]${type}));` : `form.append(${str(f.name)}, ${str(f.value)});`);
    }
  }
  if (request.headers.length > 0) {
    options.push("  headers: {");
    for (const [name, value] of request.headers) {
      // A page cannot set Cookie (a forbidden header): the sample says what a browser does instead.
      if (name === "Cookie") options.push("    // Node sends this; a browser sends its own cookies for the API instead (with credentials: \"include\").");
      options.push(`    ${str(name)}: ${str(value)},`);
    }
    options.push("  },");
  }
  if (body?.kind === "json") options.push(`  body: JSON.stringify(${indentRest(objectLiteral(body.text), "  ")}),`);
  else if (body?.kind === "text") options.push(`  body: ${str(body.text)},`);
  else if (body?.kind === "form") options.push(`  body: new URLSearchParams(${indentRest(formLiteral(body.fields), "  ")}),`);
  else if (body?.kind === "multipart") options.push("  body: form,");
  else if (body?.kind === "file") options.push("  body: new Blob([/* the file's bytes */]),");
  const call = options.length > 0 ? `fetch(${str(request.url)}, {\n${options.join("\n")}\n})` : `fetch(${str(request.url)})`;
  lines.push(`const response = await ${call};`);
  if (answer === "json") lines.push("const data = await response.json();");
  else if (answer === "text") lines.push("const text = await response.text();");
  else if (answer === "bytes") lines.push("const blob = await response.blob();");
  return lines.join("\n");
}

/**
 * A form's fields for `new URLSearchParams(...)`: an object, a field a line when there are several (a key quoted only
 * where it is not a name), or a list of pairs where a name repeats (`tags=a&tags=b`), which an object cannot hold, or
 * is `__proto__`, which an object literal would take as its prototype.
 */
function formLiteral(fields: readonly [string, string][]): string {
  const names = fields.map(([name]) => name);
  const pairs = new Set(names).size < names.length || names.includes("__proto__");
  const entries = fields.map(([name, value]) => (pairs ? `[${str(name)}, ${str(value)}]` : `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : str(name)}: ${str(value)}`));
  const [open, close] = pairs ? ["[", "]"] : ["{", "}"];
  if (entries.length <= 1) return pairs || entries.length === 0 ? `${open}${entries.join("")}${close}` : `{ ${entries[0]} }`;
  return `${open}\n${entries.map((e) => `  ${e},`).join("\n")}\n${close}`;
}

/**
 * JSON text as a JavaScript expression. It is one already, but for a key `"__proto__"`: in an object literal that sets
 * the object's prototype instead of making a property, so JSON.stringify would leave it out. A computed key does not.
 */
export function objectLiteral(json: string): string {
  if (!json.includes('"__proto__"')) return json;
  // Every string in turn, so a match never starts inside one; a key is a string followed by a colon.
  return json.replace(/"(?:[^"\\]|\\.)*"/g, (text, at: number) => (text === '"__proto__"' && /^\s*:/.test(json.slice(at + text.length, at + text.length + 8)) ? '["__proto__"]' : text));
}

/**
 * JSON text as a Python literal: `true`, `false` and `null` outside strings become `True`, `False` and `None`. It works
 * on the text, so a shortened example (cut at a line) converts as far as it goes.
 */
export function pythonLiteral(json: string): string {
  return json.replace(/"(?:[^"\\]|\\.)*"|\b(true|false|null)\b/g, (match, word: string | undefined) => (word === undefined ? match : word === "true" ? "True" : word === "false" ? "False" : "None"));
}

/** Python's `requests`. */
export function pythonSample(request: SampleRequest, answer: AnswerKind): string {
  const args = [`    ${str(request.url)},`];
  // The headers a line each when there are several, as the fetch sample has them: three ran past 100 columns.
  const headers = request.headers.map(([name, value]) => `${str(name)}: ${str(value)}`);
  if (headers.length === 1) args.push(`    headers={${headers[0]}},`);
  else if (headers.length > 1) args.push(`    headers={\n${headers.map((h) => `        ${h},`).join("\n")}\n    },`);
  const body = request.body;
  // Python's four spaces a level, where the JSON has two.
  if (body?.kind === "json") args.push(`    json=${indentRest(pythonLiteral(body.text).replace(/^( +)/gm, "$1$1"), "    ")},`);
  else if (body?.kind === "text") args.push(`    data=${str(body.text)},`);
  else if (body?.kind === "form") {
    // A name given twice (`tags=a&tags=b`) needs pairs: a dict keeps only the last. More than one, a field a line.
    const repeated = new Set(body.fields.map(([k]) => k)).size < body.fields.length;
    const pairs = body.fields.map(([k, v]) => (repeated ? `(${str(k)}, ${str(v)})` : `${str(k)}: ${str(v)}`));
    const [open, close] = repeated ? ["[", "]"] : ["{", "}"];
    args.push(pairs.length > 1 ? `    data=${open}\n${pairs.map((p) => `        ${p},`).join("\n")}\n    ${close},` : `    data=${open}${pairs.join("")}${close},`);
  }
  else if (body?.kind === "multipart") {
    // A name given twice (a list: one part per item) needs pairs, as for a form.
    const repeated = new Set(body.fields.map((f) => f.name)).size < body.fields.length;
    const parts = body.fields.map((f) => {
      // (file name, content, media type): requests declares the type only in the three-part form.
      const type = f.type ? `, ${str(f.type)}` : "";
      const part = f.file === false ? `(None, ${str(f.value)}${type})` : f.type ? `(${str(f.file)}, open(${str(f.file)}, "rb")${type})` : `open(${str(f.file)}, "rb")`;
      return repeated ? `(${str(f.name)}, ${part})` : `${str(f.name)}: ${part}`;
    });
    args.push(repeated ? `    files=[${parts.join(", ")}],` : `    files={${parts.join(", ")}},`);
  }
  else if (body?.kind === "file") args.push(`    data=open(${str(body.file)}, "rb"),`);
  const method = request.method.toLowerCase();
  // requests has a function per common method; any other goes through requests.request.
  const known = ["get", "post", "put", "patch", "delete", "head", "options"].includes(method);
  if (!known) args.unshift(`    ${str(request.method)},`);
  const name = known ? `requests.${method}` : "requests.request";
  // The URL alone (and the method) fits on one line; arguments beyond them go one a line.
  const call = args.length <= (known ? 1 : 2) ? `${name}(${args.map((a) => a.trim().replace(/,$/, "")).join(", ")})` : `${name}(\n${args.join("\n")}\n)`;
  const lines = ["import requests", "", `response = ${call}`];
  if (answer === "json") lines.push("data = response.json()");
  else if (answer === "text") lines.push("text = response.text");
  else if (answer === "bytes") lines.push("content = response.content");
  return lines.join("\n");
}

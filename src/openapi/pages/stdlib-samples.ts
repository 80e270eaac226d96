// Generated request samples in Go, Java, Ruby, PHP and C# (`--samples go,java,ruby,php,csharp`), each with its
// language's standard library only (Go's net/http, Java 17's java.net.http, Ruby's Net::HTTP, PHP's curl extension,
// .NET's HttpClient), so a reader can paste one into a file and run it without installing anything. Each is written
// from the same request as the curl command (sampleRequest): the same method, URL, headers and body, which a test
// checks by running each beside curl against one server.
import type { MultipartField, SampleRequest } from "./curl.js";
import type { AnswerKind } from "./client-samples.js";
import { formPieces, formText } from "./serialize.js";

/** A lone UTF-16 surrogate, which none of the three languages can put in a string literal. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The same, to test for one (a global expression's `test` would start where its last match ended). */
const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source);

/**
 * A double-quoted string literal. JSON's escapes (`\"`, `\\`, `\n`, `\t`, `\u001b`...) mean the same in Go, Java and
 * Ruby; a lone surrogate (which JSON would write as `\ud800`) is a replacement character, as it would be once sent.
 */
function quoted(text: string): string {
  return JSON.stringify(text.replace(LONE_SURROGATE, "\uFFFD"));
}

/**
 * Whether a text of several lines can be written as its lines in the source (Java's text block, Ruby's heredoc): no
 * carriage returns or control characters but tabs, nothing after a line's last visible character (both languages drop
 * trailing spaces or count them as indentation), no tab before a line's first visible character, and at least one
 * line that starts at its first column, so that taking off the source's indentation gives back the text's own.
 */
function writableAsLines(text: string): boolean {
  if (!text.includes("\n") || /[\u0000-\u0008\u000b-\u001f\u007f]|[ \t]$/m.test(text) || /^ *\t/m.test(text)) return false;
  return /^\S/m.test(text) && !HAS_LONE_SURROGATE.test(text);
}

/** `text`'s lines, each after `indent` (none for an empty line). */
function indented(text: string, indent: string): string {
  return text.replace(/^(?=.)/gm, indent);
}

/**
 * The first of `names` that no line of `text` would be read as closing (`closes`): the end of a Ruby heredoc or a PHP
 * nowdoc holding it. Undefined when each would be; the text is then a quoted string.
 */
function closingWord(names: string[], text: string, closes: (line: string, word: string) => boolean): string | undefined {
  const lines = text.split("\n");
  return names.find((name) => !lines.some((line) => closes(line, name)));
}

/**
 * A part's name or file name as it goes between the quotes of its Content-Disposition header: a quote, a carriage
 * return and a line feed percent-encoded, and a backslash as it is. That is how browsers (the HTML standard's
 * multipart/form-data encoding) and curl 7.81 and later write them, and how servers that follow browsers read them.
 */
function dispositionWord(text: string): string {
  return text.replace(/["\r\n]/g, (c) => (c === '"' ? "%22" : c === "\r" ? "%0D" : "%0A"));
}

/**
 * Whether a part's name or file name has a character that a language's own form writer (Go's WriteField, Ruby's
 * set_form) would escape with a backslash, or not at all, where browsers and curl write it as dispositionWord does.
 */
function needsOwnDisposition(f: MultipartField): boolean {
  return /["\\\r\n]/.test(f.name) || (f.file !== false && /["\\\r\n]/.test(f.file));
}

/** Whether a multipart body has a text part that declares its media type (JSON in a part), which forms do not send. */
function hasTypedTextPart(fields: MultipartField[]): boolean {
  return fields.some((f) => f.file === false && f.type !== undefined);
}

// ---- Go -------------------------------------------------------------------------------------------------------------

/** A Go string: a raw string (backquotes, the text's own lines) when it can be one, else a quoted one. */
function goString(text: string): string {
  return text.includes("\n") && !/[`\r\u0000-\u0008\u000b-\u001f\u007f]/.test(text) && !HAS_LONE_SURROGATE.test(text) ? `\`${text}\`` : quoted(text);
}

const GO_CHECK = ["\tif err != nil {", "\t\tlog.Fatal(err)", "\t}"];

/** Go, with net/http. */
export function goSample(request: SampleRequest, answer: AnswerKind): string {
  const imports = new Set(["log", "net/http"]);
  const body: string[] = [];
  const helpers: string[] = [];
  let reader = "nil";
  let constant: string[] = [];
  const b = request.body;
  if (b?.kind === "form" && b.fields.length > 1) {
    // A form a field a line, joined (see formPieces).
    imports.add("strings");
    constant = ["var body = strings.Join([]string{", ...formPieces(b.fields).map((piece) => `\t${quoted(piece)},`), '}, "&")', ""];
    reader = "strings.NewReader(body)";
  } else if (b?.kind === "json" || b?.kind === "text" || b?.kind === "form") {
    // A constant before main: a raw string's lines start at the first column, as they do there.
    imports.add("strings");
    constant = [`const body = ${goString(b.kind === "form" ? formText(b.fields) : b.text)}`, ""];
    reader = "strings.NewReader(body)";
  } else if (b?.kind === "file") {
    // Read whole, so the request says its length: from an open file, Go would send it in chunks of unknown length.
    imports.add("bytes").add("os");
    body.push(`\tcontent, err := os.ReadFile(${quoted(b.file)})`, ...GO_CHECK, "");
    reader = "bytes.NewReader(content)";
  } else if (b?.kind === "multipart") {
    imports.add("bytes").add("mime/multipart");
    body.push("\tvar body bytes.Buffer", "\tform := multipart.NewWriter(&body)");
    // A part with a file name, a media type of its own or a name WriteField would escape goes through addPart.
    const own = (f: MultipartField) => f.file !== false || f.type !== undefined || needsOwnDisposition(f);
    for (const f of b.fields) {
      const name = quoted(dispositionWord(f.name));
      if (f.file === false && !own(f)) body.push(`\tform.WriteField(${quoted(f.name)}, ${quoted(f.value)})`);
      else if (f.file === false) body.push(`\taddPart(form, ${name}, "", ${quoted(f.type ?? "")}, []byte(${quoted(f.value)}))`);
      else {
        imports.add("os");
        body.push(`\taddPart(form, ${name}, ${quoted(dispositionWord(f.file))}, ${quoted(f.type ?? "application/octet-stream")}, readFile(${quoted(f.file)}))`);
      }
    }
    body.push("\tform.Close()", "");
    reader = "&body";
    if (b.fields.some(own)) {
      imports.add("net/textproto");
      helpers.push(...goPartHelpers(b.fields));
    }
  }
  body.push(`\treq, err := http.NewRequest(${quoted(request.method)}, ${quoted(request.url)}, ${reader})`, ...GO_CHECK);
  // Go sends the request's Host field, not a Host header.
  for (const [name, value] of request.headers) body.push(name.toLowerCase() === "host" ? `\treq.Host = ${quoted(value)}` : `\treq.Header.Set(${quoted(name)}, ${quoted(value)})`);
  if (b?.kind === "multipart") body.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  body.push("", "\tres, err := http.DefaultClient.Do(req)", ...GO_CHECK, "\tdefer res.Body.Close()");
  if (answer === "json" || answer === "text") {
    imports.add("fmt").add("io");
    body.push("\tdata, err := io.ReadAll(res.Body)", ...GO_CHECK, "\tfmt.Println(res.Status, string(data))");
  } else if (answer === "bytes") {
    imports.add("fmt").add("io").add("os");
    body.push(`\tout, err := os.Create(${quoted(request.download ?? "response.bin")})`, ...GO_CHECK, "\tdefer out.Close()", "\tif _, err := io.Copy(out, res.Body); err != nil {", "\t\tlog.Fatal(err)", "\t}", "\tfmt.Println(res.Status)");
  } else {
    imports.add("fmt");
    body.push("\tfmt.Println(res.Status)");
  }
  const importBlock = ["import (", ...[...imports].sort().map((name) => `\t"${name}"`), ")"];
  return ["package main", "", ...importBlock, "", ...constant, "func main() {", ...body, "}", ...helpers].join("\n");
}

/**
 * The helpers a multipart sample calls: `addPart` writes a part with a file name or a media type of its own, which
 * `WriteField` cannot; `readFile` (only when a file is uploaded) reads the file to send.
 */
function goPartHelpers(fields: MultipartField[]): string[] {
  const lines = [
    "",
    "// addPart adds a part named name to form: a file's content when fileName is not empty, with its media type if",
    "// mediaType is not empty. Both names come as the header writes them: a quote as %22, as browsers send it.",
    "func addPart(form *multipart.Writer, name, fileName, mediaType string, content []byte) {",
    "\tdisposition := `form-data; name=\"` + name + `\"`",
    '\tif fileName != "" {',
    "\t\tdisposition += `; filename=\"` + fileName + `\"`",
    "\t}",
    "\theader := textproto.MIMEHeader{}",
    '\theader.Set("Content-Disposition", disposition)',
    '\tif mediaType != "" {',
    '\t\theader.Set("Content-Type", mediaType)',
    "\t}",
    "\tpart, err := form.CreatePart(header)",
    ...GO_CHECK,
    "\tpart.Write(content)",
    "}",
  ];
  if (fields.some((f) => f.file !== false)) {
    lines.push("", "// readFile reads the file to upload.", "func readFile(path string) []byte {", "\tcontent, err := os.ReadFile(path)", ...GO_CHECK, "\treturn content", "}");
  }
  return lines;
}

// ---- Java -----------------------------------------------------------------------------------------------------------

/** Headers Java's HttpClient sets itself and refuses to be given (IllegalArgumentException); Host it can be allowed. */
const JAVA_RESTRICTED = new Set(["connection", "content-length", "expect", "upgrade"]);

/**
 * A Java string in double quotes. Java turns `\u00XX` into the character it stands for before it reads the string, so
 * JSON's escapes of control characters would put them in the source raw: they are octal escapes instead (`\033`). An
 * escaped backslash before a `u` is left alone.
 */
function javaQuoted(text: string): string {
  return quoted(text).replace(/\\\\|\\u00([01][0-9a-f])/g, (match, hex: string | undefined) => (hex === undefined ? match : `\\${parseInt(hex, 16).toString(8).padStart(3, "0")}`));
}

/**
 * A Java string: with `blocks`, a text block (Java 15+) for a text of several lines that can be one, else a quoted
 * string. A text too long for one constant is joined from several at run time (javaPieces), one a line at `indent`.
 */
function javaString(text: string, indent: string, blocks = true): string {
  const lines = blocks && writableAsLines(text);
  const pieces = javaPieces(text);
  if (pieces.length === 1) return lines ? javaTextBlock(text, indent, true) : javaQuoted(text);
  return `String.join("",\n${pieces.map((p) => indent + (lines ? javaTextBlock(p, indent, false) : javaQuoted(p))).join(",\n")})`;
}

/**
 * A text block of `text`'s lines at `indent`. In a text block a backslash starts an escape and three quotes end it:
 * backslashes are doubled, and a run of three quotes or more, or of quotes just before the closing ones, has every
 * quote escaped. A whole text's closing quotes come right after its last line, which it then has at least one of at
 * the first column; a piece of a text may have none, so its closing quotes go on a line of their own at `indent`,
 * which sets the indentation Java takes off, after a line break or (for the last piece, which has none) an escaped
 * one.
 */
function javaTextBlock(text: string, indent: string, whole: boolean): string {
  const escaped = text.replace(/\\/g, "\\\\").replace(/"+/g, (run, at: number, all: string) => (run.length >= 3 || at + run.length === all.length ? run.replace(/"/g, '\\"') : run));
  if (whole) return `"""\n${indented(escaped, indent)}"""`;
  const body = escaped.endsWith("\n") ? escaped : `${escaped}\\\n`;
  return `"""\n${indented(body, indent)}${indent}"""`;
}

/**
 * The most bytes a piece of a Java string constant is given. The class file holds a constant in at most 65,535 bytes
 * of "modified UTF-8" (one byte for U+0001 to U+007F, two up to U+07FF and for U+0000, three for every other UTF-16
 * unit), and javac also refuses one of 65,535 UTF-16 units or more (javac 17 says "constant string too long"), even
 * when it is made of literals joined with `+`, which it folds into one. At one byte a unit or more, 65,534 bytes keep
 * a piece within both.
 */
const JAVA_CONSTANT_BYTES = 65_534;

/**
 * `text` in pieces that each fit a Java constant: the whole text when it fits, else pieces cut after a line break
 * where one is near enough the limit, never inside a surrogate pair.
 */
function javaPieces(text: string): string[] {
  // Three bytes a unit at most: a text this short always fits.
  if (text.length * 3 <= JAVA_CONSTANT_BYTES) return [text];
  const pieces: string[] = [];
  let start = 0;
  let bytes = 0;
  let lastBreak = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const size = c >= 1 && c <= 0x7f ? 1 : c <= 0x7ff ? 2 : 3;
    if (bytes + size > JAVA_CONSTANT_BYTES) {
      // Cut after the last line break in the piece's second half, else here (after a whole surrogate pair).
      let end = lastBreak > start + (i - start) / 2 ? lastBreak + 1 : i;
      if (end === i && c >= 0xdc00 && c <= 0xdfff && i - 1 > start) end = i - 1;
      pieces.push(text.slice(start, end));
      start = end;
      bytes = 0;
      lastBreak = -1;
      i = end - 1;
      continue;
    }
    bytes += size;
    if (c === 10) lastBreak = i;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Java 17, with java.net.http's HttpClient. */
export function javaSample(request: SampleRequest, answer: AnswerKind): string {
  const imports = new Set(["java.net.URI", "java.net.http.HttpClient", "java.net.http.HttpRequest", "java.net.http.HttpResponse"]);
  const main: string[] = [];
  const chain = [`        HttpRequest request = HttpRequest.newBuilder(URI.create(${javaQuoted(request.url)}))`];
  for (const [name, value] of request.headers) {
    if (name.toLowerCase() === "host") {
      // HttpClient takes a Host header once it is allowed, before its first use (Java 12 and later).
      main.push('        System.setProperty("jdk.httpclient.allowRestrictedHeaders", "host");');
      chain.push(`            .header(${javaQuoted(name)}, ${javaQuoted(value)})`);
    } else if (JAVA_RESTRICTED.has(name.toLowerCase())) main.push(`        // ${name}: ${value.replace(/[\r\n]+/g, " ")} (HttpClient sets ${name} itself and refuses it as a header)`);
    else chain.push(`            .header(${javaQuoted(name)}, ${javaQuoted(value)})`);
  }
  const b = request.body;
  let publisher: string | undefined;
  if (b?.kind === "json" || b?.kind === "text") publisher = `HttpRequest.BodyPublishers.ofString(${javaString(b.text, "                ")})`;
  else if (b?.kind === "form" && b.fields.length > 1) {
    // A form a field a line, joined when it runs (a constant has at most 65,535 bytes; see javaPieces).
    const pieces = formPieces(b.fields).map((piece) => `                ${javaString(piece, "                    ", false)}`);
    publisher = `HttpRequest.BodyPublishers.ofString(String.join("&",\n${pieces.join(",\n")}))`;
  } else if (b?.kind === "form") publisher = `HttpRequest.BodyPublishers.ofString(${javaString(formText(b.fields), "                ", false)})`;
  else if (b?.kind === "file") {
    imports.add("java.nio.file.Path");
    publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${javaQuoted(b.file)}))`;
  } else if (b?.kind === "multipart") {
    imports.add("java.util.UUID");
    main.push('        String boundary = "docgen-" + UUID.randomUUID();');
    const parts: string[] = [];
    for (const f of b.fields) {
      const disposition = `Content-Disposition: form-data; name=\\"${javaHeaderWord(f.name)}\\"${f.file === false ? "" : `; filename=\\"${javaHeaderWord(f.file)}\\"`}`;
      const type = f.type ?? (f.file === false ? undefined : "application/octet-stream");
      const head = `"--" + boundary + "\\r\\n${disposition}\\r\\n${type === undefined ? "" : `Content-Type: ${javaHeaderWord(type)}\\r\\n`}\\r\\n"`;
      if (f.file === false) parts.push(`HttpRequest.BodyPublishers.ofString(${head} + ${javaString(f.value, "                ", false)} + "\\r\\n")`);
      else {
        imports.add("java.nio.file.Path");
        parts.push(`HttpRequest.BodyPublishers.ofString(${head})`, `HttpRequest.BodyPublishers.ofFile(Path.of(${javaQuoted(f.file)}))`, 'HttpRequest.BodyPublishers.ofString("\\r\\n")');
      }
    }
    parts.push('HttpRequest.BodyPublishers.ofString("--" + boundary + "--\\r\\n")');
    main.push("        HttpRequest.BodyPublisher body = HttpRequest.BodyPublishers.concat(", parts.map((p) => `            ${p}`).join(",\n"), "        );");
    chain.push('            .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
    publisher = "body";
  }
  const method = request.method.toUpperCase();
  if (publisher === undefined) {
    if (method === "DELETE") chain.push("            .DELETE()");
    else if (method !== "GET") chain.push(`            .method(${javaQuoted(request.method)}, HttpRequest.BodyPublishers.noBody())`);
  } else if (method === "POST" || method === "PUT") chain.push(`            .${method}(${publisher})`);
  else chain.push(`            .method(${javaQuoted(request.method)}, ${publisher})`);
  chain.push("            .build();");
  main.push(...chain);
  if (answer === "json" || answer === "text") {
    main.push("        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());", "        System.out.println(response.statusCode() + \" \" + response.body());");
  } else if (answer === "bytes") {
    imports.add("java.nio.file.Path");
    main.push(`        HttpResponse<Path> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofFile(Path.of(${javaQuoted(request.download ?? "response.bin")})));`, "        System.out.println(response.statusCode() + \" \" + response.body());");
  } else {
    main.push("        HttpResponse<Void> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.discarding());", "        System.out.println(response.statusCode());");
  }
  return [...[...imports].sort().map((name) => `import ${name};`), "", "public class Example {", "    public static void main(String[] args) throws Exception {", ...main, "    }", "}"].join("\n");
}

/** A name, file name or media type inside a multipart part's header line (see dispositionWord), in a Java string. */
function javaHeaderWord(text: string): string {
  return javaQuoted(dispositionWord(text)).slice(1, -1);
}

// ---- PHP ------------------------------------------------------------------------------------------------------------

/**
 * A PHP string: double quotes with JSON's escapes where PHP has them, `\u{001b}` for JSON's `\u001b` (PHP's form),
 * `\x08` for `\b` (none in PHP), and `$` escaped, where it would start a variable.
 */
function phpQuoted(text: string): string {
  return quoted(text).replace(/\\\\|\\b|\\u([0-9a-f]{4})|\$/g, (match, hex: string | undefined) => (hex !== undefined ? `\\u{${hex}}` : match === "\\b" ? "\\x08" : match === "$" ? "\\$" : match));
}

/**
 * A PHP string for a body: a nowdoc (`<<<'JSON'`, no escapes; PHP 7.3 takes the closing word's indentation off every
 * line) when the text's own lines can be written so, else a quoted string.
 */
function phpString(text: string, indent: string, names: string[]): string {
  if (!writableAsLines(text)) return phpQuoted(text);
  // The closing word ends the nowdoc wherever a line starts with it (after blanks) and goes on with no letter or digit.
  const word = closingWord(names, text, (line, name) => {
    const rest = line.trimStart();
    return rest.startsWith(name) && !/^[A-Za-z0-9_\x80-\uffff]/.test(rest.slice(name.length));
  });
  if (word === undefined) return phpQuoted(text);
  return `<<<'${word}'\n${indented(text, indent)}\n${indent}${word}`;
}

/** PHP 8, with its curl extension. */
export function phpSample(request: SampleRequest, answer: AnswerKind): string {
  const lines = ["<?php", "", `$curl = curl_init(${phpQuoted(request.url)});`];
  const options: string[] = [];
  const method = request.method.toUpperCase();
  const b = request.body;
  // A body would make curl send a POST: any other method is named, GET too when it has one.
  if (method === "HEAD") options.push("CURLOPT_NOBODY => true,");
  else if (method !== "GET" || b !== undefined) options.push(`CURLOPT_CUSTOMREQUEST => ${phpQuoted(request.method)},`);
  const headers = request.headers.map(([name, value]) => phpQuoted(`${name}: ${value}`));
  let fields: string | undefined;
  if (b?.kind === "json" || b?.kind === "text") fields = phpString(b.text, "    ", b.kind === "json" ? ["JSON", "BODY"] : ["BODY", "TEXT"]);
  else if (b?.kind === "form") fields = b.fields.length > 1 ? `implode("&", [\n${formPieces(b.fields).map((piece) => `    ${phpQuoted(piece)},`).join("\n")}\n])` : phpQuoted(formText(b.fields));
  else if (b?.kind === "file") fields = `file_get_contents(${phpQuoted(b.file)})`;
  else if (b?.kind === "multipart") {
    // curl builds the body from an array, but an array cannot repeat a name (a list's parts) and curl gives a text
    // part no media type; with either, the sample writes the body itself.
    const repeated = new Set(b.fields.map((f) => f.name)).size < b.fields.length;
    if (!repeated && !hasTypedTextPart(b.fields)) {
      // libcurl writes the names in its part headers as curl does (see dispositionWord).
      const parts = b.fields.map((f) => (f.file === false ? `${phpQuoted(f.name)} => ${phpQuoted(f.value)},` : `${phpQuoted(f.name)} => new CURLFile(${phpQuoted(f.file)}, ${phpQuoted(f.type ?? "application/octet-stream")}, ${phpQuoted(f.file)}),`));
      fields = `[\n${parts.map((p) => `    ${p}`).join("\n")}\n]`;
    } else {
      lines.push(
        "// Each part: name, content, file name, media type, names as the header writes them (a quote as %22). (curl's",
        "// array of fields cannot repeat a name, and sends a text part without its media type.)",
        '$boundary = "docgen-" . bin2hex(random_bytes(16));',
        "$parts = [",
        ...b.fields.map((f) => {
          const content = f.file === false ? phpQuoted(f.value) : `file_get_contents(${phpQuoted(f.file)})`;
          const type = f.type !== undefined ? phpQuoted(f.type) : f.file === false ? "null" : '"application/octet-stream"';
          return `    [${phpQuoted(dispositionWord(f.name))}, ${content}, ${f.file === false ? "null" : phpQuoted(dispositionWord(f.file))}, ${type}],`;
        }),
        "];",
        '$body = "";',
        "foreach ($parts as [$name, $content, $fileName, $type]) {",
        '    $body .= "--$boundary\\r\\nContent-Disposition: form-data; name=\\"$name\\"";',
        '    if ($fileName !== null) $body .= "; filename=\\"$fileName\\"";',
        '    if ($type !== null) $body .= "\\r\\nContent-Type: $type";',
        '    $body .= "\\r\\n\\r\\n$content\\r\\n";',
        "}",
        '$body .= "--$boundary--\\r\\n";',
        "",
      );
      headers.push('"Content-Type: multipart/form-data; boundary=$boundary"');
      fields = "$body";
    }
  }
  if (headers.length > 0) options.push("CURLOPT_HTTPHEADER => [", ...headers.map((h) => `    ${h},`), "],");
  if (fields !== undefined) options.push(`CURLOPT_POSTFIELDS => ${fields},`);
  options.push("CURLOPT_RETURNTRANSFER => true,");
  lines.push("curl_setopt_array($curl, [", ...options.map((o) => indented(o, "    ")), "]);");
  lines.push("$response = curl_exec($curl);", "if ($response === false) {", '    exit(curl_error($curl) . "\\n");', "}", "$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);");
  if (answer === "json") lines.push("$data = json_decode($response, true);", 'echo $status, "\\n";', "var_dump($data);");
  else if (answer === "text") lines.push('echo $status, "\\n", $response, "\\n";');
  else if (answer === "bytes") lines.push(`file_put_contents(${phpQuoted(request.download ?? "response.bin")}, $response);`, 'echo $status, "\\n";');
  else lines.push('echo $status, "\\n";');
  return lines.join("\n");
}

// ---- Ruby -----------------------------------------------------------------------------------------------------------

/** Net::HTTP's request classes, by method. */
const RUBY_METHODS = new Map(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE"].map((m) => [m, `Net::HTTP::${m[0]}${m.slice(1).toLowerCase()}`]));

/** A Ruby string: double quotes with JSON's escapes, `#` escaped where it would start an interpolation. */
function rubyQuoted(text: string): string {
  return quoted(text).replace(/#(?=[{@$])/g, "\\#");
}

/** Ruby, with Net::HTTP. */
export function rubySample(request: SampleRequest, answer: AnswerKind): string {
  const requires = new Set(["net/http"]);
  const lines = [`uri = URI(${rubyQuoted(request.url)})`];
  const method = request.method.toUpperCase();
  const known = RUBY_METHODS.get(method);
  const b = request.body;
  const hasBody = b !== undefined;
  lines.push(known ? `request = ${known}.new(uri)` : `request = Net::HTTPGenericRequest.new(${rubyQuoted(request.method)}, ${hasBody}, true, uri)`);
  for (const [name, value] of request.headers) lines.push(`request[${rubyQuoted(name)}] = ${rubyQuoted(value)}`);
  if (b?.kind === "json" || b?.kind === "text") {
    // A heredoc in single quotes: the text's own lines, no escapes or interpolation; chomp takes off the line break
    // the heredoc ends with. It ends at a line that is its word, blanks aside.
    const names = b.kind === "json" ? ["JSON", "BODY"] : ["BODY", "TEXT"];
    const word = writableAsLines(b.text) ? closingWord(names, b.text, (line, name) => line.trim() === name) : undefined;
    if (word !== undefined) lines.push(`request.body = <<~'${word}'.chomp`, indented(b.text, "  "), word);
    else lines.push(`request.body = ${rubyQuoted(b.text)}`);
  } else if (b?.kind === "form" && b.fields.length > 1) lines.push("request.body = [", ...formPieces(b.fields).map((piece) => `  ${rubyQuoted(piece)},`), '].join("&")');
  else if (b?.kind === "form") lines.push(`request.body = ${rubyQuoted(formText(b.fields))}`);
  else if (b?.kind === "file") lines.push(`request.body = File.binread(${rubyQuoted(b.file)})`);
  else if (b?.kind === "multipart" && (hasTypedTextPart(b.fields) || b.fields.some(needsOwnDisposition))) {
    // set_form gives a text part no media type (HTML's rule for forms), so a body with a typed text part (JSON in a
    // part, which Spring's @RequestPart needs declared) is written out part by part; so is one with a name set_form
    // would escape with a backslash (see dispositionWord).
    requires.add("securerandom");
    const parts = b.fields.map((f) => {
      const content = f.file === false ? rubyQuoted(f.value) : `File.binread(${rubyQuoted(f.file)})`;
      const fileName = f.file === false ? "nil" : rubyQuoted(dispositionWord(f.file));
      const type = f.type !== undefined ? rubyQuoted(f.type) : f.file === false ? "nil" : '"application/octet-stream"';
      return `[${rubyQuoted(dispositionWord(f.name))}, ${content}, ${fileName}, ${type}]`;
    });
    const why = hasTypedTextPart(b.fields) ? "would send a text part without its media type" : 'would write a quote in a name as \\", not %22';
    lines.push(
      `# Each part: name, content, file name, media type. (set_form ${why}.)`,
      'boundary = "docgen-#{SecureRandom.hex(16)}"',
      "parts = [",
      parts.map((p) => `  ${p}`).join(",\n"),
      "]",
      'request["Content-Type"] = "multipart/form-data; boundary=#{boundary}"',
      "request.body = parts.map { |name, content, file_name, type|",
      '  head = "Content-Disposition: form-data; name=\\"#{name}\\""',
      '  head += "; filename=\\"#{file_name}\\"" if file_name',
      '  head += "\\r\\nContent-Type: #{type}" if type',
      '  "--#{boundary}\\r\\n#{head}\\r\\n\\r\\n".b + content.b + "\\r\\n"',
      '}.join + "--#{boundary}--\\r\\n"',
    );
  } else if (b?.kind === "multipart") {
    const parts = b.fields.map((f) => {
      if (f.file === false) return `[${rubyQuoted(f.name)}, ${rubyQuoted(f.value)}]`;
      const options = [`filename: ${rubyQuoted(f.file)}`, ...(f.type ? [`content_type: ${rubyQuoted(f.type)}`] : [])];
      return `[${rubyQuoted(f.name)}, File.open(${rubyQuoted(f.file)}), { ${options.join(", ")} }]`;
    });
    lines.push("request.set_form(", "  [", parts.map((p) => `    ${p}`).join(",\n"), "  ],", '  "multipart/form-data"', ")");
  }
  lines.push("", 'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|', "  http.request(request)", "end");
  if (answer === "json") {
    requires.add("json");
    lines.push("data = JSON.parse(response.body)", "puts response.code, data");
  } else if (answer === "text") lines.push("puts response.code, response.body");
  else if (answer === "bytes") lines.push(`File.binwrite(${rubyQuoted(request.download ?? "response.bin")}, response.body)`, "puts response.code");
  else lines.push("puts response.code");
  return [...[...requires].sort().map((name) => `require ${rubyQuoted(name)}`), "", ...lines].join("\n");
}

// ---- C# -------------------------------------------------------------------------------------------------------------

/** Characters C# reads as a line's end besides CR and LF (NEL, the line and paragraph separators). */
const CSHARP_LINE_ENDS = /[\u0085\u2028\u2029]/g;

/** A C# string in double quotes: JSON's escapes are C#'s too; a character C# reads as a line's end is escaped. */
function csharpQuoted(text: string): string {
  return quoted(text).replace(CSHARP_LINE_ENDS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A C# string: a verbatim string (`@"..."`, quotes doubled, the text's own lines) for a text of several lines without
 * carriage returns, control characters but tabs, line ends of C#'s own or lone surrogates; else a quoted one.
 */
function csharpString(text: string): string {
  const verbatim = text.includes("\n") && !/[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/.test(text) && !HAS_LONE_SURROGATE.test(text);
  return verbatim ? `@"${text.replace(/"/g, '""')}"` : csharpQuoted(text);
}

/** HttpClient's named methods, which .NET Framework 4.5 and every .NET since have (not Patch: .NET Core 2.1 on). */
const CSHARP_METHODS = new Map(["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "TRACE"].map((m) => [m, `HttpMethod.${m[0]}${m.slice(1).toLowerCase()}`]));

/** Headers that HttpClient takes only on a request's content (it drops them from the request's own headers). */
const CSHARP_CONTENT_HEADERS = new Set(["allow", "content-disposition", "content-encoding", "content-language", "content-length", "content-location", "content-md5", "content-range", "content-type", "expires", "last-modified"]);

/** A media type `MediaTypeHeaderValue.Parse` takes: a type, a subtype and parameters of plain words or quoted text. */
const PLAIN_MEDIA_TYPE = /^[\w.+-]+\/[\w.+*-]+(?:\s*;\s*[\w.-]+=(?:"[^"\\]*"|[\w.+-]+))*$/;

/**
 * C#, with .NET's HttpClient (System.Net.Http): an `async Task Main` (C# 7.1), and nothing newer than C# 6 otherwise,
 * so that it compiles as it is on .NET Framework 4.7.1 and on every .NET Core and .NET since.
 */
export function csharpSample(request: SampleRequest, answer: AnswerKind): string {
  const usings = new Set(["System", "System.Net.Http", "System.Threading.Tasks"]);
  const fields: string[] = [];
  const main: string[] = [];
  const helpers: string[] = [];
  const b = request.body;
  main.push("var client = new HttpClient();");
  const method = CSHARP_METHODS.get(request.method.toUpperCase()) ?? `new HttpMethod(${csharpQuoted(request.method)})`;
  main.push(`var request = new HttpRequestMessage(${method}, ${csharpQuoted(request.url)});`);
  const contentHeaders: [string, string][] = [];
  for (const [name, value] of request.headers) {
    const lower = name.toLowerCase();
    if (lower === "host") main.push(`request.Headers.Host = ${csharpQuoted(value)};`);
    else if (CSHARP_CONTENT_HEADERS.has(lower)) contentHeaders.push([name, value]);
    else main.push(`request.Headers.TryAddWithoutValidation(${csharpQuoted(name)}, ${csharpQuoted(value)});`);
  }
  if (b?.kind === "form" && b.fields.length > 1) {
    // A form a field a line, joined (see formPieces).
    fields.push(`static readonly string Body = string.Join("&",\n${formPieces(b.fields).map((piece) => `        ${csharpQuoted(piece)}`).join(",\n")});`);
    main.push("request.Content = new StringContent(Body);");
  } else if (b?.kind === "json" || b?.kind === "text" || b?.kind === "form") {
    // A constant before Main: a verbatim string's lines start at the first column, as they do there.
    fields.push(`const string Body = ${csharpString(b.kind === "form" ? formText(b.fields) : b.text)};`);
    main.push("request.Content = new StringContent(Body);");
  } else if (b?.kind === "file") {
    usings.add("System.IO");
    main.push(`request.Content = new ByteArrayContent(File.ReadAllBytes(${csharpQuoted(b.file)}));`);
  } else if (b?.kind === "multipart") {
    usings.add("System.Net.Http.Headers");
    main.push("var form = new MultipartFormDataContent();");
    for (const f of b.fields) {
      const name = csharpQuoted(dispositionWord(f.name));
      if (f.file === false) main.push(`AddPart(form, ${name}, null, ${f.type === undefined ? "null" : csharpQuoted(f.type)}, new StringContent(${csharpQuoted(f.value)}));`);
      else {
        usings.add("System.IO");
        main.push(`AddPart(form, ${name}, ${csharpQuoted(dispositionWord(f.file))}, ${csharpQuoted(f.type ?? "application/octet-stream")}, new ByteArrayContent(File.ReadAllBytes(${csharpQuoted(f.file)})));`);
      }
    }
    main.push("request.Content = form;");
    helpers.push(
      "",
      "    // AddPart adds a part named name to form: text, or a file's bytes when fileName is not null, with its media type",
      "    // if mediaType is not null. Both names come as the header writes them: a quote as %22, as browsers send it.",
      "    static void AddPart(MultipartFormDataContent form, string name, string fileName, string mediaType, HttpContent content)",
      "    {",
      '        var disposition = "form-data; name=\\"" + name + "\\"";',
      '        if (fileName != null) disposition += "; filename=\\"" + fileName + "\\"";',
      "        content.Headers.ContentType = mediaType == null ? null : MediaTypeHeaderValue.Parse(mediaType);",
      '        content.Headers.TryAddWithoutValidation("Content-Disposition", disposition);',
      "        form.Add(content);",
      "    }",
    );
  }
  for (const [name, value] of contentHeaders) {
    if (b === undefined) main.push(`// ${name}: ${value.replace(/[\r\n]+/g, " ")} (HttpClient sends content headers only with a body)`);
    else if (name.toLowerCase() === "content-type" && PLAIN_MEDIA_TYPE.test(value)) {
      usings.add("System.Net.Http.Headers");
      main.push(`request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse(${csharpQuoted(value)});`);
    } else {
      if (name.toLowerCase() === "content-type") main.push('request.Content.Headers.Remove("Content-Type");');
      main.push(`request.Content.Headers.TryAddWithoutValidation(${csharpQuoted(name)}, ${csharpQuoted(value)});`);
    }
  }
  main.push("", "var response = await client.SendAsync(request);");
  if (answer === "json" || answer === "text") main.push("var text = await response.Content.ReadAsStringAsync();", 'Console.WriteLine((int)response.StatusCode + " " + text);');
  else if (answer === "bytes") {
    usings.add("System.IO");
    main.push(`File.WriteAllBytes(${csharpQuoted(request.download ?? "response.bin")}, await response.Content.ReadAsByteArrayAsync());`, "Console.WriteLine((int)response.StatusCode);");
  } else main.push("Console.WriteLine((int)response.StatusCode);");
  const usingLines = [...usings].sort().map((name) => `using ${name};`);
  const body = main.map((line) => (line === "" ? "" : `        ${line}`));
  return [...usingLines, "", "public class Example", "{", ...fields.flatMap((f) => [`    ${f}`, ""]), "    public static async Task Main()", "    {", ...body, "    }", ...helpers, "}"].join("\n");
}

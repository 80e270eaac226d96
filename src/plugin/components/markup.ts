// The API reference templates (shortcodes/api.njk, field.njk, param-field.njk, response-field.njk,
// request-example.njk, response-example.njk) in JavaScript. A generated reference renders an Api per page and
// thousands of distinct fields per build, and a Nunjucks render of a small template costs more than the rest of the
// component's work; without an override, the renderer uses these instead (see ComponentDefinition.markup). The
// templates stay the reference and what theme authors copy: a test holds each function to its template's
// normalized output, byte for byte, on any view model.
import { escapeHtml } from "../escape.js";
import { Html } from "../html.js";
import { fillLabel, type Labels } from "../labels.js";
import { normalizeMarkup } from "../normalize-markup.js";

type Model = Record<string, unknown>;

/**
 * Joins the template's lines as normalizeMarkup leaves them (no blank lines, none indented). A printed value
 * with a line break would put a line boundary inside it, where normalizeMarkup trims and drops lines: such
 * markup goes through normalizeMarkup itself.
 */
class Lines {
  private out = "";
  private multiline = false;

  /** A view-model value as the template's `{{ value }}` prints it (strings arrive unescaped here). */
  print = (value: unknown): string => {
    const text = value instanceof Html ? value.html : value === undefined || value === null ? "" : escapeHtml(value);
    if (text.includes("\n")) this.multiline = true;
    return text;
  };

  line(text: string): void {
    if (text !== "") this.out = this.out === "" ? text : `${this.out}\n${text}`;
  }

  done(): string {
    return this.multiline ? normalizeMarkup(this.out) : this.out;
  }
}

function open(lines: Lines, modifier: string, model: Model, data = ""): void {
  const depth = lines.print(model.depth);
  lines.line(`<div class="docgen-field${modifier}"${data} data-depth="${depth}" style="--docgen-depth: ${depth}">`);
  lines.line(`<div class="docgen-field__head">`);
  const parent = model.parent ? `<span class="docgen-field__parent">${lines.print(model.parent)}.</span>` : "";
  lines.line(`<code class="docgen-field__name">${parent}${lines.print(model.leaf)}</code>`);
  lines.line(`<span class="docgen-field__type">${lines.print(model.type)}</span>`);
  if (model.constraints) lines.line(`<span class="docgen-field__constraints">${lines.print(model.constraints)}</span>`);
}

/** The site's words, which every model of these components carries. */
function labelsOf(model: Model): Labels {
  return model.labels as Labels;
}

function close(lines: Lines, hasBody: boolean, body: string): string {
  lines.line("</div>");
  if (hasBody) lines.line(`<div class="docgen-field__body">${body}</div>`);
  lines.line("</div>");
  return lines.done();
}

function defaultLine(lines: Lines, model: Model): void {
  if (model.default !== undefined) lines.line(`<span class="docgen-field__default">${lines.print(labelsOf(model).defaultValue)} <code>${lines.print(model.default)}</code></span>`);
}

/** shortcodes/field.njk */
export function fieldMarkup(model: Model, hasBody: boolean, body: string): string {
  const lines = new Lines();
  const labels = labelsOf(model);
  open(lines, model.deprecated ? " docgen-field--deprecated" : "", model);
  if (model.required) lines.line(`<span class="docgen-field__required">${lines.print(labels.required)}</span>`);
  if (model.deprecated) lines.line(`<span class="docgen-field__deprecated">${lines.print(labels.deprecated)}</span>`);
  defaultLine(lines, model);
  return close(lines, hasBody, body);
}

/** shortcodes/param-field.njk */
export function paramFieldMarkup(model: Model, hasBody: boolean, body: string): string {
  const lines = new Lines();
  // How Try it sends a list (see docgen.js): the parameter's style and explode, when given.
  const style = model.style ? ` data-style="${lines.print(model.style)}"` : "";
  const explode = model.explode !== undefined ? ` data-explode="${lines.print(model.explode)}"` : "";
  open(lines, " docgen-field--param", model, style + explode);
  const labels = labelsOf(model);
  const paramType = lines.print(model.paramType);
  lines.line(`<span class="docgen-field__in" title="${lines.print(fillLabel(labels.sentIn, { in: String(model.paramType) }))}">${paramType}</span>`);
  lines.line(model.required ? `<span class="docgen-field__required">${lines.print(labels.required)}</span>` : `<span class="docgen-field__optional">${lines.print(labels.optional)}</span>`);
  defaultLine(lines, model);
  return close(lines, hasBody, body);
}

/** shortcodes/response-field.njk */
export function responseFieldMarkup(model: Model, hasBody: boolean, body: string): string {
  const lines = new Lines();
  open(lines, " docgen-field--response", model);
  if (model.nullable) lines.line(`<span class="docgen-field__nullable">${lines.print(labelsOf(model).nullable)}</span>`);
  return close(lines, hasBody, body);
}

/** The Api's OAuth2 data attributes (`[{ name, value }]`, names already safe), as api.njk writes them. */
function oauthData(lines: Lines, oauth: unknown): string {
  let out = "";
  if (Array.isArray(oauth)) for (const a of oauth as { name: string; value: unknown }[]) out += ` ${a.name}="${lines.print(a.value)}"`;
  return out;
}

/** shortcodes/api.njk */
export function apiMarkup(model: Model, hasBody: boolean, body: string): string {
  const lines = new Lines();
  const methodClass = lines.print(model.methodClass);
  const method = lines.print(model.method);
  const tryIt = model.tryIt
    ? ` data-docgen-try="${lines.print(model.server)}"${model.servers ? ` data-servers="${lines.print(model.servers)}"` : ""}${model.requestType ? ` data-request-type="${lines.print(model.requestType)}"` : ""}${model.tryItProxy ? ` data-docgen-proxy="${lines.print(model.tryItProxy)}"` : ""}${oauthData(lines, model.oauth)}`
    : "";
  lines.line(`<section class="docgen-api docgen-api--${methodClass}" aria-label="${method} ${lines.print(model.path)}"${tryIt}>`);
  lines.line(`<div class="docgen-api__head">`);
  lines.line(`<span class="docgen-method docgen-method--${methodClass}">${method}</span>`);
  let path = "";
  for (const part of model.pathParts as { text: unknown; isParam: unknown }[]) {
    path += part.isParam ? `<span class="docgen-api__param">${lines.print(part.text)}</span>` : lines.print(part.text);
  }
  lines.line(`<code class="docgen-api__path">${path}</code>`);
  if (model.auth) {
    lines.line(
      `<span class="docgen-api__auth"><span class="docgen-api__auth-label">${lines.print(labelsOf(model).requiresAuth)}</span> ${lines.print(model.auth)}</span>`,
    );
  }
  lines.line("</div>");
  if (model.title && !model.titleIsHeading) lines.line(`<p class="docgen-api__title">${lines.print(model.title)}</p>`);
  if (hasBody) lines.line(`<div class="docgen-api__body">${body}</div>`);
  lines.line("</section>");
  return lines.done();
}

/** shortcodes/request-example.njk */
export function requestExampleMarkup(_model: Model, _hasBody: boolean, body: string): string {
  return `<div class="docgen-request-example">${body}</div>`;
}

/** shortcodes/response-example.njk */
export function responseExampleMarkup(_model: Model, _hasBody: boolean, body: string): string {
  return `<div class="docgen-response-example">${body}</div>`;
}

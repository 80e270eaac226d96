// Renders one component use: validate attributes, build the view model, lay it out with its template.
import { resolveAttributes, splitArguments, ComponentError, type UseSite } from "./attributes.js";
import { dedent, markNested, pageIsMarkdown, renderBodyHtml, trimVerbatim, type MarkdownRenderer, type PageLike } from "./body.js";
import type { ComponentDefinition } from "./components/types.js";
import { escapeHtml } from "./escape.js";
import { Html } from "./html.js";
import type { Labels } from "./labels.js";
import { normalizeMarkup } from "./normalize-markup.js";
import { hasFirstLevelHeading } from "./page-heading.js";


/** What Eleventy's Nunjucks engine gives a shortcode as `this`. */
export interface ShortcodeThis {
  page?: PageLike & { rawInput?: unknown };
  env?: NunjucksEnv;
  /**
   * The page's Markdown source, where Eleventy has not set `page.rawInput` yet (docgen's preprocessor for
   * generated pages runs before it does).
   */
  source?: string;
}

export interface NunjucksEnv {
  render(name: string, context: object): string;
}

export interface RenderServices {
  env(): NunjucksEnv | undefined;
  markdown(): MarkdownRenderer | undefined;
  /** Wraps escaped HTML so Nunjucks autoescaping leaves it alone. */
  markSafe(html: string): unknown;
  warn(message: string): void;
  /** True when the site has its own `docgen/<template>`: then a component with `markup` renders its template. */
  overridden(definition: ComponentDefinition): boolean;
  /** The site's `tryIt` option: whether an `Api` with a `server` gets a Try it panel. */
  tryIt: boolean;
  /** The site's `tryItProxy` option. */
  tryItProxy: string | undefined;
  /** The site's `tryItClientId` option. */
  tryItClientId?: string;
  /** The site's words. */
  labels: Labels;
  /** See ViewModelContext.usesOAuth. */
  usesOAuth?: () => void;
}

const BODY = "\u0000docgen-body\u0000";

/**
 * `markup` with its BODY replaced by `body`. Where BODY stands once (every template of docgen's own), a rope over
 * `body`, not a copy: an Api's body is the whole of its page (split and join copied 40 MB of Microsoft Graph's pages).
 */
function fillBody(markup: string, body: string): string {
  const at = markup.indexOf(BODY);
  if (at === -1) return markup;
  if (markup.includes(BODY, at + BODY.length)) return markup.split(BODY).join(body);
  return markup.slice(0, at) + body + markup.slice(at + BODY.length);
}

/**
 * A use's attributes checked, its body prepared (dedented Markdown, or trimmed verbatim text) and its view model.
 * `prepareBody: false` leaves a Markdown body as it is (the Markdown copy needs only the model).
 */
function resolveUse(definition: ComponentDefinition, self: ShortcodeThis, content: string, args: unknown[], services: Pick<RenderServices, "warn" | "tryIt" | "tryItProxy" | "tryItClientId" | "labels" | "usesOAuth">, prepareBody = true) {
  const site: UseSite = { component: definition.name, page: pageLabel(self.page) };
  const attrs = resolveAttributes(definition.attributes, splitArguments(args, site), site, services.warn);
  const text = String(content ?? "");
  const source = definition.body === "verbatim" ? trimVerbatim(text) : "";
  const body = definition.body === "markdown" ? (prepareBody ? dedent(text) : text) : "";
  const hasBody = (definition.body === "verbatim" ? source : body).trim() !== "";
  const isPageHeading = (title: string) => {
    const page = self.source ?? self.page?.rawInput;
    return typeof page === "string" && pageIsMarkdown(self.page) && hasFirstLevelHeading(page, title);
  };
  return { site, body, hasBody, model: definition.viewModel(attrs, { site, source, hasBody, isPageHeading, tryIt: services.tryIt, tryItProxy: services.tryItProxy, tryItClientId: services.tryItClientId, labels: services.labels, usesOAuth: services.usesOAuth }) };
}

/**
 * One use's view model as its template gets it (strings unescaped), for the page's Markdown copy (see
 * markdown-pages.ts): `content` is its body, `source` the page's Markdown. Warnings were given by its render.
 */
export function modelOf(
  definition: ComponentDefinition,
  page: PageLike,
  source: string,
  content: string,
  keywords: Record<string, unknown>,
  services: Pick<RenderServices, "tryIt" | "tryItProxy" | "labels">,
): Record<string, unknown> {
  return resolveUse(definition, { page, source }, content, [keywords], { ...services, warn: () => undefined }, false).model;
}

export function renderComponent(
  definition: ComponentDefinition,
  self: ShortcodeThis,
  content: string,
  args: unknown[],
  services: RenderServices,
): string {
  const { site, body, hasBody, model } = resolveUse(definition, self, content, args, services);
  const env = self.env ?? services.env();
  if (!env) throw new ComponentError(`[docgen] ${site.page}: <${definition.name}> can only be used in Nunjucks templates.`);
  let normalized: string;
  if (definition.markup && !services.overridden(definition)) normalized = definition.markup(model, hasBody, BODY);
  else {
    const context = { ...(escapeModel(model, services) as object), body: services.markSafe(BODY), hasBody };
    try {
      normalized = normalizeMarkup(env.render(`docgen/${definition.template}`, context));
    } catch (error) {
      throw new ComponentError(`[docgen] ${site.page}: <${definition.name}>: template docgen/${definition.template} failed: ${(error as Error).message}`);
    }
  }

  const inMarkdown = pageIsMarkdown(self.page);
  let bodyOut = "";
  if (definition.body === "markdown" && hasBody) {
    if (inMarkdown) bodyOut = `\n\n${body}\n\n`;
    else {
      const md = services.markdown();
      bodyOut = md ? renderBodyHtml(body, md) : escapeHtml(body);
    }
  }
  const html = fillBody(normalized, bodyOut);
  // In Markdown pages the output starts where the tag was and is wrapped in markers: an enclosing component's
  // dedent skips it (its Markdown body is already unindented), and before Markdown parses the page,
  // indentNestedOutput gives every line the indentation of the tag's line, so a component inside a list item
  // or a blockquote stays inside it. Blank lines after it keep the following text out of its HTML block.
  return inMarkdown ? `${markNested(`\n${html}`)}\n\n` : markNested(html);
}

/**
 * A Markdown-bodied component in a Markdown page, in the three parts its output is made of: `head`, the
 * Markdown `body` (undefined when it has none), and `tail`. Only for components laid out by their JavaScript
 * markup (no override), whose head and tail are HTML blocks at column 0 with no blank line: Markdown passes those
 * through as they are, so the component renders as `head + "\n" + markdown(body) + tail`, or `head` alone (see
 * RunCache in index.ts, which checks that claim against the ordinary path once per build). Undefined otherwise.
 */
export interface ComponentParts {
  head: string;
  body: string | undefined;
  tail: string;
}

const HTML_BLOCK_HEAD = /^<(?:div|section)[\s>]/;
const HTML_BLOCK_TAIL = /^<\/(?:div|section)>/;

export function renderComponentParts(
  definition: ComponentDefinition,
  self: ShortcodeThis,
  content: string,
  args: unknown[],
  services: RenderServices,
): ComponentParts | undefined {
  if (definition.body !== "markdown" || !definition.markup || !pageIsMarkdown(self.page) || services.overridden(definition)) return undefined;
  const { body, hasBody, model } = resolveUse(definition, self, content, args, services);
  const normalized = definition.markup(model, hasBody, BODY);
  if (!HTML_BLOCK_HEAD.test(normalized) || normalized.includes("\n\n")) return undefined;
  if (!hasBody) return normalized.includes(BODY) ? undefined : { head: normalized, body: undefined, tail: "" };
  const at = normalized.indexOf(BODY);
  const tail = normalized.slice(at + BODY.length);
  if (at === -1 || tail.includes(BODY) || !HTML_BLOCK_TAIL.test(tail)) return undefined;
  return { head: normalized.slice(0, at), body, tail };
}

/** Escapes every string in the view model (recursively) and marks it safe for Nunjucks. */
function escapeModel(value: unknown, services: RenderServices): unknown {
  if (value instanceof Html) return services.markSafe(value.html);
  // An empty string stays a plain "" so `{% if caption %}` is false (a SafeString object is always truthy).
  if (typeof value === "string") return value === "" ? "" : services.markSafe(escapeHtml(value));
  if (Array.isArray(value)) return value.map((v) => escapeModel(v, services));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = escapeModel(v, services);
    return out;
  }
  return value;
}

function pageLabel(page: PageLike | undefined): string {
  return page?.inputPath ? page.inputPath.replace(/^\.\//, "") : "(unknown page)";
}

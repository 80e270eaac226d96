// What the page builders share: the model, lookups, the layout and the options that change page text.
import type { ApiModel, Operation, SampleLanguage, SecurityScheme } from "../model.js";
import type { Block, FragmentLinks } from "./blocks.js";
import type { SchemaLookup } from "./fields.js";
import type { GroupBy, Layout } from "./layout.js";
import { httpUrl } from "./links.js";
import { mayHoldRedocLinks } from "./redoc-links.js";

export interface PageOptions {
  groupBy: GroupBy;
  includeSchemas: boolean;
  /** Prefixed to every endpoint path shown (never to file names). */
  basePath: string;
  /**
   * An absolute http(s) URL that site-relative links in spec prose (`/docs/x`, `guide.html`) are resolved against;
   * undefined: the spec's `externalDocs.url` when it is one (see linkBaseOf); false: none, links stay as written.
   */
  linkBase?: string | false;
  /** The languages of the generated request samples, in this order (`--samples`); undefined: curl alone. */
  samples?: readonly SampleLanguage[];
  /** Document operations marked `x-internal: true` too (`--include-internal`); by default they are left out. */
  includeInternal?: boolean;
  /** Show a response example built from the schema where the spec gives none (`--response-examples`). */
  responseExamples?: boolean;
  /** Set with `--spec-download`: the index page links the spec's download (see spec-download.ts), which is this (`OpenAPI 3.1.0`). */
  downloadLabel?: string;
  /**
   * The site's labels (its configuration's `labels`): those named in src/generator-labels.ts replace the generator's
   * English words; the others are the pages' layout's and components', and are left to the plugin.
   */
  labels?: Readonly<Record<string, unknown>>;
}

export { SAMPLE_LANGUAGES, type SampleLanguage } from "../model.js";

export interface PageContext {
  model: ApiModel;
  schemas: SchemaLookup;
  schemes: Map<string, SecurityScheme>;
  layout: Layout;
  /** Schemas linked, not expanded, when nested (see linkedSchemas); each has a page. */
  linked: ReadonlySet<string>;
  /** Error schemas shared by operations (see sharedErrorSchemas): error responses link them; each has a page. */
  errorSchemas: ReadonlySet<string>;
  options: PageOptions;
  /** Text of shared blocks (see the `shared` block), for this run only. */
  fragments: Map<string, string>;
  /** Where site-relative links in spec prose point (see PageOptions.linkBase); undefined: left as written. */
  linkBase?: string;
  /** Where Redoc's deep links in spec prose (`#operation/addPet`) lead on these pages (see redoc-links.ts). */
  redoc?: FragmentLinks;
}

/** The `--link-base` given, else the spec's `externalDocs.url` when it is an absolute http(s) URL. */
export function linkBaseOf(model: ApiModel, options: PageOptions): string | undefined {
  if (options.linkBase === false) return undefined;
  return options.linkBase || (model.externalDocs === undefined ? undefined : httpUrl(model.externalDocs.url));
}

/** The spec's prose as a block (its links resolved against the run's link base), or nothing when it is blank. */
export function proseBlocks(ctx: PageContext, markdown: string | undefined, headingLevel: number): Block[] {
  if (!markdown?.trim()) return [];
  return [ctx.redoc && mayHoldRedocLinks(markdown) ? { kind: "prose", markdown, headingLevel, linkBase: ctx.linkBase, fragments: ctx.redoc } : { kind: "prose", markdown, headingLevel, linkBase: ctx.linkBase }];
}

/** What a page shows as an operation's path: an operation's with the base path; a webhook's or callback's name as it is. */
export function operationPath(ctx: PageContext, op: Operation): string {
  return op.kind === "operation" ? shownPath(ctx, op.path) : op.path;
}

export function shownPath(ctx: PageContext, path: string): string {
  if (!ctx.options.basePath) return path;
  return `${ctx.options.basePath.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

// The shape of one component definition: its attributes, how its body is treated, and its view model.
import type { AttributeTable, UseSite } from "../attributes.js";
import type { Labels } from "../labels.js";

/**
 * How a component treats the text between its opening and closing tags.
 * - `markdown`: rendered as Markdown (by Eleventy's own Markdown pass in .md pages).
 * - `verbatim`: kept exactly (Mermaid diagram source), never parsed as Markdown.
 */
export type BodyMode = "markdown" | "verbatim";

export interface ComponentDefinition {
  /** Shortcode name, e.g. `ParamField` (closing tag `endParamField`). */
  name: string;
  /** Template file name under `docgen/`, e.g. `param-field.njk`. */
  template: string;
  attributes: AttributeTable;
  body: BodyMode;
  /**
   * Builds the template's variables from validated attributes. Strings in the result are
   * plain text; the renderer escapes every string before the template sees it.
   */
  viewModel(attrs: Record<string, unknown>, context: ViewModelContext): Record<string, unknown>;
  /**
   * The template's output in JavaScript, as normalizeMarkup leaves it, from the view model (strings unescaped)
   * and `body`, the text standing for the body. Used instead of the template unless the site overrides it; a
   * test holds the two to the same bytes.
   */
  markup?(model: Record<string, unknown>, hasBody: boolean, body: string): string;
}

export interface ViewModelContext {
  site: UseSite;
  /** The verbatim body (only for `verbatim` components). */
  source: string;
  /** True when the body has any non-whitespace content. */
  hasBody: boolean;
  /** Whether the page (a Markdown page) has a first-level heading reading `text` (see page-heading.ts). */
  isPageHeading(text: string): boolean;
  /** The site's `tryIt` option. */
  tryIt: boolean;
  /** The site's `tryItProxy` option: the address Try it sends requests through, or nothing. */
  tryItProxy: string | undefined;
  /** The site's words (its `labels` option over the defaults). */
  labels: Labels;
  /** The site's `tryItClientId` option: the OAuth2 client ID "Get a token" fills in. */
  tryItClientId?: string;
  /** Called when a Try it panel will offer to get an OAuth2 token: the build then writes the page it comes back to. */
  usesOAuth?: () => void;
}

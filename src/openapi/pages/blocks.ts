// Page models: what a generated page says, as plain data. The Markdown writer turns them into text.

/** Inline content; `text` is literal (the writer escapes it), never Markdown. */
export type Inline = { text: string } | { code: string } | { strong: string } | { link: string; href: string };

export type AttrValue = string | number | boolean;

/** The documentation components of the plugin (issue 2) that generated pages call. */
export type ComponentName = "Api" | "ParamField" | "ResponseField" | "Field" | "CodeGroup" | "RequestExample" | "ResponseExample";

export type Block =
  | { kind: "heading"; level: number; text: string }
  /** Markdown written by the spec's authors: the writer sanitizes it and shifts its headings to start at `headingLevel`. */
  | { kind: "prose"; markdown: string; headingLevel: number; linkBase?: string; fragments?: FragmentLinks }
  | { kind: "paragraph"; inlines: Inline[] }
  /** `children`: under item i, a list of its own (`children[i]`), when there is one. */
  | { kind: "list"; items: Inline[][]; children?: (Inline[][] | undefined)[] }
  /**
   * `title`: what the block is called (a `CodeGroup`'s tab), written after the language in the fence's info string.
   * `example`: what an example's title is made of (see exampleTabs in operation-page.ts); not written.
   */
  | { kind: "code"; lang: string; code: string; title?: string; example?: { lead: string; name?: string; type: string } }
  | { kind: "component"; name: ComponentName; attrs: [string, AttrValue][]; body: Block[] }
  /**
   * Blocks that many pages share word for word (the field list of a shared schema): the writer renders them
   * once per `key` and keeps the text in `cache`, which lives as long as one generation run.
   */
  | { kind: "shared"; cache: Map<string, string>; key: string; build: () => Block[] };

export interface FrontMatter {
  title: string;
  /** The page's label in the sidebar when its title and method are a sibling page's too (see sidebar-labels.ts). */
  sidebarLabel?: string;
  description: string;
  /** What the page documents (`GET /pets`, `schema Pet`, `index`): written into the page's marker. */
  source: string;
  /** Position in spec order within the page's folder (index pages get 0); the sidebar sorts by it. */
  order: number;
  /**
   * On a folder's index page: the label and position of the folder's group in the sidebar (its name humanized and
   * the page's `order` otherwise). Tag mode sets them, so the navigation shows each tag as the spec names it, in
   * the spec's order.
   */
  groupLabel?: string;
  groupOrder?: number;
  /** On a tag's page: its `x-tagGroups` group, under which the sidebar gathers the groups of that section. */
  groupSection?: string;
  method?: string;
  deprecated?: boolean;
  /** An operation's badges (3.2's badge tags, Scalar's `x-badges`): shown beside its link in the sidebar. */
  badge?: string[];
  /**
   * The names a reader may search the page by that its title, path and description do not hold: an operation's
   * parameters and its request body's fields (the site's search index reads them).
   */
  keywords?: string[];
  /** `false` for an operation marked `x-hidden` (Mintlify's): written, but left out of the navigation. */
  sidebar?: false;
  /** On the index page with `--spec-download`: the spec's file, relative to the page (`llms.txt` lists it). */
  specDownload?: string;
}

export interface Page {
  /** Output-relative POSIX path, e.g. `pets/list.md`. */
  file: string;
  frontMatter: FrontMatter;
  blocks: Block[];
}

/** A list item naming something as code, with what the spec says of it: "`read:pets`: Read your pets". */
export function termItem(code: string, description: string | undefined): Inline[] {
  return description ? [{ code }, { text: `: ${description}` }] : [{ code }];
}

/** Where in-page links of another renderer's forms lead on these pages (see redoc-links.ts). */
export interface FragmentLinks {
  /** The URL relative to the page `from` that `url` stands for here; undefined: keep it as written. */
  resolve(url: string, from: string): string | undefined;
}

// The words docgen itself puts on a site's pages (its layout, navigation, components, alerts and "Page not found"
// page), in English by default. The site's `labels` option replaces any of them, for a site in another language:
// `{ "labels": { "onThisPage": "Sur cette page", "required": "obligatoire" } }`. A label is plain text (escaped where
// it is printed); `{name}` in one is filled in where it is used. The generated pages' own text (headings such as
// "Responses", the sentences under fields) is written by `docgen openapi` and is not among them.

export const DEFAULT_LABELS = {
  /** The link to the page's content, first on the page for keyboard users. */
  skipToContent: "Skip to content",
  /** The search box's name for screen readers. */
  searchLabel: "Search the documentation",
  /** The search box's placeholder. */
  searchPlaceholder: "Search",
  /** The navigation's toggle on narrow screens. */
  menu: "Menu",
  /** The navigation's name for screen readers. */
  navigation: "Documentation",
  /** The title of the page's list of sections, and its name for screen readers. */
  onThisPage: "On this page",
  /** A link in the navigation to a group, after its number of pages (for screen readers). */
  pages: "pages",
  /** The note on a hand-written page marked `deprecated`: its first, bold words... */
  deprecatedPage: "Deprecated.",
  /** ...and the rest. */
  deprecatedPageNote: "This page describes something that may be removed in a future version.",
  /** The link under a page to its source (the site's editUrl). */
  editPage: "Edit this page",
  /** The name, for screen readers, of the links under a page to the pages before and after it. */
  pager: "Previous and next pages",
  previous: "Previous",
  next: "Next",
  /** A field's marks. */
  required: "required",
  optional: "optional",
  nullable: "nullable",
  deprecated: "deprecated",
  /** Before a field's default value. */
  defaultValue: "default:",
  /** A parameter's place (`{in}`: path, query, header, cookie, body) in words, shown on hover over it. */
  sentIn: "Sent in the {in}",
  /** Before an operation's security requirements. */
  requiresAuth: "Requires authentication:",
  /** A CodeGroup's name for screen readers, unless its `label` says otherwise. */
  codeSamples: "Code samples",
  /** A Tree's name for screen readers, unless its `label` says otherwise. */
  fileTree: "File tree",
  /** After a folder's name in a Tree (for screen readers). */
  folder: "folder",
  /** The link a browser that cannot play a Video shows instead. */
  downloadVideo: "Download the video",
  /** The titles of GitHub-style alerts (`> [!NOTE]`). */
  note: "Note",
  tip: "Tip",
  important: "Important",
  warning: "Warning",
  caution: "Caution",
  /** The "Page not found" page `docgen build` writes: its title... */
  notFoundTitle: "Page not found",
  /** ...its text... */
  notFoundText: "There is no page at this address. It may have moved, or the link that led here may be mistyped.",
  /** ...its link home... */
  notFoundHome: "Go to the home page",
  /** ...and, with search on, what follows that link. */
  notFoundSearch: ", or search the documentation above",
};

export type Labels = { [K in keyof typeof DEFAULT_LABELS]: string };

/** `label` with each `{name}` that `values` has replaced by its value. */
export function fillLabel(label: string, values: Record<string, string>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The README's table of labels and their English words (a test keeps the README in step). */
export function labelsMarkdownTable(): string {
  const rows = Object.entries(DEFAULT_LABELS).map(([name, text]) => `| \`${name}\` | ${text.replace(/\|/g, "\\|")} |`);
  return ["| Label | English |", "| --- | --- |", ...rows].join("\n");
}

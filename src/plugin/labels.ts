// The words docgen itself puts on a site's pages (its layout, navigation, components, alerts, "Page not found" page
// and page script), in English by default. The site's `labels` option replaces any of them, for a site in another
// language: `{ "labels": { "onThisPage": "Sur cette page", "required": "obligatoire" } }`. A label is plain text
// (escaped where it is printed); `{name}` in one is filled in where it is used. The generated pages' own text
// (headings such as "Responses", the sentences under fields) is written by `docgen openapi` in its own labels
// (src/generator-labels.ts), set in the same `labels`; a few names are both (see requestBody).

/** The words docgen puts on pages in HTML. */
const PAGE_LABELS = {
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
  /** The page the OAuth2 sign-in window comes back to (Try it's "Get a token"), which closes itself at once. */
  oauthCallback: "Signing in. This window closes by itself; if it stays open, close it and go back to the documentation.",
  /** llms.txt's section of the pages no sidebar group lists, when there are groups... */
  llmsOtherPages: "Other pages",
  /** ...and when there are none. */
  llmsPages: "Pages",
  /** llms.txt's section of the specs published with `docgen openapi --spec-download`, and what it says of each. */
  llmsApiDescriptions: "API descriptions",
  llmsApiDescription: "the API description (OpenAPI, JSON)",
};

/**
 * The words the page script (assets/docgen.js) writes, which keeps the same English words itself (a test holds the
 * two the same). `{name}` parts are filled in by the script.
 */
const SCRIPT_LABELS = {
  /** The theme button's name ({theme} and {next} are themeSystem, themeLight or themeDark)... */
  themeButton: "Theme: {theme} (switch to {next})",
  /** ...and its tooltip. */
  themeTitle: "Theme: {theme}. Switch to {next}.",
  themeSystem: "system",
  themeLight: "light",
  themeDark: "dark",
  /** A zoomable image's button, without and with the image's alt text. */
  zoomImage: "Zoom image",
  zoomImageNamed: "Zoom image: {alt}",
  /** The zoomed image's dialog, without and with the image's alt text. */
  zoomedImage: "Zoomed image",
  zoomedImageNamed: "Zoomed image: {alt}",
  /** The dialog's close button, and its name for screen readers. */
  close: "Close",
  closeZoomedImage: "Close zoomed image",
  /** A code block's Copy button, then what it says for a moment after a click. */
  copy: "Copy",
  copied: "Copied",
  selected: "Selected",
  /** After "Copy", for screen readers: a code block, and Try it's response. */
  copyCode: "code",
  copyResponse: "response",
  /** Said to screen readers after a copy. */
  copiedCode: "Code copied to the clipboard",
  copiedResponse: "Response copied to the clipboard",
  /** Said where the browser would not copy: the text is selected instead. */
  selectedCode: "Could not copy: the code is selected, press Control+C or Command+C to copy it",
  selectedResponse: "Could not copy: the response is selected, press Control+C or Command+C to copy it",
  /** A CodeGroup tab whose block has neither a title nor a language ({n}: its place). */
  codeTab: "Code {n}",
  /** Under the search box. */
  searchUnavailable: "Search is not available: its index could not be loaded.",
  searchNone: "No pages match.",
  searchOne: "1 page matches.",
  searchMany: "{count} pages match.",
  searchMore: "{count} pages match; the first {shown} are shown.",
  /**
   * Under a result found by its keywords (an operation's parameters and body fields) rather than its title, path or
   * description: which of them hold the words typed (`{names}`, each as code, a space between them; three at most).
   */
  searchMatched: "Matches {names}",
  /** Beside a page's title, with markdownPages. */
  copyPage: "Copy page",
  copyPageNote: "as Markdown",
  viewAsMarkdown: "View as Markdown",
  pageCopied: "Page copied as Markdown.",
  pageNotCopied: "Could not copy the page.",
  openMarkdown: "Open the Markdown",
  /** A field's link to itself, for screen readers ({name}: the field's name). */
  fieldLink: "Link to {name}",
  /** The button under a field with fields of its own, which shows or hides them ({count}: how many). */
  showFields: "Show {count} fields",
  hideFields: "Hide {count} fields",
  showField: "Show 1 field",
  hideField: "Hide 1 field",
  /** Try it: its button, and its form's name. */
  tryIt: "Try it",
  tryItForm: "Try {method} {path}",
  server: "Server",
  /** The list of the spec's servers beside it, for screen readers. */
  serverChoices: "The spec's servers",
  pathParameters: "Path parameters",
  queryParameters: "Query parameters",
  /**
   * Where Try it finds the body's example to fill in, in the words `docgen openapi` writes it with (its labels of the
   * same names): a code block whose title starts with requestBody, a group of them labelled requestBodyExamples, or
   * (on a page written by hand) a code block after a heading that starts with requestExample.
   */
  requestBody: "Request body",
  requestBodyExamples: "Request body examples",
  requestExample: "Request example",
  /** The heading Try it's request ends at: what comes after it (responses, callbacks) is not sent. */
  responses: "Responses",
  headers: "Headers",
  /** A query list's placeholder, after its type. */
  commaSeparated: "comma-separated",
  /** For screen readers, beside a credential's field that has a scheme ({scheme}: Bearer, Basic...). */
  schemeNote: 'Sent after "{scheme} ", unless it starts with it.',
  schemeNoteBasic: 'Sent after "{scheme} ", unless it starts with it; user:password is encoded first.',
  /** Try it's "Get a token" under an OAuth2 credential's field, and its form: the flows by name... */
  oauthGetToken: "Get a token",
  oauthTitle: "OAuth2 token",
  oauthFlow: "Flow",
  oauthAuthorizationCode: "Authorization code",
  oauthImplicit: "Implicit",
  oauthClientCredentials: "Client credentials",
  oauthPasswordFlow: "Password",
  /** ...the fields... */
  oauthClientId: "Client ID",
  oauthClientSecret: "Client secret",
  oauthUsername: "Username",
  oauthPassword: "Password",
  oauthScopes: "Scopes",
  oauthScopesNote: "space-separated",
  oauthRedirect: "Redirect URL (register it with the authorization server)",
  oauthGet: "Get token",
  /** ...and what it says ({origin}: the server's; {error}: the OAuth2 error and its description, or the HTTP status). */
  oauthPopupBlocked: "The browser blocked the sign-in window: allow pop-ups for this site, then try again.",
  oauthWaiting: "Sign in at {origin} in the window that opened…",
  oauthRequesting: "Asking {origin} for a token…",
  oauthGot: "Got a token: it is in the Authorization field.",
  /** ...with the lifetime the server gave it ({minutes}). */
  oauthGotFor: "Got a token, valid for {minutes} min: it is in the Authorization field.",
  oauthDenied: "The authorization server gave no token: {error}.",
  oauthRefused: "The token URL gave no token: {error}.",
  oauthNoAnswer: "No answer from {origin}: it may not accept requests from other sites (CORS), or it is not reachable from here.",
  oauthDiscoveryFailed: "Could not read the authorization server's settings at {url}.",
  oauthNoUrl: "The spec gives no URL for this flow.",
  oauthFailed: "Could not get a token: {error}.",
  cookieNote: "A page cannot set cookies: {names} is not sent.",
  cookiesNote: "A page cannot set cookies: {names} are not sent.",
  bodyWithoutMethod: "A browser cannot send a body with {method}: the request goes without the body ({type}) the spec describes.",
  /** Before the body's media type, in the body's field or group. */
  body: "Body",
  /** The list of a body's examples above it, for screen readers. */
  bodyExamples: "Examples of the body",
  /** After a body's media type or a part's name: one file, or several. */
  file: "file",
  files: "files",
  bodyElsewhere: "The body ({type}) cannot be sent from here: use the request samples.",
  send: "Send",
  /** Beside Send: the request as a curl command, with what the reader filled in. */
  copyAsCurl: "Copy as curl",
  curlCopied: "Copied: the request as a curl command, with what you filled in.",
  curlNotCopied: "Could not copy the command: the browser refused the clipboard.",
  fillIn: "Fill in {fields}.",
  serverMissing: "Enter the API's address in Server, starting with https:// or http://.",
  badHeaderValue: "The value of {name} holds a character HTTP does not allow in a header (a line break, or a letter outside Latin-1).",
  sending: "Sending {method} {url}…",
  sendingThroughProxy: "Sending {method} {url} through the proxy at {proxy}…",
  /** For screen readers, when the answer came ({status}: its code and text). */
  answered: "{status} in {ms} ms",
  /** Beside the answer's status. */
  milliseconds: "{ms} ms",
  noResponse:
    "No response from {origin}. The browser refused the request or could not reach the server: the API may not accept requests from other sites (CORS), or it is not reachable from here. Copy as curl gives the same request, with what you filled in, for a terminal.",
  noResponseFromProxy:
    "No response from the proxy at {origin}. The browser refused the request or could not reach the proxy: it may not accept requests from this site (CORS), or it is not reachable from here. Copy as curl gives the same request, with what you filled in, for a terminal.",
  responseHeaders: "Response headers ({count})",
  /** An answer of bytes: its size and type, then a link that saves it. */
  responseBytes: "{size} bytes of {type}:",
  saveFile: "save the file",
  noBody: "No body.",
  responseBody: "Response body",
  responseCut: "The first {shown} of {total} characters are shown (Copy copies them all).",
};

export const DEFAULT_LABELS = { ...PAGE_LABELS, ...SCRIPT_LABELS };

/** The labels the page script reads: its own, and three of the pages' (a required or optional field, a CodeGroup's name). */
export const SCRIPT_LABEL_NAMES: readonly (keyof Labels)[] = [...(Object.keys(SCRIPT_LABELS) as (keyof Labels)[]), "required", "optional", "codeSamples"];

export type Labels = { [K in keyof typeof DEFAULT_LABELS]: string };

/**
 * The site's labels over the defaults: a name docgen does not know, or a value that is not a string, is left out
 * (the site configuration's check has warned about or refused it).
 */
export function siteLabels(own: Partial<Record<string, unknown>> | undefined): Labels {
  const labels: Labels = { ...DEFAULT_LABELS };
  for (const [name, value] of Object.entries(own ?? {})) if (Object.hasOwn(DEFAULT_LABELS, name) && typeof value === "string") labels[name as keyof Labels] = value;
  return labels;
}

/**
 * The labels of the page script that the site changed, as JSON for the layout's `<script type="application/json"
 * id="docgen-labels">` (`<` escaped, so no text ends the element); "" when it changed none, and the element is left out.
 */
export function scriptLabelsJson(labels: Labels): string {
  const changed: Record<string, string> = {};
  for (const name of SCRIPT_LABEL_NAMES) if (labels[name] !== DEFAULT_LABELS[name]) changed[name] = labels[name];
  if (Object.keys(changed).length === 0) return "";
  return JSON.stringify(changed).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** `label` with each `{name}` that `values` has replaced by its value. */
export function fillLabel(label: string, values: Record<string, string>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** The README's table of labels and their English words (a test keeps the README in step). */
export function labelsMarkdownTable(): string {
  const rows = Object.entries(DEFAULT_LABELS).map(([name, text]) => `| \`${name}\` | ${text.replace(/\|/g, "\\|")} |`);
  return ["| Label | English |", "| --- | --- |", ...rows].join("\n");
}

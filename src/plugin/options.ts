// The site configuration: its types, defaults, and validation (wrong types fail, unknown keys warn).
import { DocgenInputError } from "../errors.js";
import { DEFAULT_LABELS, siteLabels, type Labels } from "./labels.js";
import { GENERATOR_LABELS } from "../generator-labels.js";

/** A sidebar group: a title and either an explicit page list or a directory to list. */
export interface SidebarGroupConfig {
  /** The group title shown in the navigation. */
  group: string;
  /** Page identifiers relative to the docs root, without extension (`guides/install`), in order. */
  pages?: string[];
  /** List every page under `dir` (relative to the docs root); subfolders become nested groups. */
  autogenerate?: { dir: string };
}

export interface DocgenOptions {
  /** The site title, shown in the header and the page titles. @default "Documentation" */
  title?: string;
  /** The navigation. @default [] (no sidebar) */
  sidebar?: SidebarGroupConfig[];
  components?: {
    mermaid?: {
      /**
       * Where pages with a diagram load mermaid from: an http(s) URL or a site path such as
       * `/vendor/mermaid/mermaid.min.js` (see `docgen vendor-mermaid`).
       * @default "https://cdn.jsdelivr.net/npm/mermaid@11/dist/mermaid.min.js"
       */
      scriptUrl?: string;
    };
  };
  /** Add docgen's stylesheet and scripts to pages that use components. @default true */
  injectAssets?: boolean;
  /**
   * A search box in the default layout's header, over every page's title, description and (API pages) method and
   * path, from an index written to `_docgen/search.json`. @default true
   */
  search?: boolean;
  /**
   * The site's address without the path prefix (`https://docs.example.com`). With it, llms.txt links are absolute
   * and each build writes `sitemap.xml`.
   */
  url?: string;
  /**
   * A Try it panel on each `Api` with a `server` (every operation page docgen openapi writes): the reader fills in
   * the parameters and the body and sends the request from the browser. @default true
   */
  tryIt?: boolean;
  /**
   * Send Try it's requests through this CORS proxy, for an API that does not let other sites call it: an http(s)
   * URL or a site path. With `{url}` in it, that is replaced by the request's URL, percent-encoded
   * (`https://proxy.example.com/?url={url}`); without, the request's URL is appended
   * (`https://proxy.example.com/https://api.example.com/v1/pets`). The proxy sees what the reader sends, credentials
   * included: use one the API's team runs.
   */
  tryItProxy?: string;
  /**
   * The OAuth2 client ID Try it's "Get a token" fills in: a public client the API's team registered for the docs
   * site, with `_docgen/oauth-callback.html` as its redirect URL, so a reader only signs in. The reader may change it.
   */
  tryItClientId?: string;
  /** Write `llms.txt`: the site's pages, by sidebar group, with what each is, for language models. @default true */
  llmsTxt?: boolean;
  /**
   * Write a Markdown copy beside each page built from Markdown (`index.html.md` beside `index.html`), its components
   * as plain Markdown, for language models; the page links it and llms.txt links the copies. @default false
   */
  markdownPages?: boolean;
  /**
   * The colours a page opens in until the reader chooses with the theme button: the reader's system setting
   * (`"system"`), or `"light"` or `"dark"` whatever it is. @default "system"
   */
  colorScheme?: "system" | "light" | "dark";
  /** The header's theme button (light, dark, or the system's setting; the reader's choice is kept). @default true */
  themeSwitch?: boolean;
  /**
   * The words docgen puts on the pages, by name, for a site in another language (`{ "onThisPage": "Sur cette
   * page" }`); the names and their English defaults are in labels.ts and the README.
   */
  labels?: Partial<Labels>;
  /**
   * An "On this page" list of each page's h2 and h3 headings beside it, on screens wide enough for a third column
   * (76rem), on pages with two or more such headings. A page turns it off with `toc: false` in its front matter.
   * @default true
   */
  toc?: boolean;
  /**
   * Links under each page to the pages before and after it in the navigation's order. A page leaves one out with
   * `prev: false` or `next: false` in its front matter. @default true
   */
  pagination?: boolean;
  /**
   * Where a hand-written page's source can be edited: the URL of the docs root's folder in the repository's editor,
   * such as `https://github.com/acme/docs/edit/main/docs/`. Each page the default layout shows that is not generated
   * then ends with an "Edit this page" link to its file there.
   */
  editUrl?: string;
  /**
   * An image before the site title in the header: a site path (`/images/logo.svg`, a file of the docs folder's
   * `public/`) or an http(s) URL, or `{ src, dark, alt, replacesTitle }` with `dark` the image shown when the page is
   * dark (the reader's system setting, or their choice with the theme button), and `replacesTitle: true` to show the
   * image alone (read by its `alt`, the site title by default).
   */
  logo?: string | LogoOptions;
  /** The site's icon in browser tabs and bookmarks: a site path (`/favicon.svg`) or an http(s) URL. */
  favicon?: string;
  /**
   * The image a link to any page shows when shared (Open Graph's `og:image`, in chat apps and social sites): an
   * http(s) URL, or a site path when `url` is set (the image's address must be absolute).
   */
  socialImage?: string;
  /**
   * The language the pages are written in, a BCP 47 tag (`de`, `pt-BR`, `zh-Hans`): the `lang` of every page, which
   * screen readers, hyphenation, fonts and translation tools go by. @default "en"
   */
  lang?: string;
  /** Receives every warning (unknown attribute, unknown option). @default prints to stderr */
  onWarning?: (message: string) => void;
  /**
   * Render the components of pages `docgen openapi` wrote directly, instead of through Nunjucks shortcode
   * calls: the same output, several times faster on large references. @default true
   */
  fastGeneratedPages?: boolean;
  /**
   * Give every page `docgenSidebar` in its data (Eleventy computed data, which costs every page of the site some
   * time). Layouts can always call the `docgenSidebar` filter instead. @default true when a file in the
   * includes or layouts folder mentions `docgenSidebar`
   */
  sidebarData?: boolean;
}

export interface LogoOptions {
  /** The image: a site path or an http(s) URL. */
  src: string;
  /** The image in dark mode, if another. */
  dark?: string;
  /** What the image says, read when it stands alone (`replacesTitle`). @default the site title */
  alt?: string;
  /** Show the image alone, without the site title beside it. @default false */
  replacesTitle?: boolean;
}

export interface ResolvedOptions {
  title: string;
  sidebar: SidebarGroupConfig[];
  mermaidScriptUrl: string;
  injectAssets: boolean;
  search: boolean;
  url: string | undefined;
  llmsTxt: boolean;
  markdownPages: boolean;
  colorScheme: "system" | "light" | "dark";
  themeSwitch: boolean;
  labels: Labels;
  toc: boolean;
  pagination: boolean;
  editUrl: string | undefined;
  /** The header's image, its URLs site paths from the root or http(s) URLs. */
  logo: { src: string; dark?: string; alt: string; replacesTitle: boolean } | undefined;
  favicon: string | undefined;
  /** An http(s) URL, or a site path from the root when `url` is set. */
  socialImage: string | undefined;
  lang: string;
  tryIt: boolean;
  /** The proxy's address: with `{url}` once, or ending in `/` for the request's URL to be appended. */
  tryItProxy: string | undefined;
  tryItClientId: string | undefined;
  fastGeneratedPages: boolean;
  sidebarData: boolean | undefined;
  warn: (message: string) => void;
}

export const DEFAULT_MERMAID_URL = "https://cdn.jsdelivr.net/npm/mermaid@11/dist/mermaid.min.js";

type Shape = { [key: string]: "string" | "boolean" | "function" | "sidebar" | "logo" | Shape };

/** What `logo` holds, as an object. */
const LOGO_SHAPE: Shape = { src: "string", dark: "string", alt: "string", replacesTitle: "boolean" };

const SHAPE: Shape = {
  title: "string",
  sidebar: "sidebar",
  components: { mermaid: { scriptUrl: "string" } },
  injectAssets: "boolean",
  search: "boolean",
  url: "string",
  llmsTxt: "boolean",
  markdownPages: "boolean",
  colorScheme: "string",
  themeSwitch: "boolean",
  // Each label a string; a name that is not one is warned about, as unknown options are. The generator's labels are
  // `docgen openapi`'s words, read by it from the same file: known here, used there.
  labels: Object.fromEntries([...Object.keys(DEFAULT_LABELS), ...Object.keys(GENERATOR_LABELS)].map((name) => [name, "string"])) as Shape,
  toc: "boolean",
  pagination: "boolean",
  editUrl: "string",
  logo: "logo",
  favicon: "string",
  socialImage: "string",
  lang: "string",
  tryIt: "boolean",
  tryItProxy: "string",
  tryItClientId: "string",
  onWarning: "function",
  fastGeneratedPages: "boolean",
  sidebarData: "boolean",
};

/** Validates user options (never mutating them) and returns a complete copy with defaults. */
export function resolveOptions(input: unknown, source = "docgen options"): ResolvedOptions {
  const options = (input ?? {}) as DocgenOptions;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new DocgenInputError(`the site configuration must be an object, got ${JSON.stringify(input)}`, { location: source });
  }
  const warnings: string[] = [];
  check(options as Record<string, unknown>, SHAPE, "", source, warnings);
  const warn = options.onWarning ?? ((message: string) => process.stderr.write(`${message}\n`));
  for (const w of warnings) warn(w);
  return {
    title: options.title ?? "Documentation",
    sidebar: (options.sidebar ?? []).map((g) => ({ ...g, pages: g.pages ? [...g.pages] : undefined })),
    mermaidScriptUrl: options.components?.mermaid?.scriptUrl ?? DEFAULT_MERMAID_URL,
    injectAssets: options.injectAssets ?? true,
    search: options.search ?? true,
    url: siteUrl(options.url, source),
    llmsTxt: options.llmsTxt ?? true,
    markdownPages: options.markdownPages ?? false,
    colorScheme: colorSchemeOf(options.colorScheme, source),
    themeSwitch: options.themeSwitch ?? true,
    labels: siteLabels(options.labels),
    toc: options.toc ?? true,
    pagination: options.pagination ?? true,
    editUrl: editUrlOf(options.editUrl, source),
    logo: logoOf(options.logo, options.title ?? "Documentation", source),
    favicon: options.favicon === undefined ? undefined : imageUrl("favicon", options.favicon, source),
    socialImage: socialImageOf(options.socialImage, options.url, source),
    lang: langOf(options.lang, source),
    tryIt: options.tryIt ?? true,
    tryItProxy: proxyOf(options.tryItProxy, source),
    tryItClientId: options.tryItClientId?.trim() || undefined,
    fastGeneratedPages: options.fastGeneratedPages ?? true,
    sidebarData: options.sidebarData,
    warn,
  };
}

/**
 * An option that must be an absolute http(s) URL with no query or fragment; `what` says what it should be, with an
 * example, in the error.
 */
function httpOption(key: string, value: string | undefined, what: string, source: string): string | undefined {
  if (value === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    throw new DocgenInputError(`option "${key}" must be ${what}, got ${JSON.stringify(value)}`, { location: source });
  }
  return value;
}

const COLOR_SCHEMES = ["system", "light", "dark"] as const;

/** The colours pages open in: the system's setting unless the site picks light or dark. */
function colorSchemeOf(value: string | undefined, source: string): ResolvedOptions["colorScheme"] {
  if (value === undefined) return "system";
  const known = COLOR_SCHEMES.find((scheme) => scheme === value);
  if (known) return known;
  throw new DocgenInputError(`option "colorScheme" must be "system", "light" or "dark", got ${JSON.stringify(value)}`, {
    location: source,
    hint: `"system" follows each reader's light or dark setting; "light" or "dark" opens every page so until the reader picks otherwise with the theme button.`,
  });
}

/** The site's address. */
function siteUrl(value: string | undefined, source: string): string | undefined {
  return httpOption("url", value, `the site's address, an http(s) URL without a query or fragment such as "https://docs.example.com"`, source);
}

/**
 * The shared-link image: an http(s) URL, or a site path that the layout joins with the site's address and path
 * prefix (Open Graph readers fetch it from wherever the link was pasted). A site path without `url` fails.
 */
function socialImageOf(value: string | undefined, url: string | undefined, source: string): string | undefined {
  if (value === undefined) return undefined;
  const image = imageUrl("socialImage", value, source);
  if (!image.startsWith("/")) return image;
  if (url === undefined) {
    throw new DocgenInputError(`option "socialImage" is a site path (${JSON.stringify(value)}), and a shared link's image needs an absolute address`, {
      location: source,
      hint: `Set "url" to the site's address (such as "https://docs.example.com"), or give the image as an http(s) URL.`,
    });
  }
  return image;
}

/**
 * Try it's proxy: an http(s) URL or a site path (`/cors/`), holding `{url}` once where the request's URL goes, or
 * else with no query or fragment, ending in `/` so that the URL appended makes its path.
 */
function proxyOf(value: string | undefined, source: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  const slots = trimmed.split("{url}").length - 1;
  const fail = (why: string) => {
    throw new DocgenInputError(`option "tryItProxy" ${why}, got ${JSON.stringify(value)}`, {
      location: source,
      hint: 'Give the proxy\'s address with {url} where the request\'s URL goes, such as "https://proxy.example.com/?url={url}", or a prefix the URL is appended to, such as "https://proxy.example.com/" (a site path such as "/cors-proxy/" works too).',
    });
  };
  if (slots > 1) fail("holds {url} more than once");
  let parsed: URL | undefined;
  try {
    parsed = new URL(trimmed.replace("{url}", "u"), "http://docgen.invalid");
  } catch {
    parsed = undefined;
  }
  const sitePath = trimmed.startsWith("/") && !trimmed.startsWith("//");
  if (!parsed || !/^https?:$/.test(parsed.protocol) || (!sitePath && !/^https?:\/\/[^/]/i.test(trimmed)) || /["'<>\\\s]/.test(trimmed)) fail("must be an http(s) URL or a site path");
  if (slots === 1) return trimmed;
  if (parsed!.search || parsed!.hash) fail("has a query or fragment but no {url} to say where the request's URL goes");
  return trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
}

/** The pages' language: a BCP 47 tag, in its canonical case (`pt-br` becomes `pt-BR`). */
export function langOf(value: string | undefined, source: string): string {
  if (value === undefined) return "en";
  let canonical: string[] = [];
  try {
    canonical = Intl.getCanonicalLocales(value);
  } catch {
    // not a tag: fails below
  }
  if (canonical.length !== 1) {
    throw new DocgenInputError(`option "lang" must be a language tag (BCP 47), got ${JSON.stringify(value)}`, { location: source, hint: 'Name the language the pages are written in, such as "en", "de", "pt-BR" or "zh-Hans".' });
  }
  return canonical[0]!;
}

/** The editor's URL of the docs root, ending in `/` so that a page's path joins it. */
function editUrlOf(value: string | undefined, source: string): string | undefined {
  const url = httpOption("editUrl", value, `an http(s) URL without a query or fragment, the docs folder in your repository's editor such as "https://github.com/acme/docs/edit/main/docs/"`, source);
  return url === undefined || url.endsWith("/") ? url : `${url}/`;
}

/** `logo` as the layout reads it: always an object, its alt text the site title unless given. */
function logoOf(value: string | LogoOptions | undefined, title: string, source: string): ResolvedOptions["logo"] {
  if (value === undefined) return undefined;
  const logo = typeof value === "string" ? { src: value } : value;
  if (logo.src === undefined) throw new DocgenInputError(`option "logo" has no "src"`, { location: source, hint: 'Give the image as "logo": "/images/logo.svg", or { "src": "/images/logo.svg", "dark": "/images/logo-dark.svg" }.' });
  return {
    src: imageUrl("logo.src", logo.src, source),
    ...(logo.dark === undefined ? {} : { dark: imageUrl("logo.dark", logo.dark, source) }),
    alt: logo.alt ?? title,
    replacesTitle: logo.replacesTitle ?? false,
  };
}

/**
 * An image option: an http(s) URL as given, or a site path, from the site's root (a leading `/` added, spaces
 * encoded), which the layout prefixes with the path prefix. Anything else (another scheme, `//host`, a query-only or
 * empty value, quotes or angle brackets) fails, naming the option.
 */
function imageUrl(key: string, value: string, source: string): string {
  const trimmed = value.trim();
  const hint = `Use a file of the docs folder's public/ by its site path, such as "/images/logo.svg", or an http(s) URL.`;
  if (/^https?:\/\/[^/]/i.test(trimmed)) {
    try {
      new URL(trimmed);
      return trimmed;
    } catch {
      // not a URL after all: fails below
    }
  } else if (trimmed !== "" && !trimmed.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[?#]/.test(trimmed) && !/["'<>\\\u0000-\u001f]/.test(trimmed)) {
    const path = trimmed.replace(/ /g, "%20");
    return path.startsWith("/") ? path : `/${path.replace(/^\.\//, "")}`;
  }
  throw new DocgenInputError(`option "${key}" must be a site path or an http(s) URL, got ${JSON.stringify(value)}`, { location: source, hint });
}

function check(value: Record<string, unknown>, shape: Shape, prefix: string, source: string, warnings: string[]): void {
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const expected = shape[key];
    if (expected === undefined) {
      warnings.push(`[docgen] ${source}: unknown option "${path}" is ignored. Known options here: ${Object.keys(shape).map((k) => (prefix ? `${prefix}.${k}` : k)).join(", ")}.`);
      continue;
    }
    if (v === undefined) continue;
    if (expected === "sidebar") checkSidebar(v, source);
    else if (expected === "logo") {
      if (typeof v === "string") continue;
      if (typeof v !== "object" || v === null || Array.isArray(v)) fail(source, path, 'an image\'s site path or URL, or an object such as { "src": "/logo.svg", "dark": "/logo-dark.svg" }', v);
      check(v as Record<string, unknown>, LOGO_SHAPE, path, source, warnings);
    }
    else if (typeof expected === "object") {
      if (typeof v !== "object" || v === null || Array.isArray(v)) fail(source, path, "an object", v);
      check(v as Record<string, unknown>, expected, path, source, warnings);
    } else if (typeof v !== expected) fail(source, path, expected === "string" ? "a string" : expected === "boolean" ? "true or false" : "a function", v);
  }
}

function checkSidebar(value: unknown, source: string): void {
  if (!Array.isArray(value)) fail(source, "sidebar", "a list of groups", value);
  (value as unknown[]).forEach((group, i) => {
    const at = `sidebar[${i}]`;
    if (typeof group !== "object" || group === null || Array.isArray(group)) fail(source, at, 'an object such as { "group": "Guides", "pages": ["intro"] }', group);
    const g = group as Record<string, unknown>;
    for (const key of Object.keys(g)) {
      if (!["group", "pages", "autogenerate"].includes(key)) {
        throw new DocgenInputError(`"${at}.${key}" is not a sidebar key`, { location: source, hint: `A sidebar group has "group" and either "pages" or "autogenerate": { "dir": "..." }.` });
      }
    }
    if (typeof g.group !== "string" || g.group.trim() === "") fail(source, `${at}.group`, "the group title (a non-empty string)", g.group);
    if (g.pages === undefined && g.autogenerate === undefined) {
      throw new DocgenInputError(`"${at}" ("${g.group}") has neither "pages" nor "autogenerate"`, { location: source, hint: `Add "pages": ["page-id", ...] or "autogenerate": { "dir": "folder" }.` });
    }
    if (g.pages !== undefined && g.autogenerate !== undefined) {
      throw new DocgenInputError(`"${at}" ("${g.group}") has both "pages" and "autogenerate"`, { location: source, hint: "Use one of them per group; add a second group for the other." });
    }
    if (g.pages !== undefined) {
      if (!Array.isArray(g.pages)) fail(source, `${at}.pages`, "a list of page identifiers", g.pages);
      (g.pages as unknown[]).forEach((p, j) => {
        if (typeof p !== "string" || p.trim() === "") fail(source, `${at}.pages[${j}]`, 'a page identifier such as "guides/install"', p);
      });
    }
    if (g.autogenerate !== undefined) {
      const a = g.autogenerate as Record<string, unknown>;
      if (typeof a !== "object" || a === null || typeof a.dir !== "string") fail(source, `${at}.autogenerate`, '{ "dir": "folder" }', g.autogenerate);
    }
  });
}

function fail(source: string, path: string, expected: string, got: unknown): never {
  throw new DocgenInputError(`option "${path}" must be ${expected}, got ${JSON.stringify(got) ?? typeof got}`, { location: source });
}

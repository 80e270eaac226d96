// The site's indexes for machines, written once per build beside the pages:
// - `llms.txt` (the llmstxt.org format): the site's title, its home page's description, then one section per
//   sidebar group with a link to each of its pages and what the page is (an operation's method and path, the
//   page's description), so a language model or an agent given the site finds the right page without crawling it.
// - `sitemap.xml`, when the site's address (`url`) is set: a sitemap holds absolute URLs only.
// - `llms-full.txt`, with the pages' Markdown copies (markdownPages): every copy, in llms.txt's order.
// All follow the collection: same pages, same bytes.
import { open } from "node:fs/promises";
import { xmlText } from "../xml-text.js";
import type { Labels } from "./labels.js";
import type { SidebarGroupConfig } from "./options.js";
import { type PageFacts, shorten } from "./search.js";
import { buildSidebarTree, type SidebarGroup, type SidebarPage } from "./sidebar.js";

export const LLMS_TXT = "llms.txt";
/** Every page's Markdown copy in one file (with markdownPages). */
export const LLMS_FULL_TXT = "llms-full.txt";
export const SITEMAP = "sitemap.xml";

/** A page's description in llms.txt is cut to this many characters: what it is about, not all it says. */
const MAX_NOTE = 300;

export interface SiteIndexOptions {
  title: string;
  sidebar: readonly SidebarGroupConfig[];
  /** The words of llms.txt's own section names (the site's labels). */
  labels: Pick<Labels, "llmsOtherPages" | "llmsPages" | "llmsApiDescriptions" | "llmsApiDescription">;
  /** The site's address, without the path prefix (`https://docs.example.com`); links are absolute when set. */
  url?: string;
}

/**
 * `llms.txt` for the pages (their facts, and the sidebar pages the navigation is built from): a section per
 * sidebar group in navigation order, a nested group as a section of its own named by its path of groups
 * ("API / Repos"), and the pages no group lists under "Other pages" (the site's llmsOtherPages), by URL. `link` adds the path prefix;
 * `copyOf` gives the site path of a page's Markdown copy, when it has one.
 */
export function llmsTxt(
  facts: readonly PageFacts[],
  sidebarPages: readonly SidebarPage[],
  options: SiteIndexOptions,
  link: (url: string) => string,
  copyOf: (url: string) => string | undefined = () => undefined,
): string {
  const byUrl = new Map(facts.map((f) => [f.url, f]));
  // A page with a Markdown copy (the markdownPages option) is linked by its copy, as the llms.txt proposal asks.
  const address = (url: string) => markdownUrl(absolute(link(copyOf(url) ?? url), options.url));
  const entry = ({ label, url }: LlmsEntry) => {
    const f = byUrl.get(url);
    const note = [f?.method && f.path ? `${f.method} ${f.path}` : f?.method, f?.description && shorten(f.description, MAX_NOTE)].filter(Boolean).join(". ");
    return `- [${markdownText(label)}](${address(url)})${note ? `: ${note}` : ""}`;
  };
  const sections = llmsSections(facts, sidebarPages, options).map(({ name, entries }) => `## ${oneLine(name)}\n\n${entries.map(entry).join("\n")}`);
  // The API descriptions themselves (`docgen openapi --spec-download`), which an agent can read whole.
  const specs = facts.filter((f) => f.specDownload !== undefined).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  if (specs.length > 0) {
    const { llmsApiDescriptions: heading, llmsApiDescription: note } = options.labels;
    sections.push(`## ${oneLine(heading)}\n\n${specs.map((f) => `- [${markdownText(f.title)}](${markdownUrl(absolute(link(f.specDownload!), options.url))}): ${oneLine(note)}`).join("\n")}`);
  }
  const home = byUrl.get("/");
  const head = [`# ${oneLine(options.title)}`];
  if (home?.description) head.push(`> ${oneLine(home.description)}`);
  return `${[...head, ...sections].join("\n\n")}\n`;
}

/** Every page's URL once, in llms.txt's order: for `llms-full.txt`, the pages' Markdown copies one after another. */
export function llmsOrder(facts: readonly PageFacts[], sidebarPages: readonly SidebarPage[], options: SiteIndexOptions): string[] {
  return [...new Set(llmsSections(facts, sidebarPages, options).flatMap((section) => section.entries.map((e) => e.url)))];
}

interface LlmsEntry {
  label: string;
  url: string;
}

/**
 * llms.txt's sections: one per sidebar group in navigation order (a nested group named by its path of groups,
 * "API / Repos"), each with its pages' links, then the pages no group lists, by URL.
 */
function llmsSections(facts: readonly PageFacts[], sidebarPages: readonly SidebarPage[], options: SiteIndexOptions): { name: string; entries: LlmsEntry[] }[] {
  const known = new Set(facts.map((f) => f.url));
  const listed = new Set<string>();
  const sections: { name: string; entries: LlmsEntry[] }[] = [];
  const visit = (group: SidebarGroup, trail: string) => {
    const name = trail ? `${trail} / ${group.label}` : group.label;
    const entries: LlmsEntry[] = [];
    for (const item of group.items) {
      if (item.type !== "link" || !known.has(item.url)) continue;
      listed.add(item.url);
      entries.push({ label: item.label, url: item.url });
    }
    if (entries.length > 0) sections.push({ name, entries });
    for (const item of group.items) if (item.type === "group") visit(item, name);
  };
  for (const group of buildSidebarTree(options.sidebar, sidebarPages)) visit(group, "");
  const others = facts.filter((f) => !listed.has(f.url)).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  if (others.length > 0) sections.push({ name: sections.length > 0 ? options.labels.llmsOtherPages : options.labels.llmsPages, entries: others.map((f) => ({ label: f.title, url: f.url })) });
  return sections;
}

/**
 * `llms-full.txt`: the site's title, then each page's Markdown copy in llms.txt's order, each after a rule and a
 * `Source:` line with its address. Written as it is read, one copy at a time (`read` gives a copy's text, or nothing
 * for a page without one), not held whole: the GitHub reference's copies come to 15 MB.
 */
export async function writeLlmsFull(file: string, order: readonly string[], options: SiteIndexOptions, link: (url: string) => string, read: (url: string) => Promise<string | undefined>): Promise<void> {
  const out = await open(file, "w");
  try {
    await out.write(`# ${oneLine(options.title)}\n`);
    for (const url of order) {
      const text = await read(url);
      if (text !== undefined) await out.write(`\n---\n\nSource: ${absolute(link(url), options.url)}\n\n${text}`);
    }
  } finally {
    await out.close();
  }
}

/** `sitemap.xml`: every HTML page's absolute URL, by URL. Without a modification date: the same site, the same bytes. */
export function sitemapXml(facts: readonly PageFacts[], siteUrl: string, link: (url: string) => string): string {
  const urls = [...new Set(facts.map((f) => absolute(link(f.url), siteUrl)))].sort();
  const body = urls.map((u) => `  <url><loc>${xmlText(u)}</loc></url>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</urlset>\n`;
}

/** The site address as given (checked by the options: an http(s) URL) joined with a site path, percent-encoded. */
export function absolute(sitePath: string, siteUrl: string | undefined): string {
  if (siteUrl !== undefined) return new URL(`${siteUrl.replace(/\/+$/, "")}${sitePath.startsWith("/") ? "" : "/"}${sitePath}`).href;
  // The URL parser's percent-encoding (spaces, non-ASCII), leaving what is already encoded as it is.
  const parsed = new URL(sitePath, "http://docgen.invalid");
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A link's text: brackets and backslashes escaped, on one line. */
function markdownText(text: string): string {
  return oneLine(text).replace(/[\\[\]]/g, "\\$&");
}

/** A link's destination: nothing in it that ends a Markdown link early. */
function markdownUrl(url: string): string {
  return url.replace(/[()<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

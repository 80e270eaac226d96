// The sidebar builder: a pure function of the sidebar configuration and the site's pages.
import path from "node:path";
import { DocgenInputError } from "../errors.js";
import type { SidebarGroupConfig } from "./options.js";
import { compactCopy } from "./latin1.js";
import { humanize } from "../words.js";

/** What the builder needs to know about a page. */
export interface SidebarPage {
  /** Path relative to the docs root without extension: `guides/install`, `api/index`. */
  id: string;
  url: string;
  title: string;
  /** Front matter `order`: lower comes first; pages without one follow, by title. */
  order?: number;
  /** Front matter `method` on API pages, shown as a badge. */
  method?: string;
  deprecated?: boolean;
  /** On a folder's `index` page, front matter `groupLabel` and `groupOrder`: the folder's label and place as a group. */
  groupLabel?: string;
  groupOrder?: number;
  /**
   * On a folder's `index` page, front matter `groupSection`: a section that gathers the sibling folders naming it
   * under one more group of that label, where the first of them stands (a generated reference's `x-tagGroups`).
   */
  groupSection?: string;
}

export interface SidebarLink {
  type: "link";
  label: string;
  url: string;
  current: boolean;
  method?: string;
  deprecated: boolean;
}

export interface SidebarGroup {
  type: "group";
  label: string;
  items: SidebarItem[];
  /** True when the current page is inside this group. */
  containsCurrent: boolean;
  /** Links in this group and its subgroups. */
  linkCount: number;
  /** The first link in this group (depth first), where a collapsed group leads. */
  firstUrl?: string;
  /**
   * Whether to render this group's items. False only for a nested group without the current page in a
   * sidebar of more than COLLAPSE_ABOVE links: it renders as one link to its first page, so each page of a
   * large API reference does not carry every link of the site.
   */
  expanded: boolean;
}

/** Sidebars with more links than this render nested groups away from the current page collapsed. */
export const COLLAPSE_ABOVE = 300;
/**
 * In such a sidebar, a group holding more items than this shows only the items around the current page (WINDOW
 * each side, plus its first item); each run left out becomes one collapsed entry leading to its first page.
 * Microsoft Graph's `users` folder alone has 1,967 pages: every one of them carried all 1,967 links.
 */
export const WINDOW_ABOVE = 60;
export const WINDOW = 20;

export type SidebarItem = SidebarLink | SidebarGroup;

/** The tree's first link, depth first (collapsed groups included), or undefined when it has none. */
export function firstLink(items: readonly SidebarItem[]): { url: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === "link") return { url: item.url, label: item.label };
    const inner = firstLink(item.items);
    if (inner) return inner;
  }
  return undefined;
}

/** A page's neighbours in the navigation's reading order (see pagerOf). */
export interface Pager {
  prev?: { url: string; label: string };
  next?: { url: string; label: string };
}

/** Each tree's links in reading order, and where each URL first stands among them: worked out once per tree. */
const readingOrders = new WeakMap<readonly SidebarGroup[], { links: SidebarLink[]; at: Map<string, number> }>();

/**
 * The links before and after `url` in the navigation, depth first through every group (collapsed ones included), as
 * a reader going page by page meets them; a page listed twice counts where it first stands. Undefined for a page
 * the navigation does not list.
 */
export function pagerOf(tree: readonly SidebarGroup[], url: string | undefined): Pager | undefined {
  let order = readingOrders.get(tree);
  if (!order) {
    const links: SidebarLink[] = [];
    const walk = (items: readonly SidebarItem[]) => {
      for (const item of items) {
        if (item.type === "link") links.push(item);
        else walk(item.items);
      }
    };
    for (const group of tree) walk(group.items);
    const at = new Map<string, number>();
    links.forEach((link, i) => at.has(link.url) || at.set(link.url, i));
    readingOrders.set(tree, (order = { links, at }));
  }
  const i = url === undefined ? undefined : order.at.get(url);
  if (i === undefined) return undefined;
  // `i` is where the page first stands, so every link before it leads elsewhere; after it, a page listed twice in a
  // row is passed over.
  let after = i + 1;
  while (order.links[after]?.url === url) after++;
  const pager: Pager = {};
  const prev = order.links[i - 1];
  const next = order.links[after];
  if (prev) pager.prev = { url: prev.url, label: prev.label };
  if (next) pager.next = { url: next.url, label: next.label };
  return prev || next ? pager : undefined;
}

/** Builds the navigation tree for the page at `currentUrl`. Throws when a listed page does not exist. */
export function buildSidebar(groups: readonly SidebarGroupConfig[], pages: readonly SidebarPage[], currentUrl?: string): SidebarGroup[] {
  return markCurrent(buildSidebarTree(groups, pages), currentUrl);
}

/**
 * The tree for a page: shares every branch of `tree` except the path down to the current page, which is
 * copied with `current`/`containsCurrent` (and `expanded`) set. Groups off that path are not visited, so a
 * site's pages each cost one path, not a whole tree.
 */
export function markCurrent(tree: readonly SidebarGroup[], currentUrl: string | undefined): SidebarGroup[] {
  const large = tree.reduce((n, g) => n + g.linkCount, 0) > COLLAPSE_ABOVE;
  const markItem = (item: SidebarItem): SidebarItem => (item.type === "group" ? mark(item) : item.url === currentUrl ? { ...item, current: true } : item);
  const mark = (group: SidebarGroup): SidebarGroup => {
    let at = currentUrl === undefined ? undefined : holderOf(group).get(currentUrl);
    if (at === undefined) return group;
    let itemAt: (i: number) => SidebarItem;
    if (at === SEVERAL) {
      // The page is under more than one item here (listed twice): each copy is marked; the window is at the first.
      const marked = group.items.map(markItem);
      at = marked.findIndex((item) => (item.type === "link" ? item.current : item.containsCurrent));
      itemAt = (i) => marked[i]!;
    } else {
      const marked = markItem(group.items[at]!);
      itemAt = (i) => (i === at ? marked : group.items[i]!);
    }
    // Only the window is copied: a group of 2,000 pages costs each of its pages 41 items, not 2,000.
    const items = large && group.items.length > WINDOW_ABOVE ? windowAt(group, at, itemAt) : group.items.map((_, i) => itemAt(i));
    return { ...group, items, containsCurrent: true, expanded: true };
  };
  return tree.map(mark);
}

/** holderOf's mark for a URL that more than one item of a group holds. */
const SEVERAL = -1;
/**
 * For each URL under a group (nested groups included), the index of the item holding it (SEVERAL when more than
 * one does), computed once per group of a tree.
 */
const holders = new WeakMap<SidebarGroup, Map<string, number>>();
function holderOf(group: SidebarGroup): Map<string, number> {
  let map = holders.get(group);
  if (!map) {
    map = new Map();
    const add = (url: string, index: number) => map!.set(url, map!.has(url) && map!.get(url) !== index ? SEVERAL : index);
    group.items.forEach((item, index) => {
      if (item.type === "link") add(item.url, index);
      else for (const url of holderOf(item).keys()) add(url, index);
    });
    holders.set(group, map);
  }
  return map;
}

/**
 * The first item and WINDOW items each side of the one at `at` (the items as `itemAt` gives them); each run left
 * out collapses to one entry leading to its first page.
 */
function windowAt(group: SidebarGroup, at: number, itemAt: (i: number) => SidebarItem): SidebarItem[] {
  const count = group.items.length;
  const from = Math.max(1, at - WINDOW);
  const to = Math.min(count, at + WINDOW + 1);
  const out: SidebarItem[] = [itemAt(0)];
  if (from > 1) out.push(leftOut(group, 1, from));
  for (let i = from; i < to; i++) out.push(itemAt(i));
  if (to < count) out.push(leftOut(group, to, count));
  return out;
}

/** Links before each item of a group (and in all of it, at the end), computed once per group. */
const linksBefore = new WeakMap<SidebarGroup, number[]>();
/** The collapsed entry standing for items [from, to) of a group (marking changes neither counts nor first URLs). */
function leftOut(group: SidebarGroup, from: number, to: number): SidebarGroup {
  let sums = linksBefore.get(group);
  if (!sums) {
    sums = [0];
    for (const item of group.items) sums.push(sums[sums.length - 1]! + (item.type === "link" ? 1 : item.linkCount));
    linksBefore.set(group, sums);
  }
  const first = group.items[from]!;
  const firstUrl = first.type === "link" ? first.url : first.firstUrl;
  return { type: "group", label: `More in ${group.label}`, items: [], containsCurrent: false, linkCount: sums[to]! - sums[from]!, firstUrl, expanded: false };
}

/**
 * The navigation tree with no current page. Throws when a listed page does not exist; `warn` hears of an
 * autogenerated group whose folder holds no page. Top-level groups are always expanded; nested groups are too,
 * unless the whole sidebar holds more than COLLAPSE_ABOVE links.
 */
export function buildSidebarTree(groups: readonly SidebarGroupConfig[], pages: readonly SidebarPage[], warn?: (message: string) => void): SidebarGroup[] {
  const byId = new Map<string, SidebarPage>();
  for (const page of pages) {
    byId.set(page.id, page);
    // `guides/index` is also `guides`, and the root `index` is also "".
    if (page.id === "index") byId.set("", page);
    else if (page.id.endsWith("/index")) byId.set(page.id.slice(0, -"/index".length), page);
  }
  const tree = groups.map((config, index) => {
    if (config.pages) return group(config.group, config.pages.map((id, j) => link(lookup(byId, id, `sidebar[${index}].pages[${j}]`))));
    const dir = normalizeDir(config.autogenerate!.dir);
    const under = underDir(pages, dir);
    // A folder name with a typo, or one not generated yet, would otherwise show an empty group and say nothing.
    if (under.length === 0) {
      warn?.(`sidebar[${index}] ("${config.group}"): no page in the folder "${config.autogenerate!.dir}" of the docs root, so the group is empty. Name a folder that holds pages ("api"), or "." for the whole docs root`);
    }
    return group(config.group, autogenerate(under, dir));
  });
  if (tree.reduce((n, g) => n + g.linkCount, 0) > COLLAPSE_ABOVE) {
    const collapse = (item: SidebarItem) => {
      if (item.type === "group") {
        item.expanded = false;
        item.items.forEach(collapse);
      }
    };
    for (const top of tree) top.items.forEach(collapse);
  }
  return tree;
}

function lookup(byId: Map<string, SidebarPage>, rawId: string, where: string): SidebarPage {
  const id = rawId.trim().replace(/^\.?\//, "").replace(/\.(md|njk|html|liquid|11ty\.js)$/, "").replace(/\/$/, "");
  const page = byId.get(id);
  if (page) return page;
  const near = [...byId.keys()].filter((k) => k !== "" && (k.endsWith(id.split("/").at(-1)!) || id.endsWith(k.split("/").at(-1)!))).slice(0, 3);
  throw new DocgenInputError(`${where}: no page "${rawId}" in the docs root`, {
    location: "sidebar",
    hint: near.length
      ? `Did you mean ${near.map((n) => `"${n}"`).join(" or ")}? Page ids are paths relative to the docs root without extension.`
      : "Page ids are paths relative to the docs root without extension, e.g. \"guides/install\" for guides/install.md.",
  });
}

/** `api`, `./api/` and `/api` are one folder; `.`, `./`, `/` and "" are the docs root. */
function normalizeDir(dir: string): string {
  const folder = dir.trim().replace(/^\.?\//, "").replace(/\/+$/, "");
  return folder === "." ? "" : folder;
}

function link(page: SidebarPage): SidebarLink {
  return {
    type: "link",
    label: page.title,
    url: page.url,
    current: false,
    ...(page.method ? { method: page.method.toUpperCase() } : {}),
    deprecated: page.deprecated === true,
  };
}

function group(label: string, items: SidebarItem[]): SidebarGroup {
  let linkCount = 0;
  let firstUrl: string | undefined;
  for (const item of items) {
    linkCount += item.type === "link" ? 1 : item.linkCount;
    firstUrl ??= item.type === "link" ? item.url : item.firstUrl;
  }
  return {
    type: "group",
    label,
    items,
    containsCurrent: false,
    linkCount,
    ...(firstUrl === undefined ? {} : { firstUrl }),
    expanded: true,
  };
}

interface Entry {
  order?: number;
  label: string;
  key: string;
  item: SidebarItem;
  /** The folder's section (SidebarPage.groupSection). */
  section?: string;
}

function underDir(pages: readonly SidebarPage[], dir: string): SidebarPage[] {
  const prefix = dir === "" ? "" : `${dir}/`;
  return pages.filter((page) => page.id.startsWith(prefix));
}

/** Lists `pages` (all under `dir`); each subfolder becomes a nested group of its own pages. */
function autogenerate(pages: readonly SidebarPage[], dir: string): SidebarItem[] {
  const prefix = dir === "" ? "" : `${dir}/`;
  const entries: Entry[] = [];
  const subdirs = new Map<string, SidebarPage[]>();
  for (const page of pages) {
    const rest = page.id.slice(prefix.length);
    const slash = rest.indexOf("/");
    if (slash === -1) entries.push({ order: page.order, label: page.title, key: page.id, item: link(page) });
    else {
      const name = rest.slice(0, slash);
      const list = subdirs.get(name);
      if (list) list.push(page);
      else subdirs.set(name, [page]);
    }
  }
  for (const [name, subPages] of subdirs) {
    const sub = `${prefix}${name}`;
    const index = subPages.find((p) => p.id === `${sub}/index`);
    const label = index?.groupLabel ?? humanize(name);
    entries.push({ order: index?.groupOrder ?? index?.order, label, key: sub, item: group(label, autogenerate(subPages, sub)), section: index?.groupSection });
  }
  const own = `${prefix}index`;
  entries.sort((a, b) => compareEntries(a, b, own));
  return entries.some((e) => e.section !== undefined) ? sectioned(entries) : entries.map((e) => e.item);
}

/** Sorted entries with the folders of each section (SidebarPage.groupSection) gathered into a group where the first stands. */
function sectioned(entries: readonly Entry[]): SidebarItem[] {
  const members = new Map<string, SidebarItem[]>();
  for (const { section, item } of entries) {
    if (section === undefined) continue;
    const list = members.get(section);
    if (list) list.push(item);
    else members.set(section, [item]);
  }
  const out: SidebarItem[] = [];
  for (const { section, item } of entries) {
    if (section === undefined) out.push(item);
    else if (members.has(section)) {
      out.push(group(section, members.get(section)!));
      members.delete(section); // placed: its other members are in it
    }
  }
  return out;
}

/**
 * Labels in English order, ignoring case and accents, numbers by value ("Page 2" before "Page 10"). The same
 * order as `localeCompare` with these arguments, which looks its collator up on every call: sorting the GitHub
 * reference's 1,353 pages that way took 15 ms of its build.
 */
const LABELS = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * By `order` (pages with one first), then label, then id, so the result never depends on file-system order. The
 * folder's own index page (`own`) leads the entries of its order: a subfolder takes the order of its index page,
 * and a generated reference of over 500 operations gives every group's index `order: 0`, as its overview has,
 * which would otherwise file the overview among the groups by title.
 */
function compareEntries(a: Entry, b: Entry, own: string): number {
  const ao = a.order ?? Infinity;
  const bo = b.order ?? Infinity;
  if (ao !== bo) return ao < bo ? -1 : 1;
  if ((a.key === own) !== (b.key === own)) return a.key === own ? -1 : 1;
  const byLabel = LABELS.compare(a.label, b.label);
  if (byLabel !== 0) return byLabel;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Turns Eleventy collection items into sidebar pages. `inputDir` is the docs root as Eleventy reports it. */
export function pagesFromCollection(items: readonly CollectionItemLike[], inputDir: string): SidebarPage[] {
  // Eleventy may report the input folder as an absolute path while inputPaths stay relative to the working
  // directory (`docgen build -i /abs/docs`, or a docs folder outside it): compare them resolved.
  const root = path.resolve(inputDir);
  const pages: SidebarPage[] = [];
  for (const item of items) {
    if (item.url) pages.push(pageOf(item, item.url, root)); // no url: permalink: false
  }
  return pages;
}

/** One collection item with a URL (`url`) as the sidebar sees it; `root` is the input folder, resolved. */
export function pageOf(item: CollectionItemLike, url: string, root: string): SidebarPage {
  const inputPath = item.inputPath.replace(/^\.\//, "");
  const fromRoot = path.relative(root, path.resolve(inputPath)).split(path.sep).join("/");
  const relative = fromRoot.startsWith("../") || path.isAbsolute(fromRoot) ? inputPath : fromRoot;
  const id = relative.replace(/\.(md|njk|html|liquid|11ty\.js|11ty\.cjs|11ty\.mjs)$/, "");
  const data = item.data ?? {};
  return {
    id,
    url: compactCopy(url),
    title: compactCopy(typeof data.title === "string" && data.title.trim() !== "" ? data.title : humanize(id.split("/").at(-1)!)),
    ...(typeof data.order === "number" ? { order: data.order } : {}),
    ...(typeof data.method === "string" ? { method: compactCopy(data.method) } : {}),
    ...(data.deprecated === true ? { deprecated: true } : {}),
    ...(typeof data.groupLabel === "string" && data.groupLabel.trim() !== "" ? { groupLabel: compactCopy(data.groupLabel) } : {}),
    ...(typeof data.groupOrder === "number" ? { groupOrder: data.groupOrder } : {}),
    ...(typeof data.groupSection === "string" && data.groupSection.trim() !== "" ? { groupSection: compactCopy(data.groupSection) } : {}),
  };
}

export interface CollectionItemLike {
  inputPath: string;
  url: string | false;
  data?: Record<string, unknown>;
}

// The default sidebar's markup, in JavaScript: exactly what layouts/sidebar.njk renders (a test compares the two
// on every shape of tree), without a Nunjucks macro call per link on every page. Every branch off the current
// page's path is the same object on every page (see markCurrent), so its HTML is made once and shared.
import type { Labels } from "./labels.js";
import { flatCopy } from "./latin1.js";
import type { SidebarGroup, SidebarItem } from "./sidebar.js";

/** Words this long get break opportunities (shorter ones fit a sidebar line as they are). */
const LONG_WORD = 16;
const HAS_LONG_WORD = new RegExp(`\\S{${LONG_WORD}}`);

/**
 * A sidebar label as HTML, escaped with `escape`, with `<wbr>` where a long word without spaces reads best broken:
 * after `_`, `.`, `-` or `/` and between a lower-case letter or digit and a capital. Operation ids
 * (`GetCustomersCustomerCashBalanceTransactions`) and schema names (`checkout_paynow_payment_method_options`) then
 * wrap at their parts instead of mid-word; copying the text copies no extra characters. The layout's
 * `docgenBreakable` filter is this function.
 */
export function breakableLabel(label: string, escape: (text: string) => string): string {
  if (label.length < LONG_WORD || !HAS_LONG_WORD.test(label)) return escape(label);
  return label
    .split(/(\s+)/)
    .map((word) => (word.length < LONG_WORD ? escape(word) : word.split(/(?<=[_./-])(?=[A-Za-z0-9])|(?<=[a-z0-9])(?=[A-Z])/).map(escape).join("<wbr>")))
    .join("");
}

export class SidebarHtml {
  private readonly shared = new WeakMap<SidebarItem, string>();
  private readonly escape: (value: unknown) => string;
  private readonly labels = new Map<string, string>();

  /** The site's words after a deprecated link and a group's count of pages, escaped. */
  private readonly deprecated: string;
  private readonly pages: string;

  /**
   * `url`: the docgenUrl filter (path prefix); `nunjucksEscape`: Nunjucks' own autoescape (`nunjucks.lib.escape`);
   * `labels`: the site's words.
   */
  constructor(
    private readonly url: (url: string) => string,
    nunjucksEscape: (text: string) => string,
    labels: Pick<Labels, "deprecated" | "pages">,
  ) {
    // As `{{ value }}` prints it: nothing for null or undefined, else the text escaped.
    this.escape = (value) => nunjucksEscape(String(value ?? ""));
    this.deprecated = this.escape(labels.deprecated);
    this.pages = this.escape(labels.pages);
  }

  /** As `{{ label | docgenBreakable }}` prints it; a label recurs on many pages, so each is worked out once. */
  private label(value: unknown): string {
    const label = String(value ?? "");
    let html = this.labels.get(label);
    if (html === undefined) this.labels.set(label, (html = breakableLabel(label, this.escape)));
    return html;
  }

  render(groups: readonly SidebarGroup[]): string {
    let out = "";
    for (const group of groups) out += `<section class="docgen-sidebar__group">\n<h2 class="docgen-sidebar__title">${this.escape(group.label)}</h2>\n${this.list(group.items)}\n</section>\n`;
    return out;
  }

  private list(items: readonly SidebarItem[]): string {
    let out = "<ul>\n";
    for (const item of items) out += this.item(item);
    return `${out}</ul>`;
  }

  private item(item: SidebarItem): string {
    // Off the current page's path an item is the same object, with the same markup, on every page.
    const sharable = item.type === "link" ? !item.current : !item.containsCurrent;
    if (sharable) {
      const known = this.shared.get(item);
      if (known !== undefined) return known;
    }
    const html = item.type === "link" ? this.link(item) : item.expanded ? this.group(item) : this.collapsed(item);
    // Stored flat: built with `+`, the markup is a tree of pieces that V8 would walk again on every page that
    // holds it, each time the page is flattened to be written.
    if (sharable) this.shared.set(item, flatCopy(html));
    return html;
  }

  private link(item: Extract<SidebarItem, { type: "link" }>): string {
    const method = item.method ? `<span class="docgen-method docgen-method--${this.escape(item.method.toLowerCase())} docgen-method--small">${this.escape(item.method)}</span> ` : "";
    return (
      `<li><a href="${this.escape(this.url(item.url))}"${item.current ? ' aria-current="page"' : ""}${item.deprecated ? ' class="docgen-sidebar__deprecated"' : ""}>` +
      `${method}<span>${this.label(item.label)}</span>${item.deprecated ? `<span class="docgen-sr-only"> (${this.deprecated})</span>` : ""}${this.badges(item.badges)}</a></li>\n`
    );
  }

  private badges(badges: readonly string[] | undefined): string {
    let out = "";
    if (badges) for (const badge of badges) out += ` <span class="docgen-sidebar__badge">${this.escape(badge)}</span>`;
    return out;
  }

  private group(item: SidebarGroup): string {
    return `<li><details${item.containsCurrent ? " open" : ""}><summary>${this.label(item.label)}</summary>${this.list(item.items)}</details></li>\n`;
  }

  private collapsed(item: SidebarGroup): string {
    return (
      `<li><a class="docgen-sidebar__collapsed" href="${this.escape(this.url(item.firstUrl ?? ""))}"><span>${this.label(item.label)}</span> ` +
      `<span class="docgen-sidebar__count">${this.escape(item.linkCount)}<span class="docgen-sr-only"> ${this.pages}</span></span></a></li>\n`
    );
  }
}

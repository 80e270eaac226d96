// Package entry: the Eleventy plugin (default export) and the pure helpers it is built from.
import docgen from "./plugin/index.js";

export default docgen;
export { docgen };
export type { DocgenOptions, SidebarGroupConfig } from "./plugin/options.js";
export { buildSidebar, buildSidebarTree, markCurrent, pagesFromCollection, COLLAPSE_ABOVE } from "./plugin/sidebar.js";
export type { SidebarGroup, SidebarItem, SidebarLink, SidebarPage } from "./plugin/sidebar.js";
export { headingIds, headingSlug } from "./plugin/heading-ids.js";
export { attrsOnlyWithBraces } from "./plugin/attrs-guard.js";
export { bareUrlLinks } from "./plugin/bare-urls.js";
export { codeTitles, fenceTitle } from "./plugin/code-titles.js";
export { focusableCode } from "./plugin/focusable-code.js";
export { textEscapes, escapeText } from "./plugin/text-escapes.js";
export { headingLinks } from "./plugin/heading-links.js";
export { githubAlerts } from "./plugin/github-alerts.js";

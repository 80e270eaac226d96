// docgen: renders every [data-docgen-mermaid] diagram with the mermaid script loaded just before this one.
(async () => {
  const nodes = [...document.querySelectorAll("pre[data-docgen-mermaid]")];
  if (!nodes.length) return;
  const mermaid = window.mermaid;
  if (!mermaid) {
    for (const node of nodes) node.setAttribute("data-docgen-mermaid-error", "mermaid script did not load");
    console.error("[docgen] the mermaid script did not load; diagrams are shown as source. Check components.mermaid.scriptUrl.");
    return;
  }
  // Each theme is one initialize + run pass, since mermaid's theme is global configuration.
  const byTheme = new Map();
  for (const node of nodes) {
    // "default" follows the reader's colour scheme, like the rest of the page; other themes are kept as chosen.
    const chosen = node.dataset.theme || "default";
    const theme = chosen === "default" && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : chosen;
    byTheme.set(theme, [...(byTheme.get(theme) || []), node]);
  }
  for (const [theme, group] of byTheme) {
    // Mermaid's dark theme draws edge labels #ccc on #585858 (4.43:1, under WCAG AA's 4.5:1; axe flags it).
    const themeVariables = theme === "dark" ? { edgeLabelBackground: "#404040" } : {};
    mermaid.initialize({ startOnLoad: false, theme, themeVariables, securityLevel: "strict" });
    try {
      await mermaid.run({ nodes: group, suppressErrors: true });
    } catch (error) {
      console.error("[docgen] a diagram failed to render", error);
    }
  }
  document.documentElement.setAttribute("data-docgen-mermaid-done", "");
})();

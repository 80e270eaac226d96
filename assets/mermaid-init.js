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
  // Each diagram's source, kept to draw it again when the page's theme changes.
  const sources = new Map(nodes.map((node) => [node, node.textContent]));
  // The theme in use: the reader's choice from the theme button (on <html>, see docgen.js), else the system's.
  const dark = () => {
    const chosen = document.documentElement.getAttribute("data-docgen-theme");
    return chosen === "dark" || (chosen !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  };

  async function render(group) {
    // Each theme is one initialize + run pass, since mermaid's theme is global configuration.
    const byTheme = new Map();
    for (const node of group) {
      // "default" follows the page's light or dark theme, like the rest of the page; other themes are kept as chosen.
      const chosen = node.dataset.theme || "default";
      const theme = chosen === "default" && dark() ? "dark" : chosen;
      byTheme.set(theme, [...(byTheme.get(theme) || []), node]);
    }
    for (const [theme, members] of byTheme) {
      // Mermaid's dark theme draws edge labels #ccc on #585858 (4.43:1, under WCAG AA's 4.5:1; axe flags it).
      const themeVariables = theme === "dark" ? { edgeLabelBackground: "#404040" } : {};
      mermaid.initialize({ startOnLoad: false, theme, themeVariables, securityLevel: "strict" });
      try {
        await mermaid.run({ nodes: members, suppressErrors: true });
      } catch (error) {
        console.error("[docgen] a diagram failed to render", error);
      }
    }
  }

  await render(nodes);
  // Signals for tests and for a site's own scripts: drawn, and in which page theme.
  document.documentElement.setAttribute("data-docgen-mermaid-theme", dark() ? "dark" : "light");
  document.documentElement.setAttribute("data-docgen-mermaid-done", "");

  // The theme changed (the reader's theme button, or the system's setting): the diagrams that follow it are drawn
  // again from their source, one change at a time.
  const following = nodes.filter((node) => (node.dataset.theme || "default") === "default");
  let queue = Promise.resolve();
  document.addEventListener("docgen:themechange", () => {
    queue = queue.then(async () => {
      for (const node of following) {
        node.removeAttribute("data-processed");
        node.textContent = sources.get(node);
      }
      await render(following);
      document.documentElement.setAttribute("data-docgen-mermaid-theme", dark() ? "dark" : "light");
    });
  });
})();

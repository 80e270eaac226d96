// docgen's page script (linked by the default layout; injected into other layouts' pages that use `zoom`).
// Without JavaScript, images are just images and code blocks have no Copy button.

// Click-to-zoom for images marked data-docgen-zoom.
(() => {
  const images = document.querySelectorAll("img[data-docgen-zoom]");
  if (!images.length || typeof HTMLDialogElement === "undefined") return;
  const dialog = document.createElement("dialog");
  dialog.className = "docgen-zoom-dialog";
  const big = document.createElement("img");
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.setAttribute("aria-label", "Close zoomed image");
  dialog.append(close, big);
  document.body.append(dialog);
  // The native modal <dialog> traps focus, closes on Escape, and returns focus to the opener when closed.
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog || event.target === big) dialog.close();
  });
  for (const img of images) {
    const trigger = document.createElement("button");
    trigger.type = "button";
    trigger.className = "docgen-zoom-trigger";
    trigger.setAttribute("aria-haspopup", "dialog");
    trigger.setAttribute("aria-label", `Zoom image${img.alt ? `: ${img.alt}` : ""}`);
    img.replaceWith(trigger);
    trigger.append(img);
    trigger.addEventListener("click", () => {
      big.src = img.currentSrc || img.src;
      big.alt = img.alt;
      dialog.setAttribute("aria-label", img.alt ? `Zoomed image: ${img.alt}` : "Zoomed image");
      dialog.showModal();
      close.focus();
    });
  }
})();

// Syntax highlighting: a code block with a language (`language-json`, `language-python`...) is coloured by Prism,
// which this script loads from _docgen/prism.js the first time such a block comes near the screen (so a page of
// plain text loads nothing, and a long page colours what is read). A block already marked up (by a highlighter of
// the site's own) is left as it is, and so is a language Prism has no grammar for. Without JavaScript the code is
// plain text, as it is to copy, search and print.
(() => {
  const script = document.querySelector('script[src$="_docgen/docgen.js"]');
  if (!script || typeof IntersectionObserver === "undefined") return;
  const blocks = [...document.querySelectorAll('pre:not([data-docgen-mermaid]) > code[class*="language-"]')].filter((code) => code.childElementCount === 0);
  if (!blocks.length) return;
  let loading;
  const prism = () =>
    (loading ??= window.Prism?.highlightElement
      ? Promise.resolve(window.Prism)
      : new Promise((resolve, reject) => {
          // Manual: Prism colours only the blocks handed to it, never the whole page on its own.
          window.Prism = { manual: true };
          const tag = document.createElement("script");
          tag.src = new URL("prism.js", script.src).href;
          tag.onload = () => resolve(window.Prism);
          tag.onerror = reject;
          document.head.append(tag);
        }));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        prism()
          .then((Prism) => Prism.highlightElement(entry.target))
          .catch(() => observer.disconnect()); // no highlighter (blocked, offline copy without it): plain text stays
      }
    },
    { rootMargin: "600px 0px" },
  );
  for (const code of blocks) observer.observe(code);
})();

// A Copy button on each code block of the page's content (`.docgen-content pre`; not diagram sources). It copies
// the block's text as shown, less the final line break; where the Clipboard API is refused (a page served over
// plain http from another host), it selects the text and asks the browser to copy that. A status line that
// screen readers announce says whether it worked.
(() => {
  const blocks = document.querySelectorAll(".docgen-content pre:not([data-docgen-mermaid])");
  if (!blocks.length) return;
  const status = document.createElement("p");
  status.className = "docgen-sr-only";
  status.setAttribute("role", "status");
  document.body.append(status);
  // "Copy", and " code" for screen readers, so the button's name holds the text it shows.
  const ready = (button) => {
    const hidden = document.createElement("span");
    hidden.className = "docgen-sr-only";
    hidden.textContent = " code";
    button.replaceChildren("Copy", hidden);
  };
  const timers = new WeakMap();
  const say = (button, label, message) => {
    button.textContent = label;
    status.textContent = message;
    clearTimeout(timers.get(button));
    timers.set(button, setTimeout(() => {
      ready(button);
      status.textContent = "";
    }, 2000));
  };
  const selectAndCopy = (pre) => {
    const range = document.createRange();
    range.selectNodeContents(pre);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  };
  for (const pre of blocks) {
    const wrap = document.createElement("div");
    wrap.className = "docgen-code";
    pre.replaceWith(wrap);
    wrap.append(pre);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "docgen-copy";
    ready(button);
    wrap.append(button);
    button.addEventListener("click", async () => {
      const text = pre.textContent.replace(/\n$/, "");
      try {
        await navigator.clipboard.writeText(text);
        say(button, "Copied", "Code copied to the clipboard");
      } catch {
        if (selectAndCopy(pre)) say(button, "Copied", "Code copied to the clipboard");
        else say(button, "Selected", "Could not copy: the code is selected, press Control+C or Command+C to copy it");
      }
    });
  }
})();

// CodeGroup: its code blocks become tabs named by their titles (a block without one by its language). The arrow
// keys, Home and End move between the tabs of a group. Choosing a tab chooses, in every group of the page, the tab
// of the same name, else the first in the same language ("Python (requests)" in one group, "Python" in another),
// and the next pages remember it (the reader's language, once chosen, stays chosen). Without JavaScript, or in
// print, every block shows under its title.
(() => {
  const groups = document.querySelectorAll("[data-docgen-code-group]");
  if (!groups.length) return;
  const KEY = "docgen-code-tab";
  const LANG_KEY = "docgen-code-lang";
  const remembered = () => {
    try {
      return { title: localStorage.getItem(KEY), lang: localStorage.getItem(LANG_KEY) };
    } catch {
      return {}; // storage refused (private mode, a sandboxed frame): nothing is remembered
    }
  };
  const remember = ({ title, lang }) => {
    try {
      localStorage.setItem(KEY, title);
      if (lang) localStorage.setItem(LANG_KEY, lang);
      else localStorage.removeItem(LANG_KEY);
    } catch {
      // as above
    }
  };
  const languageOf = (panel) => {
    const code = panel.querySelector("code[class*='language-']");
    const lang = code && /(?:^|\s)language-(\S+)/.exec(code.className);
    return lang && lang[1] !== "text" ? lang[1] : null;
  };
  const all = [];
  const titleOf = (panel, i) => {
    const caption = panel.querySelector(":scope > figcaption");
    if (caption) return caption.textContent.trim();
    return languageOf(panel) ?? `Code ${i + 1}`;
  };
  // The tab of a group that answers a choice: the same title, else the first in the same language; -1 if none.
  const match = (entry, { title, lang }) => {
    const same = entry.titles.indexOf(title);
    return same !== -1 || !lang ? same : entry.langs.indexOf(lang);
  };
  groups.forEach((group, g) => {
    // A titled block (figure), or an untitled one (its <pre>, which the Copy script may have wrapped).
    const panels = [...group.children].filter((el) => el.matches("figure.docgen-code-titled, pre, div.docgen-code"));
    if (panels.length < 2) return;
    const list = document.createElement("div");
    list.className = "docgen-tabs";
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-label", group.dataset.label || "Code samples");
    const tabs = panels.map((panel, i) => {
      const tab = document.createElement("button");
      tab.type = "button";
      tab.className = "docgen-tab";
      tab.id = `docgen-tab-${g}-${i}`;
      tab.setAttribute("role", "tab");
      tab.textContent = titleOf(panel, i);
      if (!panel.id) panel.id = `docgen-tabpanel-${g}-${i}`;
      tab.setAttribute("aria-controls", panel.id);
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      const caption = panel.querySelector(":scope > figcaption");
      if (caption) caption.hidden = true;
      list.append(tab);
      return tab;
    });
    const select = (index, focus) => {
      tabs.forEach((tab, i) => {
        const on = i === index;
        tab.setAttribute("aria-selected", String(on));
        tab.tabIndex = on ? 0 : -1;
        panels[i].hidden = !on;
      });
      if (focus) tabs[index].focus();
    };
    const entry = { titles: tabs.map((tab) => tab.textContent), langs: panels.map(languageOf), select };
    all.push(entry);
    const choose = (index, focus) => {
      const chosen = { title: entry.titles[index], lang: entry.langs[index] };
      select(index, focus);
      remember(chosen);
      for (const other of all) {
        const at = match(other, chosen);
        if (other !== entry && at !== -1) other.select(at, false);
      }
    };
    list.addEventListener("click", (event) => {
      const at = tabs.indexOf(event.target.closest?.("[role=tab]"));
      if (at !== -1) choose(at, false);
    });
    list.addEventListener("keydown", (event) => {
      const at = tabs.indexOf(document.activeElement);
      if (at === -1) return;
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      choose((next + tabs.length) % tabs.length, true);
    });
    group.classList.add("docgen-code-group--tabs");
    panels[0].before(list);
    select(Math.max(0, match(entry, remembered())), false);
  });
})();

// Search: the header's box (default layout, `search` option) over _docgen/search.json, fetched on first use.
// Every word typed must appear in a page's title, method, path or description; pages whose title (then whose
// method and path) hold them rank first, shorter titles before longer.
// Arrow keys move between the results, Enter opens the first, Escape closes; "/" anywhere focuses the box.
(() => {
  const box = document.querySelector("[data-docgen-search]");
  const script = document.querySelector('script[src$="_docgen/docgen.js"]');
  if (!box || !script || typeof fetch === "undefined") return;
  const input = box.querySelector("input");
  const panel = box.querySelector(".docgen-search__panel");
  const status = box.querySelector(".docgen-search__status");
  const live = box.querySelector("[role=status]");
  const say = (text) => {
    status.textContent = text;
    live.textContent = text;
  };
  const list = box.querySelector(".docgen-search__results");
  const root = new URL("../", script.src);
  const LIMIT = 20;
  let pages;
  let loading;
  box.hidden = false;

  const load = () =>
    (loading ??= fetch(new URL("_docgen/search.json", root))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((index) => {
        pages = index.pages.map((page) => ({ ...page, title: page.t.toLowerCase(), where: page.p && `${page.m} ${page.p}`.toLowerCase(), text: [page.t, page.m, page.p, page.d].filter(Boolean).join(" ").toLowerCase() }));
      })
      .catch(() => {
        pages = [];
        say("Search is not available: its index could not be loaded.");
      }));

  const rank = (page, words, query) => {
    if (page.title === query) return 0;
    if (page.title.startsWith(query)) return 1;
    if (words.every((word) => page.title.includes(word))) return 2;
    if (page.where && words.every((word) => page.where.includes(word))) return 3;
    return 4;
  };

  const show = (open) => {
    panel.hidden = !open;
  };

  const typed = () => input.value.trim().toLowerCase().replace(/\s+/g, " ");
  const update = async () => {
    const query = typed();
    if (query === "") return show(false);
    await load();
    if (typed() !== query) return; // typed on meanwhile
    const words = query.split(" ");
    const found = pages
      .filter((page) => words.every((word) => page.text.includes(word)))
      .map((page) => ({ page, rank: rank(page, words, query) }))
      .sort((a, b) => a.rank - b.rank || a.page.t.length - b.page.t.length || (a.page.u < b.page.u ? -1 : 1));
    list.replaceChildren(
      ...found.slice(0, LIMIT).map(({ page }) => {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = new URL(page.u.replace(/^\//, ""), root).href;
        const title = document.createElement("span");
        title.className = "docgen-search__title";
        if (page.m) {
          const method = document.createElement("span");
          method.className = `docgen-method docgen-method--${page.m.toLowerCase()} docgen-method--small`;
          method.textContent = page.m;
          title.append(method, " ");
        }
        title.append(page.t);
        link.append(title);
        if (page.p || page.d) {
          const detail = document.createElement(page.p ? "code" : "span");
          detail.className = "docgen-search__detail";
          detail.textContent = page.p ?? page.d;
          link.append(detail);
        }
        item.append(link);
        return item;
      }),
    );
    if (pages.length > 0 || found.length > 0) {
      say(found.length === 0 ? "No pages match." : found.length > LIMIT ? `${found.length} pages match; the first ${LIMIT} are shown.` : `${found.length} ${found.length === 1 ? "page matches" : "pages match"}.`);
    }
    show(true);
  };

  const links = () => [...list.querySelectorAll("a")];
  input.addEventListener("focus", () => {
    load();
    if (typed() !== "") update();
  });
  input.addEventListener("input", update);
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" && !panel.hidden) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === "Enter") {
      const first = links()[0];
      if (!panel.hidden && first) {
        event.preventDefault();
        first.click();
      }
    } else if (event.key === "Escape") {
      if (!panel.hidden) {
        event.preventDefault();
        show(false);
      } else input.value = "";
    }
  });
  list.addEventListener("keydown", (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) input.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      show(false);
      input.focus();
    }
  });
  box.addEventListener("focusout", (event) => {
    if (!box.contains(event.relatedTarget)) show(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    event.preventDefault();
    input.focus();
  });
})();

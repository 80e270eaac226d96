// docgen's page script (linked by the default layout; injected into other layouts' pages that use `zoom`).
// Without JavaScript, images are just images and code blocks have no Copy button.

// The words this script writes: English, unless the site's labels option changes them (the layout, or the tags docgen
// adds to a page of another layout, hold those as JSON in <script type="application/json" id="docgen-labels">).
// The English words are src/plugin/labels.ts's (a test holds the two the same). `{name}` parts are filled in.
const docgenWords = (() => {
  const words = /* words: */ {
    "themeButton": "Theme: {theme} (switch to {next})",
    "themeTitle": "Theme: {theme}. Switch to {next}.",
    "themeSystem": "system",
    "themeLight": "light",
    "themeDark": "dark",
    "zoomImage": "Zoom image",
    "zoomImageNamed": "Zoom image: {alt}",
    "zoomedImage": "Zoomed image",
    "zoomedImageNamed": "Zoomed image: {alt}",
    "close": "Close",
    "closeZoomedImage": "Close zoomed image",
    "copy": "Copy",
    "copied": "Copied",
    "selected": "Selected",
    "copyCode": "code",
    "copyResponse": "response",
    "copiedCode": "Code copied to the clipboard",
    "copiedResponse": "Response copied to the clipboard",
    "selectedCode": "Could not copy: the code is selected, press Control+C or Command+C to copy it",
    "selectedResponse": "Could not copy: the response is selected, press Control+C or Command+C to copy it",
    "codeTab": "Code {n}",
    "searchUnavailable": "Search is not available: its index could not be loaded.",
    "searchNone": "No pages match.",
    "searchOne": "1 page matches.",
    "searchMany": "{count} pages match.",
    "searchMore": "{count} pages match; the first {shown} are shown.",
    "searchMatched": "Matches {names}",
    "copyPage": "Copy page",
    "copyPageNote": "as Markdown",
    "viewAsMarkdown": "View as Markdown",
    "pageCopied": "Page copied as Markdown.",
    "pageNotCopied": "Could not copy the page.",
    "openMarkdown": "Open the Markdown",
    "fieldLink": "Link to {name}",
    "showFields": "Show {count} fields",
    "hideFields": "Hide {count} fields",
    "showField": "Show 1 field",
    "hideField": "Hide 1 field",
    "tryIt": "Try it",
    "tryItForm": "Try {method} {path}",
    "server": "Server",
    "serverChoices": "The spec's servers",
    "pathParameters": "Path parameters",
    "queryParameters": "Query parameters",
    "requestBody": "Request body",
    "requestBodyExamples": "Request body examples",
    "requestExample": "Request example",
    "responses": "Responses",
    "headers": "Headers",
    "commaSeparated": "comma-separated",
    "schemeNote": "Sent after \"{scheme} \", unless it starts with it.",
    "schemeNoteBasic": "Sent after \"{scheme} \", unless it starts with it; user:password is encoded first.",
    "oauthGetToken": "Get a token",
    "oauthTitle": "OAuth2 token",
    "oauthFlow": "Flow",
    "oauthAuthorizationCode": "Authorization code",
    "oauthImplicit": "Implicit",
    "oauthClientCredentials": "Client credentials",
    "oauthPasswordFlow": "Password",
    "oauthClientId": "Client ID",
    "oauthClientSecret": "Client secret",
    "oauthUsername": "Username",
    "oauthPassword": "Password",
    "oauthScopes": "Scopes",
    "oauthScopesNote": "space-separated",
    "oauthRedirect": "Redirect URL (register it with the authorization server)",
    "oauthGet": "Get token",
    "oauthPopupBlocked": "The browser blocked the sign-in window: allow pop-ups for this site, then try again.",
    "oauthWaiting": "Sign in at {origin} in the window that opened…",
    "oauthRequesting": "Asking {origin} for a token…",
    "oauthGot": "Got a token: it is in the Authorization field.",
    "oauthGotFor": "Got a token, valid for {minutes} min: it is in the Authorization field.",
    "oauthDenied": "The authorization server gave no token: {error}.",
    "oauthRefused": "The token URL gave no token: {error}.",
    "oauthNoAnswer": "No answer from {origin}: it may not accept requests from other sites (CORS), or it is not reachable from here.",
    "oauthDiscoveryFailed": "Could not read the authorization server's settings at {url}.",
    "oauthNoUrl": "The spec gives no URL for this flow.",
    "oauthFailed": "Could not get a token: {error}.",
    "cookieNote": "A page cannot set cookies: {names} is not sent.",
    "cookiesNote": "A page cannot set cookies: {names} are not sent.",
    "bodyWithoutMethod": "A browser cannot send a body with {method}: the request goes without the body ({type}) the spec describes.",
    "body": "Body",
    "bodyExamples": "Examples of the body",
    "file": "file",
    "files": "files",
    "bodyElsewhere": "The body ({type}) cannot be sent from here: use the request samples.",
    "send": "Send",
    "copyAsCurl": "Copy as curl",
    "curlCopied": "Copied: the request as a curl command, with what you filled in.",
    "curlNotCopied": "Could not copy the command: the browser refused the clipboard.",
    "fillIn": "Fill in {fields}.",
    "serverMissing": "Enter the API's address in Server, starting with https:// or http://.",
    "badHeaderValue": "The value of {name} holds a character HTTP does not allow in a header (a line break, or a letter outside Latin-1).",
    "sending": "Sending {method} {url}…",
    "sendingThroughProxy": "Sending {method} {url} through the proxy at {proxy}…",
    "answered": "{status} in {ms} ms",
    "milliseconds": "{ms} ms",
    "noResponse": "No response from {origin}. The browser refused the request or could not reach the server: the API may not accept requests from other sites (CORS), or it is not reachable from here. Copy as curl gives the same request, with what you filled in, for a terminal.",
    "noResponseFromProxy": "No response from the proxy at {origin}. The browser refused the request or could not reach the proxy: it may not accept requests from this site (CORS), or it is not reachable from here. Copy as curl gives the same request, with what you filled in, for a terminal.",
    "responseHeaders": "Response headers ({count})",
    "responseBytes": "{size} bytes of {type}:",
    "saveFile": "save the file",
    "noBody": "No body.",
    "responseBody": "Response body",
    "responseCut": "The first {shown} of {total} characters are shown (Copy copies them all).",
    "required": "required",
    "optional": "optional",
    "codeSamples": "Code samples"
  } /* :words */;
  try {
    const own = JSON.parse(document.getElementById("docgen-labels")?.textContent || "{}");
    for (const [name, text] of Object.entries(own)) if (typeof text === "string" && Object.hasOwn(words, name)) words[name] = text;
  } catch {
    // not JSON: the English words
  }
  return (name, values = {}) => words[name].replace(/\{(\w+)\}/g, (whole, key) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
})();

// The theme button: light, dark, or the system's setting, in turn. The choice is kept in localStorage unless it is
// the site's colorScheme (the layout's inline script sets it on <html> before the stylesheet applies, so pages do
// not flash), follows the reader into other tabs, and is announced to diagrams (mermaid-init.js) as a
// `docgen:themechange` event whenever the theme in use changes, by the button or, with no choice made, by the system.
(() => {
  const KEY = "docgen-theme";
  const root = document.documentElement;
  const systemDark = matchMedia("(prefers-color-scheme: dark)");
  const ORDER = ["system", "light", "dark"];
  const GLYPHS = { system: "\u25d0", light: "\u2600\ufe0e", dark: "\u263e\ufe0e" };
  const NAMES = { system: () => docgenWords("themeSystem"), light: () => docgenWords("themeLight"), dark: () => docgenWords("themeDark") };
  const chosen = () => {
    const value = root.getAttribute("data-docgen-theme");
    return value === "light" || value === "dark" ? value : "system";
  };
  const inUse = (choice) => (choice === "system" ? (systemDark.matches ? "dark" : "light") : choice);
  const announce = () => document.dispatchEvent(new CustomEvent("docgen:themechange", { detail: { theme: inUse(chosen()) } }));
  const button = document.querySelector("[data-docgen-theme-toggle]");
  // The site's colorScheme: what a page opens in without a choice, so choosing it again forgets the choice.
  const valid = (value) => value === "system" || value === "light" || value === "dark";
  const siteDefault = valid(button?.dataset.default) ? button.dataset.default : "system";
  const show = () => {
    if (!button) return;
    const choice = chosen();
    const next = ORDER[(ORDER.indexOf(choice) + 1) % ORDER.length];
    button.textContent = GLYPHS[choice];
    const names = { theme: NAMES[choice](), next: NAMES[next]() };
    button.setAttribute("aria-label", docgenWords("themeButton", names));
    button.title = docgenWords("themeTitle", names);
  };
  const set = (choice, save) => {
    const before = inUse(chosen());
    if (choice === "system") root.removeAttribute("data-docgen-theme");
    else root.setAttribute("data-docgen-theme", choice);
    if (save) {
      try {
        if (choice === siteDefault) localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, choice);
      } catch {
        // Storage refused (a private window's settings): the choice holds for this page only.
      }
    }
    show();
    if (inUse(choice) !== before) announce();
  };
  if (button) {
    button.hidden = false;
    button.addEventListener("click", () => set(ORDER[(ORDER.indexOf(chosen()) + 1) % ORDER.length], true));
  }
  show();
  // Another tab changed the choice (a null key: that tab cleared the storage); no choice is the site's default.
  addEventListener("storage", (event) => {
    if (event.key !== KEY && event.key !== null) return;
    set(event.key === KEY && valid(event.newValue) ? event.newValue : siteDefault, false);
  });
  systemDark.addEventListener("change", () => {
    if (chosen() === "system") announce();
  });
})();

// Click-to-zoom for images marked data-docgen-zoom.
(() => {
  const images = document.querySelectorAll("img[data-docgen-zoom]");
  if (!images.length || typeof HTMLDialogElement === "undefined") return;
  const dialog = document.createElement("dialog");
  dialog.className = "docgen-zoom-dialog";
  const big = document.createElement("img");
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = docgenWords("close");
  close.setAttribute("aria-label", docgenWords("closeZoomedImage"));
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
    trigger.setAttribute("aria-label", img.alt ? docgenWords("zoomImageNamed", { alt: img.alt }) : docgenWords("zoomImage"));
    img.replaceWith(trigger);
    trigger.append(img);
    trigger.addEventListener("click", () => {
      big.src = img.currentSrc || img.src;
      big.alt = img.alt;
      dialog.setAttribute("aria-label", img.alt ? docgenWords("zoomedImageNamed", { alt: img.alt }) : docgenWords("zoomedImage"));
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

// A Copy button on each code block of the page's content (`.docgen-content pre`; not diagram sources), and on a block
// another script shows later, which sends a `docgen:code` event from it (Try it's response: `detail.name` is
// "response", whose words the button then uses, and `detail.text` the whole of a text it shows only the start of). It copies the block's text as
// shown, less the final line break; where the Clipboard API is refused (a page served over plain http from another
// host), it selects the text and asks the browser to copy that. A status line that screen readers announce says
// whether it worked.
(() => {
  let status;
  // "Copy", and " code" (or what the block holds) for screen readers, so the button's name holds the text it shows.
  const ready = (button) => {
    const hidden = document.createElement("span");
    hidden.className = "docgen-sr-only";
    hidden.textContent = ` ${docgenWords(button.dataset.name === "response" ? "copyResponse" : "copyCode")}`;
    button.replaceChildren(docgenWords("copy"), hidden);
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
  const addCopy = (pre, name = "code", whole) => {
    // In the page before anything is said in it, so that screen readers announce what is.
    if (!status) {
      status = document.createElement("p");
      status.className = "docgen-sr-only";
      status.setAttribute("role", "status");
      document.body.append(status);
    }
    const wrap = document.createElement("div");
    wrap.className = "docgen-code";
    pre.replaceWith(wrap);
    wrap.append(pre);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "docgen-copy";
    button.dataset.name = name;
    ready(button);
    wrap.append(button);
    const response = name === "response";
    button.addEventListener("click", async () => {
      const text = whole ?? pre.textContent.replace(/\n$/, "");
      const copied = () => say(button, docgenWords("copied"), docgenWords(response ? "copiedResponse" : "copiedCode"));
      try {
        await navigator.clipboard.writeText(text);
        copied();
      } catch {
        // Only what the block shows can be selected.
        if (selectAndCopy(pre)) copied();
        else say(button, docgenWords("selected"), docgenWords(response ? "selectedResponse" : "selectedCode"));
      }
    });
  };
  for (const pre of document.querySelectorAll(".docgen-content pre:not([data-docgen-mermaid])")) addCopy(pre);
  document.addEventListener("docgen:code", (event) => {
    if (event.target instanceof HTMLPreElement && !event.target.parentElement?.classList.contains("docgen-code")) addCopy(event.target, event.detail?.name, event.detail?.text);
  });
})();

// CodeGroup: its code blocks become tabs named by their titles (a block without one by its language). The arrow
// keys, Home and End move between the tabs of a group. Choosing a tab chooses, in every group of the page, the tab
// of the same name, else the first in the same language ("Python (requests)" in one group, "Python" in another),
// and the next pages remember it (the reader's language, once chosen, stays chosen). A group marked
// data-docgen-sync="false" (examples by status or by name) keeps its choice to itself. A RequestExample or a
// ResponseExample that holds nothing but code blocks, two or more (as Mintlify's are written), is a group too, as it
// is on Mintlify: a RequestExample's tabs (languages) shared as a CodeGroup's, a ResponseExample's (statuses) its own.
// Without JavaScript, or in print, every block shows under its title.
(() => {
  // A titled block (figure), or an untitled one (its <pre>, which the Copy script may have wrapped).
  const PANEL = "figure.docgen-code-titled, pre, div.docgen-code";
  const codeOnly = [...document.querySelectorAll(".docgen-request-example, .docgen-response-example")].filter((el) => el.children.length >= 2 && [...el.children].every((child) => child.matches(PANEL)));
  const groups = [...document.querySelectorAll("[data-docgen-code-group]"), ...codeOnly];
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
    return languageOf(panel) ?? docgenWords("codeTab", { n: i + 1 });
  };
  // The tab of a group that answers a choice: the same title, else the first in the same language; -1 if none.
  const match = (entry, { title, lang }) => {
    const same = entry.titles.indexOf(title);
    return same !== -1 || !lang ? same : entry.langs.indexOf(lang);
  };
  groups.forEach((group, g) => {
    const panels = [...group.children].filter((el) => el.matches(PANEL));
    if (panels.length < 2) return;
    const list = document.createElement("div");
    list.className = "docgen-tabs";
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-label", group.dataset.label || docgenWords("codeSamples"));
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
    // Tabs that would take more than two rows (a column of thirteen examples by status and media type, eight
    // languages on a phone) give way to one menu of the same choices, so the code stays near the top of the group.
    // Measured with the tabs laid out, again whenever the group's width changes (and when a hidden group is shown).
    const menu = document.createElement("select");
    menu.className = "docgen-tabs-menu";
    menu.setAttribute("aria-label", list.getAttribute("aria-label"));
    menu.hidden = true;
    tabs.forEach((tab, i) => menu.append(new Option(tab.textContent, String(i))));
    menu.addEventListener("change", () => choose(Number(menu.value), false));
    const select = (index, focus) => {
      tabs.forEach((tab, i) => {
        const on = i === index;
        tab.setAttribute("aria-selected", String(on));
        tab.tabIndex = on ? 0 : -1;
        panels[i].hidden = !on;
      });
      menu.value = String(index);
      if (focus) tabs[index].focus();
    };
    const entry = { titles: tabs.map((tab) => tab.textContent), langs: panels.map(languageOf), select };
    const shared = group.dataset.docgenSync !== "false" && !group.matches(".docgen-response-example");
    if (shared) all.push(entry);
    const choose = (index, focus) => {
      const chosen = { title: entry.titles[index], lang: entry.langs[index] };
      select(index, focus);
      if (!shared) return;
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
    panels[0].before(menu, list);
    const fit = () => {
      if (!group.isConnected || group.offsetWidth === 0) return; // not laid out (a hidden tab, print): later
      list.hidden = false;
      const rows = new Set(tabs.map((tab) => tab.offsetTop)).size;
      const compact = rows > 2;
      list.hidden = compact;
      menu.hidden = !compact;
    };
    if (typeof ResizeObserver === "function") {
      let width = -1;
      new ResizeObserver(() => {
        if (group.offsetWidth === width) return;
        width = group.offsetWidth;
        fit();
      }).observe(group);
    } else fit();
    select(shared ? Math.max(0, match(entry, remembered())) : 0, false);
  });
})();

// Search: the header's box (default layout, `search` option) over _docgen/search.json, fetched on first use.
// Every word typed must appear in a page's title, method, path, description or keywords (an operation's parameters
// and body fields); pages whose title (then whose method and path, then a keyword named as typed) hold them rank
// first, shorter titles before longer.
// Arrow keys move between the results, Enter opens the first, Escape closes; "/" anywhere focuses the box, and so
// does Control+K (Command+K on a Mac).
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
        pages = index.pages.map((page) => ({
          ...page,
          title: page.t.toLowerCase(),
          where: page.p && `${page.m} ${page.p}`.toLowerCase(),
          names: page.k ? page.k.split(" ") : [],
          keys: page.k ? page.k.toLowerCase().split(" ") : [],
          shown: [page.t, page.m, page.p, page.d].filter(Boolean).join(" ").toLowerCase(),
          text: [page.t, page.m, page.p, page.d, page.k].filter(Boolean).join(" ").toLowerCase(),
        }));
      })
      .catch(() => {
        pages = [];
        say(docgenWords("searchUnavailable"));
      }));

  const rank = (page, words, query) => {
    if (page.title === query) return 0;
    if (page.title.startsWith(query)) return 1;
    if (words.every((word) => page.title.includes(word))) return 2;
    if (page.where && words.every((word) => page.where.includes(word))) return 3;
    // A parameter or field named as typed (`passenger_name`), before pages that only mention the words.
    if (page.keys.length > 0 && words.some((word) => page.keys.includes(word))) return 4;
    return 5;
  };

  const show = (open) => {
    panel.hidden = !open;
  };

  // The keywords that hold a word the result's title, path and description do not: what found it, shown under it.
  const MATCHED_SHOWN = 3;
  const matchedKeywords = (page, words) => {
    const unseen = words.filter((word) => !page.shown.includes(word));
    if (unseen.length === 0) return [];
    return page.names.filter((_, i) => unseen.some((word) => page.keys[i].includes(word))).slice(0, MATCHED_SHOWN);
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
        const matched = matchedKeywords(page, words);
        if (matched.length > 0) {
          // "Matches {names}": the label's words around the names, each name as code.
          const line = document.createElement("span");
          line.className = "docgen-search__detail docgen-search__matched";
          const [before, after = ""] = docgenWords("searchMatched").split("{names}");
          const codes = matched.flatMap((name, i) => {
            const code = document.createElement("code");
            code.textContent = name;
            return i === 0 ? [code] : [" ", code];
          });
          line.append(before, ...codes, after);
          link.append(line);
        }
        item.append(link);
        return item;
      }),
    );
    if (pages.length > 0 || found.length > 0) {
      say(found.length === 0 ? docgenWords("searchNone") : found.length > LIMIT ? docgenWords("searchMore", { count: found.length, shown: LIMIT }) : found.length === 1 ? docgenWords("searchOne") : docgenWords("searchMany", { count: found.length }));
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
    const target = event.target;
    const inField = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    // Control+K or Command+K (the shortcut most docs sites share), selecting what the box holds. In a field only
    // Command+K: there Control+K deletes to the end of the line on a Mac.
    if (event.key.toLowerCase() === "k" && !event.altKey && !event.shiftKey && (event.metaKey || (event.ctrlKey && !inField))) {
      event.preventDefault();
      input.focus();
      input.select();
      return;
    }
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || inField) return;
    event.preventDefault();
    input.focus();
  });
})();

// "Copy page": a page with a Markdown copy (the site's markdownPages option, which links it from the page's head)
// gets a button under its title that copies the copy, for pasting the page into an assistant. The copy is fetched
// when the button is pressed, inside the clipboard write where the browser allows it (a ClipboardItem given the
// text to come), so the press still counts as the reader's. A status line that screen readers announce says
// whether it worked; where the copy cannot be fetched or the clipboard refuses, it says so and links the copy.
// Beside it, "View as Markdown" links the copy, also where the browser gives pages no clipboard (plain http).
(() => {
  const link = document.querySelector('link[rel="alternate"][type="text/markdown"]');
  const heading = document.querySelector(".docgen-content h1");
  if (!link || !heading) return;
  const href = link.href;
  const actions = document.createElement("div");
  actions.className = "docgen-page-actions";
  const view = document.createElement("a");
  view.className = "docgen-view-markdown";
  view.href = link.getAttribute("href");
  view.textContent = docgenWords("viewAsMarkdown");
  heading.after(actions);
  if (!navigator.clipboard) {
    actions.append(view);
    return;
  }
  const button = document.createElement("button");
  button.type = "button";
  button.className = "docgen-copy-page";
  button.textContent = docgenWords("copyPage");
  button.setAttribute("aria-describedby", "docgen-copy-page-note");
  const note = document.createElement("span");
  note.id = "docgen-copy-page-note";
  note.className = "docgen-sr-only";
  note.textContent = docgenWords("copyPageNote");
  const status = document.createElement("span");
  status.className = "docgen-page-actions__status";
  status.setAttribute("role", "status");
  actions.append(button, note, view, status);
  let timer;
  const say = (message, withLink) => {
    status.replaceChildren(message);
    if (withLink) {
      const a = document.createElement("a");
      a.href = href;
      a.textContent = docgenWords("openMarkdown");
      status.append(" ", a, ".");
    }
    clearTimeout(timer);
    if (!withLink) timer = setTimeout(() => status.replaceChildren(), 3000);
  };
  const text = () =>
    fetch(href, { cache: "no-store" }).then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    });
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard.write) {
        const blob = text().then((t) => new Blob([t], { type: "text/plain" }));
        await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      } else await navigator.clipboard.writeText(await text());
      say(docgenWords("pageCopied"));
    } catch {
      say(docgenWords("pageNotCopied"), true);
    } finally {
      button.disabled = false;
    }
  });
})();

// Try it: an Api section with data-docgen-try (the site's `tryIt` option, and a server: every operation page docgen
// openapi writes) gets a Try it button beside its method and path. It opens a form: the server (the spec's, which
// the reader may point at a sandbox), a field for each path, query and header parameter the section lists (its
// ParamFields before the Responses heading, credentials among them; required ones must be filled in), and, for an
// operation with a body, the body, filled in with the page's request example (else the body of the page's curl
// command, which docgen builds from the schema). Send makes the request from the browser and shows the status, the
// time it took, the headers the API lets a page read and the body (JSON indented; an answer of bytes, a link that
// saves it); Copy as curl copies the same request as a command for a terminal. The server and the header values are
// kept for the browser tab's session, so the next page has them. A request the browser refuses (the API does not
// allow requests from this site, CORS) or that gets no answer is said so; a site with a CORS proxy of its own
// (tryItProxy, data-docgen-proxy) sends every request through it. A multipart body is a field per part the page's
// curl command sends (a file chooser for a file), a body that is a file's bytes a file chooser. Cookie parameters
// cannot be set by a page and a GET or HEAD carries no body from a browser: the form says so. Without JavaScript
// there is no form; the request samples stay.
(() => {
  const sections = document.querySelectorAll("section[data-docgen-try]");
  if (!sections.length || typeof fetch === "undefined") return;
  const store = {
    get(key) {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null; // storage refused: nothing is kept
      }
    },
    set(key, value) {
      try {
        if (value) sessionStorage.setItem(key, value);
        else sessionStorage.removeItem(key);
      } catch {
        // as above
      }
    },
  };
  const MAX_SHOWN = 200000;
  // Media types of bytes, not text: as docgen's samples tell them apart.
  const BYTES = /^(?:image|audio|video|font)\/|^application\/(?:octet-stream|pdf|zip|gzip|x-gzip|x-tar|x-7z-compressed|x-bzip2)\b/i;
  // The subtype that names a saved answer (`response.pdf`), as the request samples name curl's file (DOWNLOAD_SUBTYPE
  // in src/openapi/pages/code-samples.ts; a test keeps the two the same).
  const DOWNLOAD_SUBTYPE = /^[^/]+\/([a-z0-9]{1,8})\s*(?:;|$)/i;
  const make = (tag, props = {}, ...children) => {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (key === "class") el.className = value;
      else if (key in el && typeof value !== "string") el[key] = value;
      else el.setAttribute(key, value);
    }
    el.append(...children);
    return el;
  };
  // Between the values of a list sent as one query value, by style (form's is a comma).
  const SEPARATORS = { spaceDelimited: " ", pipeDelimited: "|", tabDelimited: "\t" };
  const appendQuery = (search, param, value) => {
    if (!param.list) return search.append(param.name, value);
    const values = value.split(",").map((v) => v.trim()).filter((v) => v !== "");
    if (param.style === "deepObject") for (const v of values) search.append(`${param.name}[]`, v); // as docgen writes it: expand[]=a
    else if (param.explode) for (const v of values) search.append(param.name, v);
    else search.append(param.name, values.join(SEPARATORS[param.style] ?? ","));
  };
  // A list's default, shown as JSON (`["a","b"]`), as the field takes it: comma-separated.
  const listText = (type, text) => {
    if (!/^array\b/.test(type) || !text.startsWith("[")) return text;
    try {
      const value = JSON.parse(text);
      return Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ") : text;
    } catch {
      return text;
    }
  };
  const headingText = (el) => (/^H[1-6]$/.test(el.tagName) ? el.textContent.replace(/#$/, "").trim() : null);

  // Text in single quotes for a POSIX shell: a quote inside ends them, is escaped, and opens them again.
  const shellQuote = (text) => `'${String(text).replaceAll("'", "'\\''")}'`;
  // Through the site's CORS proxy (tryItProxy, data-docgen-proxy), when it has one: its {url} replaced by the
  // request's URL, percent-encoded, or the URL appended to it. A site path is on this site's origin.
  const viaProxy = (proxy, url) => (proxy ? new URL(proxy.includes("{url}") ? proxy.replace("{url}", encodeURIComponent(url.href)) : proxy + url.href, location.href) : url);

  // OAuth2 for Try it: a "Get a token" button under the Authorization field of an operation whose scheme is OAuth2 or
  // OpenID Connect (the Api's data-oauth-flows, data-authorization-url, data-token-url, data-oauth-discovery and
  // data-oauth-scopes; see oauthAttributes in src/openapi/pages/auth.ts). It runs one of the spec's flows from the
  // browser and puts the access token in the field: authorization code (always with PKCE) and implicit in a window of
  // their own, which the authorization server sends back to _docgen/oauth-callback.html (beside this script; it hands
  // the answer back by BroadcastChannel and postMessage), client credentials and password by a request to the token
  // URL (the client's secret in the body). The client ID is the site's (tryItClientId, data-oauth-client-id) unless
  // the reader typed one. A discovery document (OpenID Connect's, or 3.2's oauth2MetadataUrl) gives the URLs when the
  // spec does not, read when the button is pressed.
  const OAUTH_FLOWS = { authorizationCode: "oauthAuthorizationCode", implicit: "oauthImplicit", clientCredentials: "oauthClientCredentials", password: "oauthPasswordFlow" };
  const OAUTH_CALLBACK = new URL("oauth-callback.html", document.currentScript?.src || new URL("/_docgen/", location.href)).href;
  const base64url = (bytes) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join("")).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  const randomText = (size) => base64url(crypto.getRandomValues(new Uint8Array(size)));
  // The sign-ins waiting for the authorization server's answer, by their state.
  const waiting = new Map();
  let listening = false;
  const listen = () => {
    if (listening) return;
    listening = true;
    const answered = (data) => {
      if (!data || data.docgenOAuth !== true) return;
      // The authorization code flow answers in the query, the implicit flow in the fragment.
      const fields = new URLSearchParams(String(data.search ?? "").replace(/^\?/, ""));
      for (const [key, value] of new URLSearchParams(String(data.hash ?? "").replace(/^#/, ""))) fields.set(key, value);
      const resolve = waiting.get(fields.get("state"));
      waiting.delete(fields.get("state"));
      resolve?.(fields);
    };
    addEventListener("message", (event) => {
      if (event.origin === location.origin) answered(event.data);
    });
    try {
      new BroadcastChannel("docgen-oauth").addEventListener("message", (event) => answered(event.data));
    } catch {
      // no BroadcastChannel: the callback page's postMessage to its opener is the way back
    }
  };
  const discovered = new Map();
  /** An error whose message is for the reader. */
  const said = (name, values) => Object.assign(new Error(docgenWords(name, values)), { said: true });
  // "invalid_client: Unknown client" from an OAuth2 error's fields (an object), or the HTTP status.
  const oauthError = (fields, status) => [fields?.error, fields?.error_description].filter(Boolean).join(": ") || String(status ?? "");

  /** The "Get a token" button and its form for one Try it form's Authorization field; null without OAuth2 data. */
  const oauthPanel = (section, input, id, serverOf) => {
    const discovery = section.dataset.oauthDiscovery ?? "";
    let flows = (section.dataset.oauthFlows ?? "").split(/\s+/).filter((flow) => Object.hasOwn(OAUTH_FLOWS, flow));
    if (!flows.length && discovery) flows = ["authorizationCode"];
    if (!flows.length) return null;
    const proxy = section.dataset.docgenProxy;
    const given = { authorization: section.dataset.authorizationUrl ?? "", token: section.dataset.tokenUrl ?? "" };
    const toggle = make("button", { type: "button", class: "docgen-try__oauth-toggle", "aria-expanded": "false", "aria-controls": id("oauth") }, docgenWords("oauthGetToken"));
    const panel = make("fieldset", { class: "docgen-try__oauth", id: id("oauth"), hidden: true }, make("legend", {}, docgenWords("oauthTitle")));
    const row = (name, control, note) => {
      const wrapper = make("div", { class: "docgen-try__row" }, make("label", { for: control.id }, docgenWords(name), note ? make("span", { class: "docgen-try__optional" }, ` ${docgenWords(note)}`) : ""), control);
      panel.append(wrapper);
      return wrapper;
    };
    const text = (part, props = {}) => make("input", { type: "text", id: id(`oauth-${part}`), class: "docgen-try__input", spellcheck: false, autocomplete: "off", ...props });
    const flow = make("select", { id: id("oauth-flow"), class: "docgen-try__input" }, ...flows.map((name) => make("option", { value: name }, docgenWords(OAUTH_FLOWS[name]))));
    const clientKey = `docgen-oauth-client:${given.authorization || given.token || discovery}`;
    const clientId = text("client", { value: store.get(clientKey) ?? section.dataset.oauthClientId ?? "" });
    const secret = text("secret", { type: "password", autocomplete: "off" });
    const username = text("username", { autocomplete: "username" });
    const password = text("password", { type: "password", autocomplete: "current-password" });
    const scopes = text("scopes", { value: section.dataset.oauthScopes ?? "", placeholder: docgenWords("oauthScopesNote") });
    const redirect = text("redirect", { value: OAUTH_CALLBACK, readOnly: true });
    row("oauthFlow", flow);
    row("oauthClientId", clientId);
    const secretRow = row("oauthClientSecret", secret, "optional");
    const secretNote = secretRow.querySelector(".docgen-try__optional");
    const userRows = [row("oauthUsername", username), row("oauthPassword", password)];
    row("oauthScopes", scopes);
    const redirectRow = row("oauthRedirect", redirect);
    const get = make("button", { type: "button", class: "docgen-try__oauth-get" }, docgenWords("oauthGet"));
    const status = make("p", { class: "docgen-try__status", role: "status" });
    panel.append(make("div", { class: "docgen-try__actions" }, get, status));
    // Only the fields the chosen flow takes; a client secret is optional but for client credentials.
    const show = () => {
      const chosen = flow.value;
      secretRow.hidden = chosen === "implicit";
      secretNote.hidden = chosen === "clientCredentials";
      for (const r of userRows) r.hidden = chosen !== "password";
      redirectRow.hidden = chosen !== "authorizationCode" && chosen !== "implicit";
    };
    flow.addEventListener("change", show);
    show();
    toggle.addEventListener("click", () => {
      const open = panel.hidden;
      panel.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      if (open) (clientId.value ? get : clientId).focus();
    });
    // Enter in the panel gets a token; it does not send the API request.
    panel.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
        event.preventDefault();
        get.click();
      }
    });

    // The authorization and token URLs: the spec's, else the discovery document's; relative ones against the server.
    const endpoints = async () => {
      let urls = given;
      if (discovery && (!urls.token || (!urls.authorization && flow.value !== "clientCredentials" && flow.value !== "password"))) {
        const url = new URL(discovery, serverOf());
        if (!discovered.has(url.href)) {
          discovered.set(url.href, fetch(viaProxy(proxy, url), { mode: "cors", credentials: "omit", headers: { accept: "application/json" } }).then(async (response) => {
            if (!response.ok) throw new Error(String(response.status));
            const metadata = await response.json();
            return { authorization: String(metadata.authorization_endpoint ?? ""), token: String(metadata.token_endpoint ?? "") };
          }));
        }
        try {
          const found = await discovered.get(url.href);
          urls = { authorization: urls.authorization || found.authorization, token: urls.token || found.token };
        } catch {
          discovered.delete(url.href);
          throw said("oauthDiscoveryFailed", { url: url.href });
        }
      }
      const needed = flow.value === "authorizationCode" ? ["authorization", "token"] : flow.value === "implicit" ? ["authorization"] : ["token"];
      for (const name of needed) if (!urls[name]) throw said(discovery ? "oauthDiscoveryFailed" : "oauthNoUrl", { url: discovery });
      return { authorization: urls.authorization && new URL(urls.authorization, serverOf()), token: urls.token && new URL(urls.token, serverOf()) };
    };
    const tokenRequest = async (url, fields) => {
      status.textContent = docgenWords("oauthRequesting", { origin: url.origin });
      const target = viaProxy(proxy, url);
      let response;
      let body;
      try {
        response = await fetch(target, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== "")),
          mode: "cors",
          credentials: "omit",
          cache: "no-store",
        });
        body = await response.text();
      } catch {
        throw said("oauthNoAnswer", { origin: target.origin });
      }
      let data;
      try {
        data = JSON.parse(body);
      } catch {
        data = Object.fromEntries(new URLSearchParams(body)); // some servers answer as a form unless told otherwise
      }
      if (!response.ok || typeof data?.access_token !== "string") {
        throw said("oauthRefused", { error: oauthError(data, response.status) });
      }
      return { token: data.access_token, expiresIn: data.expires_in };
    };
    const signIn = async (urls, popup) => {
      const state = randomText(16);
      const query = { response_type: flow.value === "implicit" ? "token" : "code", client_id: clientId.value.trim(), redirect_uri: OAUTH_CALLBACK, scope: scopes.value.trim(), state };
      let verifier = "";
      if (flow.value === "authorizationCode") {
        // PKCE: S256 where the page may hash (a secure context: https, or localhost), else the verifier itself.
        verifier = randomText(32);
        const hashed = crypto.subtle ? new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))) : null;
        Object.assign(query, { code_challenge: hashed ? base64url(hashed) : verifier, code_challenge_method: hashed ? "S256" : "plain" });
      }
      const url = new URL(urls.authorization);
      for (const [key, value] of Object.entries(query)) if (value !== "") url.searchParams.set(key, value);
      listen();
      const answer = new Promise((resolve) => waiting.set(state, resolve));
      popup.location.href = url.href;
      status.textContent = docgenWords("oauthWaiting", { origin: url.origin });
      const fields = await answer;
      if (fields.get("error")) throw said("oauthDenied", { error: oauthError(Object.fromEntries(fields)) });
      if (flow.value === "implicit") {
        if (!fields.get("access_token")) throw said("oauthDenied", { error: oauthError(Object.fromEntries(fields)) });
        return { token: fields.get("access_token"), expiresIn: fields.get("expires_in") };
      }
      return tokenRequest(urls.token, { grant_type: "authorization_code", code: fields.get("code") ?? "", redirect_uri: OAUTH_CALLBACK, client_id: query.client_id, client_secret: secret.value, code_verifier: verifier });
    };

    get.addEventListener("click", async () => {
      const chosen = flow.value;
      const required = [[clientId, "oauthClientId"]];
      if (chosen === "clientCredentials") required.push([secret, "oauthClientSecret"]);
      if (chosen === "password") required.push([username, "oauthUsername"], [password, "oauthPassword"]);
      for (const control of panel.querySelectorAll("input")) control.removeAttribute("aria-invalid");
      const missing = required.filter(([control]) => control.value.trim() === "");
      if (missing.length) {
        for (const [control] of missing) control.setAttribute("aria-invalid", "true");
        status.textContent = docgenWords("fillIn", { fields: missing.map(([, name]) => docgenWords(name)).join(", ") });
        missing[0][0].focus();
        return;
      }
      store.set(clientKey, clientId.value.trim());
      // The sign-in window opens now, while the click allows it, and is sent to the authorization server once its
      // address is known (reading a discovery document and hashing the PKCE verifier take a moment).
      const popup = chosen === "authorizationCode" || chosen === "implicit" ? window.open("", "docgen-oauth", "popup,width=520,height=680") : null;
      if ((chosen === "authorizationCode" || chosen === "implicit") && !popup) {
        status.textContent = docgenWords("oauthPopupBlocked");
        return;
      }
      get.disabled = chosen === "clientCredentials" || chosen === "password";
      try {
        const urls = await endpoints();
        const { token, expiresIn } =
          chosen === "clientCredentials"
            ? await tokenRequest(urls.token, { grant_type: "client_credentials", client_id: clientId.value.trim(), client_secret: secret.value, scope: scopes.value.trim() })
            : chosen === "password"
              ? await tokenRequest(urls.token, { grant_type: "password", username: username.value, password: password.value, client_id: clientId.value.trim(), client_secret: secret.value, scope: scopes.value.trim() })
              : await signIn(urls, popup);
        input.value = token;
        input.removeAttribute("aria-invalid");
        store.set("docgen-try-header:authorization", token);
        // Its lifetime, when the server gives one, in minutes (at least 1).
        const seconds = Number(expiresIn);
        status.textContent = Number.isFinite(seconds) && seconds > 0 ? docgenWords("oauthGotFor", { minutes: Math.max(1, Math.round(seconds / 60)) }) : docgenWords("oauthGot");
      } catch (error) {
        popup?.close();
        status.textContent = error.said ? error.message : docgenWords("oauthFailed", { error: error.message });
      } finally {
        get.disabled = false;
      }
    });
    return { toggle, panel };
  };

  sections.forEach((section, s) => {
    const head = section.querySelector(":scope > .docgen-api__head");
    const method = section.querySelector(".docgen-method")?.textContent.trim() ?? "GET";
    const path = section.querySelector(".docgen-api__path")?.textContent.trim() ?? "/";
    if (!head) return;
    // The request's parameters and example: what comes before the Responses heading.
    const headings = [...section.querySelectorAll("h2, h3, h4, h5, h6")];
    const responses = headings.find((h) => headingText(h) === docgenWords("responses"));
    const before = (el) => !responses || Boolean(el.compareDocumentPosition(responses) & Node.DOCUMENT_POSITION_FOLLOWING);
    const params = [];
    // The body's own fields (not those of a nested object), for a multipart body's parts: which are required, and
    // which are lists (a list of files takes several).
    const requiredParts = new Set();
    const listParts = new Set();
    for (const field of section.querySelectorAll(".docgen-field--param")) {
      if (!before(field)) break;
      const where = field.querySelector(".docgen-field__in")?.textContent.trim();
      const name = field.querySelector(".docgen-field__name")?.textContent.trim();
      if (where === "body" && name && field.dataset.depth === "0") {
        if (field.querySelector(".docgen-field__required")) requiredParts.add(name);
        if (/^array\b/.test(field.querySelector(".docgen-field__type")?.textContent.trim() ?? "")) listParts.add(name);
      }
      if (!name || !["path", "query", "header", "cookie"].includes(where) || params.some((p) => p.in === where && p.name === name)) continue;
      const type = field.querySelector(".docgen-field__type")?.textContent.trim() ?? "";
      const style = field.dataset.style || "form";
      params.push({
        in: where,
        name,
        type,
        constraints: field.querySelector(".docgen-field__constraints")?.textContent.trim() ?? "",
        // A list in the query is typed comma-separated and sent as its style says (OpenAPI's default: form, exploded).
        list: where === "query" && /^array\b/.test(type),
        style,
        explode: field.dataset.explode ? field.dataset.explode === "true" : style === "form",
        required: Boolean(field.querySelector(".docgen-field__required")),
        default: listText(type, field.querySelector(".docgen-field__default code")?.textContent ?? ""),
      });
    }
    // The body's first example: in the examples column, a code block titled "Request body ..." or the first of a
    // group labelled "Request body examples" (docgen openapi's); else a code block after a heading "Request example"
    // (a page written by hand). In the site's words: the labels docgen openapi wrote them with.
    const startsWith = (text, name) => text === docgenWords(name) || text.startsWith(`${docgenWords(name)}:`) || text.startsWith(`${docgenWords(name)} `);
    const exampleTitle = [...section.querySelectorAll("figcaption.docgen-code-title")].find((c) => before(c) && startsWith(c.textContent.trim(), "requestBody"));
    const exampleGroup = [...section.querySelectorAll("[data-docgen-code-group]")].find((g) => before(g) && (g.dataset.label ?? "") === docgenWords("requestBodyExamples"));
    const exampleHeading = headings.find((h) => before(h) && startsWith(headingText(h), "requestExample"));
    let example = (exampleTitle?.parentElement ?? exampleGroup)?.querySelector("pre")?.textContent.replace(/\n$/, "") ?? "";
    if (!example && exampleHeading) {
      for (let el = exampleHeading.nextElementSibling; el && !headingText(el); el = el.nextElementSibling) {
        const code = el.matches("pre") ? el : el.querySelector("pre");
        if (code) {
          example = code.textContent.replace(/\n$/, "");
          break;
        }
      }
    }
    // The body the curl command sends: its `-d '...'` arguments, single-quoted for the shell, joined by `&` as curl
    // joins them (a form has one a field). Without an example of the spec's, that is the body docgen built from the
    // schema; for a form, it is the example written as the body's encoding says (`address[city]=Paris`), which a JSON
    // example does not show.
    const requestType = section.dataset.requestType ?? "";
    const formBody = /x-www-form-urlencoded/i.test(requestType);
    const curl = [...section.querySelectorAll("pre > code")].find((code) => before(code) && /^curl /.test(code.textContent))?.textContent ?? "";
    const unquote = (text) => text.replaceAll("'\\''", "'");
    /** The curl command's arguments of `flags` (an alternation), in order: [flag, value with its shell quoting undone]. */
    const curlArgs = (flags) => [...curl.matchAll(new RegExp(`\\n\\s*(${flags}) '((?:[^']|'\\\\'')*)'`, "g"))].map(([, flag, quoted]) => [flag, unquote(quoted)]);
    if (!example || formBody) {
      const data = curlArgs("-d");
      if (data.length > 0) example = data.map(([, text]) => text).join("&");
    }
    // A multipart body's parts as the curl command sends them: `-F 'name=value'`, `-F 'name=@file'` for a file,
    // `--form-string` for text curl would otherwise read (see formPart in curl.ts). After `-F`'s value, `;type=`
    // names the part's media type; a value in double quotes (`\\` and `\"` escaped) is text, whatever it holds.
    // A file's bytes as the whole body: `--data-binary '@file'`.
    const parts = curlArgs("-F|--form-string").map(([flag, text]) => {
      const at = text.indexOf("=");
      let value = text.slice(at + 1);
      let params = "";
      let word = false;
      if (flag === "-F" && value.startsWith('"')) {
        word = true;
        let i = 1;
        let unescaped = "";
        for (; i < value.length && value[i] !== '"'; i++) unescaped += value[i] === "\\" && (value[i + 1] === "\\" || value[i + 1] === '"') ? value[++i] : value[i];
        params = value.slice(i + 1);
        value = unescaped;
      } else if (flag === "-F" && value.includes(";")) {
        params = value.slice(value.indexOf(";"));
        value = value.slice(0, value.indexOf(";"));
      }
      const type = /;type=([^;]+)/.exec(params)?.[1] ?? "";
      return { name: text.slice(0, at), file: flag === "-F" && !word && value.startsWith("@"), value, type };
    });
    const fileBody = /\n\s*--data-binary '@/.test(curl);
    const id = (part) => `docgen-try-${s}-${part}`;

    const toggle = make("button", { type: "button", class: "docgen-try__toggle", "aria-expanded": "false", "aria-controls": id("form") }, docgenWords("tryIt"));
    const form = make("form", { class: "docgen-try", id: id("form"), hidden: true, noValidate: true, "aria-label": docgenWords("tryItForm", { method, path }) });
    const serverKey = `docgen-try-server:${section.dataset.docgenTry}`;
    const server = make("input", { type: "url", id: id("server"), class: "docgen-try__input", value: store.get(serverKey) ?? section.dataset.docgenTry, placeholder: "https://api.example.com", spellcheck: false, autocomplete: "url" });
    // The spec's other addresses (a sandbox, another region: data-servers, the server first), to pick from; the
    // field stays free to type in.
    const choices = (section.dataset.servers ?? "").split(/\s+/).filter(Boolean);
    let serverControl = server;
    if (choices.length > 1) {
      const pick = make("select", { id: id("servers"), class: "docgen-try__input", "aria-label": docgenWords("serverChoices") }, ...choices.map((url) => make("option", { value: url }, url)));
      const follow = () => (pick.value = server.value.trim().replace(/\/+$/, "")); // no option of it: none shown
      follow();
      pick.addEventListener("change", () => {
        server.value = pick.value;
        server.removeAttribute("aria-invalid");
      });
      server.addEventListener("input", follow);
      serverControl = make("div", { class: "docgen-try__stack" }, pick, server);
    }
    form.append(make("div", { class: "docgen-try__row" }, make("label", { for: id("server") }, docgenWords("server")), serverControl));

    // The header values the curl command sends. A credential written as a scheme and a placeholder ("Bearer
    // <token>", "Basic <credentials>") shows the scheme before its field, and the field takes what follows it.
    const curlHeaders = new Map(
      curlArgs("-H")
        .map(([, h]) => h)
        .filter((h) => h.includes(":"))
        .map((h) => [h.slice(0, h.indexOf(":")).trim().toLowerCase(), h.slice(h.indexOf(":") + 1).trim()]),
    );
    const schemeOf = (name) => /^([A-Za-z][\w.-]*) (<[^<>]+>)$/.exec(curlHeaders.get(name.toLowerCase()) ?? "");
    const isBasic = (param) => param.scheme?.toLowerCase() === "basic";
    /**
     * The value to send: `typed`, after the field's scheme unless it already starts with it (any case). For Basic,
     * `user:password` is encoded first (Base64 of its UTF-8), as the scheme wants; Base64 holds no colon, so an
     * encoded value is told apart.
     */
    const withScheme = (param, typed) => {
      let value = typed.trim();
      if (!param.scheme || value === "" || value.toLowerCase().startsWith(`${param.scheme.toLowerCase()} `)) return typed;
      if (isBasic(param) && value.includes(":")) value = btoa(Array.from(new TextEncoder().encode(value), (byte) => String.fromCharCode(byte)).join(""));
      return `${param.scheme} ${value}`;
    };

    const inputs = [];
    const groups = [
      ["path", docgenWords("pathParameters")],
      ["query", docgenWords("queryParameters")],
      ["header", docgenWords("headers")],
    ];
    for (const [where, title] of groups) {
      const list = params.filter((p) => p.in === where);
      if (!list.length) continue;
      const fieldset = make("fieldset", { class: "docgen-try__group" }, make("legend", {}, title));
      list.forEach((p, i) => {
        const inputId = id(`${where}-${i}`);
        const scheme = where === "header" ? schemeOf(p.name) : null;
        if (scheme) p.scheme = scheme[1];
        const remembered = where === "header" ? store.get(`docgen-try-header:${p.name.toLowerCase()}`) : null;
        const placeholder = scheme ? (isBasic(p) ? "user:password" : scheme[2]) : [p.type, p.constraints, p.list ? docgenWords("commaSeparated") : ""].filter(Boolean).join(", ");
        const input = make("input", { type: "text", id: inputId, class: "docgen-try__input", value: remembered ?? p.default, placeholder, spellcheck: false, autocomplete: "off" });
        if (p.required) input.setAttribute("aria-required", "true");
        const label = make("label", { for: inputId }, make("code", {}, p.name), p.required ? make("span", { class: "docgen-try__required" }, ` ${docgenWords("required")}`) : "");
        let control = input;
        if (scheme) {
          // "Bearer" before the field; a pasted "Bearer abc" is sent as it is, not as "Bearer Bearer abc".
          const note = make("span", { id: id(`${where}-${i}-scheme`), class: "docgen-sr-only" }, docgenWords(isBasic(p) ? "schemeNoteBasic" : "schemeNote", { scheme: p.scheme }));
          input.setAttribute("aria-describedby", note.id);
          control = make("div", { class: "docgen-try__affix" }, make("span", { class: "docgen-try__scheme", "aria-hidden": "true" }, p.scheme), input, note);
        }
        fieldset.append(make("div", { class: "docgen-try__row" }, label, control));
        inputs.push({ param: p, input });
      });
      form.append(fieldset);
    }
    // OAuth2: "Get a token" under the Authorization field (see oauthPanel).
    const authorization = inputs.find(({ param }) => param.in === "header" && param.name.toLowerCase() === "authorization" && !isBasic(param));
    const oauth = authorization && oauthPanel(section, authorization.input, id, () => (server.value.trim() ? server.value.trim().replace(/\/*$/, "/") : location.href));
    if (oauth) authorization.input.closest(".docgen-try__row").after(make("div", { class: "docgen-try__row" }, make("span"), make("div", {}, oauth.toggle, oauth.panel)));
    const cookies = params.filter((p) => p.in === "cookie");
    if (cookies.length) form.append(make("p", { class: "docgen-try__note" }, docgenWords(cookies.length === 1 ? "cookieNote" : "cookiesNote", { names: cookies.map((p) => p.name).join(", ") })));

    let body;
    if (requestType && (method === "GET" || method === "HEAD")) {
      // OpenAPI 3.1 allows a body on a GET; fetch refuses to send one.
      form.append(make("p", { class: "docgen-try__note" }, docgenWords("bodyWithoutMethod", { method, type: requestType })));
    } else if (requestType && /^multipart\//i.test(requestType) && parts.length) {
      const fieldset = make("fieldset", { class: "docgen-try__group" }, make("legend", {}, `${docgenWords("body")} `, make("code", {}, requestType)));
      parts.forEach((part, i) => {
        // The parts of a list of files are one chooser that takes several.
        if (part.file && parts.findIndex((p) => p.file && p.name === part.name) < i) return;
        const several = part.file && (listParts.has(part.name) || parts.filter((p) => p.file && p.name === part.name).length > 1);
        const inputId = id(`part-${i}`);
        const required = requiredParts.has(part.name);
        const input = part.file
          ? make("input", { type: "file", id: inputId, class: "docgen-try__input", multiple: several })
          : make("input", { type: "text", id: inputId, class: "docgen-try__input", value: part.value, spellcheck: false, autocomplete: "off" });
        if (required) input.setAttribute("aria-required", "true");
        const label = make("label", { for: inputId }, make("code", {}, part.name), part.file ? ` ${docgenWords(several ? "files" : "file")}` : "", part.type && !part.file ? ` (${part.type})` : "", required ? make("span", { class: "docgen-try__required" }, ` ${docgenWords("required")}`) : "");
        fieldset.append(make("div", { class: "docgen-try__row" }, label, input));
        inputs.push({ param: { in: "body", name: part.name, required, file: part.file, type: part.type }, input });
      });
      form.append(fieldset);
    } else if (requestType && /^multipart\//i.test(requestType)) {
      form.append(make("p", { class: "docgen-try__note" }, docgenWords("bodyElsewhere", { type: requestType })));
    } else if (requestType && fileBody) {
      body = make("input", { type: "file", id: id("body"), class: "docgen-try__input" });
      form.append(make("div", { class: "docgen-try__row" }, make("label", { for: id("body") }, `${docgenWords("body")} `, make("code", {}, requestType), ` ${docgenWords("file")}`), body));
    } else if (requestType) {
      let text = example;
      if (formBody && text) {
        try {
          const value = JSON.parse(text);
          if (value && typeof value === "object" && !Array.isArray(value)) text = new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString();
        } catch {
          // not JSON: sent as written
        }
      }
      body = make("textarea", { id: id("body"), class: "docgen-try__body", rows: String(Math.min(16, Math.max(4, text.split("\n").length + 1))), spellcheck: false });
      body.value = text;
      // Several examples of the body (docgen openapi's group "Request body examples", the first filled in): a list
      // fills the body with another. Not for a form body, which takes the curl command's encoding of the first.
      const examples =
        exampleGroup && !exampleTitle && !formBody
          ? [...exampleGroup.querySelectorAll("figure")].map((figure) => ({ title: figure.querySelector("figcaption")?.textContent.trim() ?? "", text: figure.querySelector("pre")?.textContent.replace(/\n$/, "") ?? "" })).filter((e) => e.title && e.text)
          : [];
      let control = body;
      if (examples.length > 1 && examples[0].text === text) {
        const pick = make("select", { id: id("example"), class: "docgen-try__input", "aria-label": docgenWords("bodyExamples") }, ...examples.map((e, i) => make("option", { value: String(i) }, e.title)));
        pick.addEventListener("change", () => {
          body.value = examples[Number(pick.value)].text;
        });
        control = make("div", { class: "docgen-try__stack" }, pick, body);
      }
      form.append(make("div", { class: "docgen-try__row docgen-try__row--body" }, make("label", { for: id("body") }, `${docgenWords("body")} `, make("code", {}, requestType)), control));
    }

    const send = make("button", { type: "submit", class: "docgen-try__send" }, docgenWords("send"));
    const copyCurl = make("button", { type: "button", class: "docgen-try__copy-curl" }, docgenWords("copyAsCurl"));
    const status = make("p", { class: "docgen-try__status", role: "status" });
    const result = make("div", { class: "docgen-try__result", hidden: true });
    form.append(make("div", { class: "docgen-try__actions" }, send, copyCurl, status), result);

    head.append(toggle);
    head.after(form);
    toggle.addEventListener("click", () => {
      const open = form.hidden;
      form.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      if (open) (inputs.find((i) => i.param.required && !i.input.value)?.input ?? server).focus();
    });

    /**
     * The request the form describes: { url, headers, named (the headers by the page's names), payload }; undefined
     * when a field is missing or wrong, which is marked and said. The server and header values are kept for the tab.
     */
    const request = () => {
      status.classList.remove("docgen-sr-only");
      for (const { input } of inputs) input.removeAttribute("aria-invalid");
      server.removeAttribute("aria-invalid");
      const missing = inputs.filter(({ param, input }) => param.required && input.value.trim() === "");
      if (missing.length) {
        for (const { input } of missing) input.setAttribute("aria-invalid", "true");
        status.textContent = docgenWords("fillIn", { fields: missing.map(({ param }) => `${param.name} (${param.in})`).join(", ") });
        missing[0].input.focus();
        return undefined;
      }
      let url;
      try {
        url = new URL(server.value.trim().replace(/\/+$/, "") + path.replace(/\{([^}]+)\}/g, (whole, name) => {
          const found = inputs.find(({ param }) => param.in === "path" && param.name === name);
          return found ? encodeURIComponent(found.input.value.trim()) : whole;
        }));
        if (!/^https?:$/.test(url.protocol)) throw new Error("not http");
      } catch {
        server.setAttribute("aria-invalid", "true");
        status.textContent = docgenWords("serverMissing");
        server.focus();
        return undefined;
      }
      for (const { param, input } of inputs) if (param.in === "query" && input.value !== "") appendQuery(url.searchParams, param, input.value);
      const headers = new Headers();
      // The headers as named on the page, for the curl command.
      let named = [];
      for (const { param, input } of inputs) {
        if (param.in !== "header" || input.value === "") continue;
        try {
          headers.set(param.name, withScheme(param, input.value));
          named.push([param.name, headers.get(param.name)]);
        } catch {
          input.setAttribute("aria-invalid", "true");
          status.textContent = docgenWords("badHeaderValue", { name: param.name });
          input.focus();
          return undefined;
        }
      }
      let payload = body?.type === "file" ? body.files[0] : body && body.value !== "" ? body.value : undefined;
      if (inputs.some(({ param }) => param.in === "body")) {
        // The browser writes a multipart body's Content-Type itself, with the boundary between the parts.
        payload = new FormData();
        for (const { param, input } of inputs) {
          if (param.in !== "body") continue;
          if (param.file) for (const file of input.files) payload.append(param.name, file);
          // A text part that declares its media type (JSON for an object) goes as a Blob of that type.
          else if (input.value !== "" || param.required) payload.append(param.name, param.type ? new Blob([input.value], { type: param.type }) : input.value);
        }
        headers.delete("content-type");
        named = named.filter(([name]) => name.toLowerCase() !== "content-type");
      } else if (payload !== undefined && !headers.has("content-type")) {
        headers.set("content-type", requestType);
        named.push(["Content-Type", requestType]);
      }
      store.set(serverKey, server.value.trim() === section.dataset.docgenTry ? "" : server.value.trim());
      for (const { param, input } of inputs) if (param.in === "header") store.set(`docgen-try-header:${param.name.toLowerCase()}`, input.value);
      return { url, headers, named, payload };
    };

    /**
     * The curl command of a request (see request), with what the reader filled in, sent to the API itself (a terminal
     * has no CORS, so not through the site's proxy): each header by its name on the page, a JSON or text body as it
     * is (`--data-raw`: an `@` at its start is text), a multipart body's parts as the page's curl command writes them
     * (a chosen file by its name, for the reader to run where the file is), a file body by its name.
     */
    const asCurl = ({ url, named, payload }) => {
      const words = ["curl"];
      if (/[[\]{}]/.test(url.href)) words.push("--globoff");
      if (method === "HEAD") words.push("--head");
      else if (method !== "GET") words.push("-X", method);
      const parts = [`${words.join(" ")} ${shellQuote(url.href)}`];
      for (const [name, value] of named) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
      if (payload instanceof FormData) {
        for (const { param, input } of inputs) {
          if (param.in !== "body") continue;
          if (param.file) for (const file of input.files) parts.push(`-F ${shellQuote(`${param.name}=@${file.name}`)}`);
          else if (input.value !== "" || param.required) {
            parts.push(param.type ? `-F ${shellQuote(`${param.name}="${input.value.replace(/[\\"]/g, "\\$&")}";type=${param.type}`)}` : `--form-string ${shellQuote(`${param.name}=${input.value}`)}`);
          }
        }
      } else if (payload instanceof File) parts.push(`--data-binary ${shellQuote(`@${payload.name}`)}`);
      else if (payload !== undefined) parts.push(`--data-raw ${shellQuote(payload)}`);
      return parts.join(" \\\n  ");
    };
    copyCurl.addEventListener("click", async () => {
      const built = request();
      if (!built) return;
      try {
        await navigator.clipboard.writeText(asCurl(built));
        status.textContent = docgenWords("curlCopied");
      } catch {
        status.textContent = docgenWords("curlNotCopied");
      }
    });

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const built = request();
      if (!built) return;
      const { url, headers, payload } = built;

      send.disabled = true;
      form.setAttribute("aria-busy", "true");
      // Through the site's CORS proxy (tryItProxy), when it has one (see viaProxy).
      const proxy = section.dataset.docgenProxy;
      const target = viaProxy(proxy, url);
      status.textContent = proxy ? docgenWords("sendingThroughProxy", { method, url: url.href, proxy: target.origin }) : docgenWords("sending", { method, url: url.href });
      const started = performance.now();
      try {
        const response = await fetch(target, { method, headers, body: payload, mode: "cors", credentials: "omit", cache: "no-store" });
        // An answer of bytes (a PDF, an image, application/octet-stream) is kept as bytes and offered as a file.
        const bytes = method !== "HEAD" && BYTES.test(response.headers.get("content-type") ?? "");
        const blob = bytes ? await response.blob() : null;
        const text = method === "HEAD" || bytes ? "" : await response.text();
        const ms = Math.round(performance.now() - started);
        show(response, text, ms, blob);
        // Said to screen readers; the result below shows the same line.
        status.classList.add("docgen-sr-only");
        status.textContent = docgenWords("answered", { status: `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`, ms });
      } catch {
        result.hidden = true;
        status.textContent = proxy
          ? docgenWords("noResponseFromProxy", { origin: target.origin })
          : docgenWords("noResponse", { origin: url.origin });
      } finally {
        send.disabled = false;
        form.removeAttribute("aria-busy");
      }
    });

    let download = "";
    const show = (response, text, ms, blob) => {
      if (download) URL.revokeObjectURL(download);
      download = blob ? URL.createObjectURL(blob) : "";
      const type = response.headers.get("content-type") ?? "";
      let shown = text;
      if (/json/i.test(type)) {
        try {
          shown = JSON.stringify(JSON.parse(text), null, 2);
        } catch {
          // not valid JSON: shown as it came
        }
      }
      const cut = shown.length > MAX_SHOWN;
      const list = make("dl", { class: "docgen-try__headers" });
      for (const [name, value] of response.headers) list.append(make("dt", {}, name), make("dd", {}, value));
      result.replaceChildren(
        make("p", { class: `docgen-try__code docgen-try__code--${Math.floor(response.status / 100)}xx` }, make("strong", {}, String(response.status)), ` ${response.statusText} · ${docgenWords("milliseconds", { ms })}`),
        make("details", { class: "docgen-try__details" }, make("summary", {}, docgenWords("responseHeaders", { count: list.childElementCount / 2 })), list),
        blob
          ? make("p", { class: "docgen-try__note" }, `${docgenWords("responseBytes", { size: blob.size.toLocaleString("en-US"), type: type.split(";")[0].trim() })} `, make("a", { href: download, download: `response.${DOWNLOAD_SUBTYPE.exec(type)?.[1]?.toLowerCase() ?? "bin"}` }, docgenWords("saveFile")), ".")
          : shown === "" ? make("p", { class: "docgen-try__note" }, docgenWords("noBody")) : make("pre", { class: "docgen-try__response", tabIndex: 0, "aria-label": docgenWords("responseBody") }, make("code", {}, cut ? shown.slice(0, MAX_SHOWN) : shown)),
        cut ? make("p", { class: "docgen-try__note" }, docgenWords("responseCut", { shown: MAX_SHOWN.toLocaleString("en-US"), total: shown.length.toLocaleString("en-US") })) : "",
      );
      result.hidden = false;
      // A Copy button on the body (the copy script's), which copies all of it when only its start is shown.
      result.querySelector(".docgen-try__response")?.dispatchEvent(new CustomEvent("docgen:code", { bubbles: true, detail: { name: "response", text: shown } }));
    };
  });
})();

// Fields link to themselves, as section headings do: each ParamField, ResponseField and Field in the page gets an id
// made of its section (the id of the h2-h6 heading before it; none before the first) and its name,
// `request-body-author_id` or `201-user.login` (inside another field's body: that field's id, a dot and its name),
// and a `#` link beside its name, shown on hover and keyboard focus. The ids are given here, in the page, not at
// build time: the build renders each distinct field once and shares its markup between pages and sections. A link
// that opens the page at a field scrolls to it once it has its id, and marks it.
// A field with fields of its own (the fields right after it that are deeper, as a dotted name such as `user.login`
// makes them: every generated page writes an object's fields so) folds them away under a button, "Show 7 fields",
// as Stripe, Mintlify, Redoc and Scalar do, so that a long response reads as its top-level fields first; a field
// alone at its level starts open, so that a body wrapped in one `data` field shows what it holds. The folded
// fields stay findable: they are hidden="until-found", which the browser's find in page opens (and this script
// then opens the fields above them); a link to one opens them too. Print shows every field (docgen.css). Without
// JavaScript every field shows.
(() => {
  let section = "";
  let linked = false;
  for (const el of document.querySelectorAll("main :is(h2, h3, h4, h5, h6)[id], main .docgen-field")) {
    if (!el.classList.contains("docgen-field")) {
      section = el.id;
      continue;
    }
    const nameEl = el.querySelector(":scope > .docgen-field__head > .docgen-field__name");
    const name = nameEl?.textContent.trim().replace(/\s+/g, "_");
    if (!name || el.id) continue;
    const outer = el.parentElement?.closest(".docgen-field");
    const base = outer?.id ? `${outer.id}.${name}` : section ? `${section}-${name}` : name;
    let id = base;
    for (let n = 2; document.getElementById(id); n++) id = `${base}-${n}`;
    el.id = id;
    const link = document.createElement("a");
    link.className = "docgen-field__anchor";
    link.href = `#${encodeURIComponent(id)}`;
    link.setAttribute("aria-label", docgenWords("fieldLink", { name: nameEl.textContent.trim() }));
    link.textContent = "#";
    nameEl.after(link);
    linked = true;
  }
  if (!linked) return;
  // Each field's fields: in a run of sibling fields, the ones after it that are deeper, down to the next one that is
  // not. One pass with a stack of the fields above the current one.
  const parentOf = new Map();
  const childrenOf = new Map();
  // The top-level fields of each run of fields.
  const tops = [];
  let above = [];
  let last = null;
  for (const el of document.querySelectorAll("main .docgen-field[data-depth]")) {
    if (el.previousElementSibling !== last) {
      above = [];
      tops.push([]);
    }
    last = el;
    const depth = Number(el.dataset.depth) || 0;
    while (above.length > 0 && (Number(above.at(-1).dataset.depth) || 0) >= depth) above.pop();
    const parent = above.at(-1);
    if (parent) {
      parentOf.set(el, parent);
      if (!childrenOf.has(parent)) childrenOf.set(parent, []);
      childrenOf.get(parent).push(el);
    } else tops.at(-1).push(el);
    above.push(el);
  }
  const open = new Set();
  const words = (field, shown) => {
    const count = childrenOf.get(field).length;
    return count === 1 ? docgenWords(shown ? "hideField" : "showField") : docgenWords(shown ? "hideFields" : "showFields", { count });
  };
  const buttons = new Map();
  // Shows or hides a field's fields; each of them shows its own again only if it was open.
  const show = (field, shown) => {
    if (shown) open.add(field);
    else open.delete(field);
    const button = buttons.get(field);
    button.setAttribute("aria-expanded", String(shown));
    button.textContent = words(field, shown);
    const walk = (from, visible) => {
      for (const child of childrenOf.get(from) ?? []) {
        if (visible) child.removeAttribute("hidden");
        else child.setAttribute("hidden", "until-found");
        walk(child, visible && open.has(child));
      }
    };
    walk(field, shown);
  };
  // Opens every field above `el`, from the top, so that it shows.
  const reveal = (el) => {
    const chain = [];
    for (let p = parentOf.get(el); p; p = parentOf.get(p)) chain.unshift(p);
    for (const p of chain) if (!open.has(p)) show(p, true);
  };
  for (const [field, children] of childrenOf) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "docgen-field__toggle";
    button.setAttribute("aria-controls", children.map((c) => c.id).filter(Boolean).join(" "));
    button.addEventListener("click", () => show(field, !open.has(field)));
    field.append(button);
    buttons.set(field, button);
  }
  for (const field of childrenOf.keys()) show(field, false);
  // A field alone at its level is opened, and so on down while each holds one field: a body that wraps everything
  // in one `data` field reads as its fields, not as one button (Redoc's expandSingleSchemaField does the same).
  for (const run of tops) {
    for (let only = run.length === 1 ? run[0] : null; only && childrenOf.has(only); ) {
      show(only, true);
      const children = childrenOf.get(only);
      only = children.length === 1 ? children[0] : null;
    }
  }
  // Find in page found text in a folded field: the browser shows that field; open the ones above it too.
  for (const el of parentOf.keys()) el.addEventListener("beforematch", () => reveal(el));
  const mark = () => {
    let id;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    document.querySelector(".docgen-field--target")?.classList.remove("docgen-field--target");
    const target = id ? document.getElementById(id) : null;
    if (!target?.classList.contains("docgen-field")) return;
    const folded = target.hidden;
    reveal(target);
    target.classList.add("docgen-field--target");
    return { target, folded };
  };
  // The browser looked for the link's target before it had its id: scroll to it now. Later links find it, unless it
  // was folded away.
  mark()?.target.scrollIntoView();
  window.addEventListener("hashchange", () => {
    const marked = mark();
    if (marked?.folded) marked.target.scrollIntoView();
  });
})();

// The Menu and "On this page" toggles follow the layout as the window changes width (a tablet turned, a window
// resized): closed when it narrows past their breakpoint, as the page's inline scripts close them on load, and open
// when it widens, where their toggles are hidden and a closed one would hide the navigation or the list for good.
// On a page with a RequestExample or a ResponseExample the list stays behind its toggle at every width, as the reader
// left it.
(() => {
  for (const [selector, query] of [["details.docgen-nav-toggle", "(max-width: 52rem)"], ["details.docgen-toc-toggle", "(max-width: 75.99rem)"]]) {
    const toggle = document.querySelector(selector);
    if (!toggle || (selector === "details.docgen-toc-toggle" && toggle.closest(".docgen-layout--pane"))) continue;
    const narrow = matchMedia(query);
    narrow.addEventListener("change", () => {
      toggle.open = !narrow.matches;
    });
  }
})();

// Opening the Menu (narrow screens, where the navigation is a panel that scrolls on its own) scrolls the panel, and only
// it, so that the current page's link shows a third of the way down, as the layout's inline script does on wide
// screens when the page loads.
(() => {
  const toggle = document.querySelector("details.docgen-nav-toggle");
  const nav = toggle?.querySelector("nav.docgen-sidebar");
  if (!nav) return;
  toggle.addEventListener("toggle", () => {
    const link = toggle.open && nav.querySelector("[aria-current=page]");
    if (!link || nav.scrollHeight <= nav.clientHeight) return;
    const box = nav.getBoundingClientRect();
    const at = link.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) nav.scrollTop += at.top - box.top - nav.clientHeight / 3;
  });
})();

// "On this page": the link of the section being read has aria-current="location". That section is the last whose
// heading has reached a line a quarter of the way down the window (at most 10rem); once the page is scrolled to its
// end, short closing sections can reach no such line, so the last heading on screen counts. A link the reader
// followed stays marked while its heading is on screen, until they scroll themselves.
(() => {
  const nav = document.querySelector(".docgen-toc");
  if (!nav) return;
  const pairs = [];
  for (const link of nav.querySelectorAll('a[href^="#"]')) {
    let id;
    try {
      id = decodeURIComponent(link.getAttribute("href").slice(1));
    } catch {
      continue;
    }
    const heading = document.getElementById(id);
    if (heading) pairs.push([link, heading]);
  }
  if (!pairs.length) return;
  let current = null;
  let followed = null;
  let queued = false;
  const update = () => {
    queued = false;
    // Below 76rem the list is behind its toggle, closed unless the reader opened it: while it is closed there is
    // nothing to mark, and no headings to measure on each scroll.
    if (nav.getClientRects().length === 0) return;
    const height = window.innerHeight;
    const line = Math.min(height / 4, 160);
    let active = null;
    for (const [link, heading] of pairs) {
      if (heading.getBoundingClientRect().top > line + 1) break;
      active = link;
    }
    const root = document.documentElement;
    if (window.scrollY > 0 && window.scrollY + height >= root.scrollHeight - 2) {
      for (const [link, heading] of pairs) if (heading.getBoundingClientRect().top < height) active = link;
    }
    if (followed) {
      const top = followed[1].getBoundingClientRect().top;
      if (top >= -1 && top < height) active = followed[0];
      else followed = null;
    }
    if (active === current) return;
    current?.removeAttribute("aria-current");
    current = active;
    if (!active) return;
    active.setAttribute("aria-current", "location");
    // Keep the marked link in view inside the list when the list scrolls on its own.
    if (nav.scrollHeight > nav.clientHeight) {
      const box = nav.getBoundingClientRect();
      const at = active.getBoundingClientRect();
      if (at.top < box.top) nav.scrollTop -= box.top - at.top;
      else if (at.bottom > box.bottom) nav.scrollTop += at.bottom - box.bottom;
    }
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  const toggle = nav.closest("details.docgen-toc-toggle");
  const summary = toggle?.querySelector(":scope > summary");
  nav.addEventListener("click", (event) => {
    const link = event.target.closest?.("a");
    followed = pairs.find(([a]) => a === link) ?? null;
    // Above the page (where its toggle shows), the open list would push the section down: it closes before the
    // browser scrolls to it.
    if (followed && summary && summary.getClientRects().length > 0) toggle.removeAttribute("open");
    queue();
  });
  // The list opened on a narrow screen shows the section being read.
  toggle?.addEventListener("toggle", queue);
  // Scrolling by hand lets go of a followed link.
  for (const type of ["wheel", "touchmove", "keydown"]) window.addEventListener(type, () => {
    if (followed) {
      followed = null;
      queue();
    }
  }, { passive: true });
  window.addEventListener("scroll", queue, { passive: true });
  window.addEventListener("resize", queue);
  window.addEventListener("hashchange", queue);
  update();
})();

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

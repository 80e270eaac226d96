// docgen: click-to-zoom for images marked data-docgen-zoom. Without JS the image is just an image.
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

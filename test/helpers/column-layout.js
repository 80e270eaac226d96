// What the browser tests of the examples column (request-example.test.js, response-example.test.js) share: the two
// windows, an element's box, and the hand-written pages' filler (fields to stand beside, paragraphs of a page).

export const WIDE = { viewport: { width: 1440, height: 900 } };
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** An element's box in the window, rounded: { left, top, right, bottom }. */
export const box = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) };
  });

/** `n` query ParamFields, `field0` to `field<n-1>`, each with a line of description. */
export const queryFields = (n) =>
  Array.from({ length: n }, (_, i) => `{% ParamField name="field${i}", type="string", paramType="query" %}\nWhat field ${i} does.\n{% endParamField %}`).join("\n\n");

/** `n` paragraphs, "Paragraph 0" to "Paragraph <n-1>", each a line or two in the page's column. */
export const paragraphs = (n) =>
  Array.from({ length: n }, (_, i) => `Paragraph ${i} of the page, long enough to run a line or two in its column when the page is wide.`).join("\n\n");

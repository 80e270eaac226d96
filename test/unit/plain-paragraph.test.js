// Field bodies that are a line of plain words skip Markdown (src/plugin/plain-paragraph.ts). markdown-it, set up
// as docgen build sets it up, is the oracle: whatever plainParagraph accepts, Markdown renders the same way; and
// rendersPlainParagraphs says no to any setup that could render such a line otherwise.
import test from "ava";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import markdownItAttrs from "markdown-it-attrs";
import { attrsOnlyWithBraces, bareUrlLinks, focusableCode, githubAlerts, headingIds, headingLinks, textEscapes } from "../../dist/index.js";
import { normalizeSource } from "../../dist/plugin/body.js";
import { plainParagraph, rendersPlainParagraphs } from "../../dist/plugin/plain-paragraph.js";

/** markdown-it as `docgen build` has it: Eleventy's options, the plugin's own rules, then .eleventy.js's plugins. */
function docgenMarkdown(options = {}) {
  const md = new MarkdownIt({ html: true, ...options });
  textEscapes(md);
  md.core.ruler.at("normalize", normalizeSource);
  md.core.ruler.before("block", "docgen_nested_indent", () => undefined);
  return md.use(markdownItAttrs).use(attrsOnlyWithBraces).use(headingIds).use(bareUrlLinks).use(githubAlerts).use(focusableCode).use(headingLinks);
}

const md = docgenMarkdown();

test("docgen build's Markdown renders plain lines that way, and Eleventy's default one does too", (t) => {
  t.true(rendersPlainParagraphs(md));
  t.true(rendersPlainParagraphs(new MarkdownIt({ html: true })));
  t.not(md.renderer.rules.text, new MarkdownIt().renderer.rules.text, "the plugin's text rule (textEscapes) is the one in use");
});

test("any line plainParagraph accepts renders in Markdown exactly as it says", (t) => {
  // Mostly characters a plain line may hold, so that many lines are accepted; now and then anything else.
  const unit = fc.oneof(
    { arbitrary: fc.constantFrom(..."aZ09 .,;:?()'/-éŁ"), weight: 12 },
    { arbitrary: fc.constantFrom(..."*_`[]<>&\\{}|~!#\"@+=\t\n\u00a0\u2028$%^€", "://", "mailto:", "1.", "2)", "www.x.io", "x@y.io", "  "), weight: 1 },
  );
  let accepted = 0;
  fc.assert(
    fc.property(fc.string({ unit, minLength: 1, maxLength: 12 }), (text) => {
      const html = plainParagraph(text);
      if (html === undefined) return true;
      accepted++;
      return html === md.render(text);
    }),
    { numRuns: 20_000 },
  );
  t.true(accepted > 1000, `${accepted} lines accepted: the property is not vacuous`);
});

test("what is and is not a plain line", (t) => {
  t.is(plainParagraph("The unique identifier of the repository."), "<p>The unique identifier of the repository.</p>\n");
  t.is(plainParagraph("(Optional) Number of results per page: 30 by default, up to 100."), "<p>(Optional) Number of results per page: 30 by default, up to 100.</p>\n");
  for (const text of ["The *id*.", "See https://example.com", "A `code`", "1. first", "- item", "# Title", "Say \"hi\"", "a & b", "x{.c}", "trailing ", " leading", "two\nlines", "mailto:me", "", "@user"]) {
    t.is(plainParagraph(text), undefined, JSON.stringify(text));
  }
});

test("any other Markdown setup renders bodies with Markdown", (t) => {
  t.false(rendersPlainParagraphs(docgenMarkdown({ typographer: true })), "typographer: quotes and dashes");
  t.false(rendersPlainParagraphs(docgenMarkdown({ linkify: true })), "linkify: example.com");
  const extraCore = docgenMarkdown();
  extraCore.core.ruler.push("emoji", () => undefined);
  t.false(rendersPlainParagraphs(extraCore), "another plugin's core rule");
  const extraInline = docgenMarkdown();
  extraInline.inline.ruler.push("mention", () => false);
  t.false(rendersPlainParagraphs(extraInline), "another plugin's inline rule");
  const replaced = docgenMarkdown();
  replaced.block.ruler.at("paragraph", () => false);
  t.false(rendersPlainParagraphs(replaced), "markdown-it's own rule replaced under its name");
  const text = docgenMarkdown();
  text.renderer.rules.text = (tokens, i) => tokens[i].content.toUpperCase();
  t.false(rendersPlainParagraphs(text), "text rendered another way");
  const paragraph = docgenMarkdown();
  paragraph.renderer.rules.paragraph_open = () => '<p class="x">';
  t.false(rendersPlainParagraphs(paragraph), "paragraphs rendered another way");
  const disabled = docgenMarkdown();
  disabled.disable("emphasis");
  t.true(rendersPlainParagraphs(disabled), "a rule turned off changes nothing for plain words");
});

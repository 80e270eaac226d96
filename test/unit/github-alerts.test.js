// GitHub's alerts: `> [!NOTE]` ... become callouts; anything GitHub would show as a quote stays a quote.
import test from "ava";
import MarkdownIt from "markdown-it";
import { bareUrlLinks, githubAlerts, headingIds, headingLinks } from "../../dist/index.js";

const md = () => new MarkdownIt({ html: true }).use(headingIds).use(bareUrlLinks).use(githubAlerts).use(headingLinks);

test("each kind, in any case, becomes a titled callout holding the quote's blocks", (t) => {
  for (const [marker, kind, title] of [["NOTE", "note", "Note"], ["tip", "tip", "Tip"], ["Important", "important", "Important"], ["WARNING", "warning", "Warning"], ["CAUTION", "caution", "Caution"]]) {
    const html = md().render(`> [!${marker}]\n> Read **this** first.\n>\n> Then https://x.example.\n`);
    t.is(
      html,
      `<div class="docgen-alert docgen-alert--${kind}" role="note">\n<p class="docgen-alert__title">${title}</p>\n<p>Read <strong>this</strong> first.</p>\n<p>Then <a href="https://x.example">https://x.example</a>.</p>\n</div>\n`,
      marker,
    );
  }
});

test("a marker on a line of its own before a list (GitHub's REST spec writes them so) titles the list", (t) => {
  const html = md().render("> [!NOTE]\n> - In order to see the `block` you must be an admin.\n> - Second.\n\nAfter.\n");
  t.is(html, '<div class="docgen-alert docgen-alert--note" role="note">\n<p class="docgen-alert__title">Note</p>\n<ul>\n<li>In order to see the <code>block</code> you must be an admin.</li>\n<li>Second.</li>\n</ul>\n</div>\n<p>After.</p>\n');
});

test("what GitHub shows as a quote stays a quote: text after the marker, a marker alone, unknown kinds, nested in a list", (t) => {
  const quote = (src) => t.regex(md().render(src), /^<(blockquote|ul)>/, src);
  quote("> [!NOTE] on the same line\n");
  quote("> [!NOTE]\n");
  quote("> [!DANGER]\n> Not a kind.\n");
  quote("> [ !NOTE]\n> Spaced.\n");
  quote("- > [!TIP]\n  > In a list item.\n");
  t.notRegex(md().render("> Plain quote.\n"), /docgen-alert/);
});

test("only the outer quote is read: a marker inside the callout stays text", (t) => {
  const html = md().render("> [!TIP]\n> > [!NOTE]\n> > Inner.\n");
  t.regex(html, /^<div class="docgen-alert docgen-alert--tip" role="note">\n<p class="docgen-alert__title">Tip<\/p>\n<blockquote>\n<p>\[!NOTE\]\nInner\.<\/p>\n<\/blockquote>\n<\/div>\n$/);
});

// The fast path's tag parser (src/plugin/generated-pages.ts) must read keyword arguments as Nunjucks does: any
// tag the generator writes parses back to its values, and any string literal decodes as Nunjucks decodes it.
import test from "ava";
import fc from "fast-check";
import nunjucks from "nunjucks";
import { argumentsOf, parseGeneratedPage } from "../../dist/plugin/generated-pages.js";
import { components } from "../../dist/plugin/components/index.js";
import { openTag, closeTag } from "../../dist/openapi/write/nunjucks.js";

const byName = new Map(components.map((c) => [c.name, c]));
const env = new nunjucks.Environment(null, { autoescape: false });

const key = fc.stringMatching(/^[A-Za-z_]\w{0,12}$/).filter((k) => k !== "__keywords");
const text = fc.string({ unit: fc.constantFrom("a", "Z", " ", '"', "\\", "\n", "\t", "\r", "{", "%", "}", "n", "é", "😀"), maxLength: 30 });
const value = fc.oneof(text, fc.boolean(), fc.integer({ min: -1e6, max: 1e6 }), fc.double({ min: -1e3, max: 1e3, noNaN: true, noDefaultInfinity: true }));
/** What a component should receive for a value the generator wrote: line breaks and tabs folded into one space;
 * numbers Nunjucks cannot read as numbers (exponents) as their text. */
const meant = (v) =>
  typeof v === "string" ? v.replace(/[\r\n\t\u2028\u2029]+/g, " ") : typeof v === "number" && !/^-?\d+(?:\.\d+)?$/.test(String(v)) ? String(v) : v;
/** The value Nunjucks itself gives a literal. */
const nunjucksValue = (literal) => JSON.parse(env.renderString(`{% set v = ${literal} %}{{ v | dump | safe }}`, {}));

test("any tag the generator writes parses back to its keyword arguments, as Nunjucks reads them", (t) => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, maxLength: 6 }), fc.string({ maxLength: 20 }).filter((b) => !/[{}%#]/.test(b)), (attrs, body) => {
      const tag = openTag("Field", attrs);
      const nodes = parseGeneratedPage(`intro\n${tag}${body}${closeTag("Field")}\n`, byName);
      if (!nodes) return false;
      const node = nodes.find((n) => typeof n !== "string");
      const expected = Object.fromEntries(attrs.map(([k, v]) => [k, meant(v)]));
      // What Nunjucks makes of the same tag's arguments, as a dict literal.
      const dict = `{ ${tag.slice("{% Field ".length, -" %}".length).replace(/(^|, )([A-Za-z_]\w*)=/g, '$1"$2": ')} }`;
      const theirs = attrs.length ? nunjucksValue(dict) : {};
      return JSON.stringify(argumentsOf(node)) === JSON.stringify(expected) && JSON.stringify(theirs) === JSON.stringify(expected) && node.children.join("") === body;
    }),
    { numRuns: 1000 },
  );
  t.pass();
});

test("a page of several tags, with backslashes in values and in the text between them, parses each tag back", (t) => {
  // The parser remembers where the page's next backslash is between tags: a stale answer would cut a later
  // value at the wrong place or decode an escape that is not there.
  const between = fc.string({ unit: fc.constantFrom("a", " ", "\\", '"', "\n", "é"), maxLength: 12 });
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, maxLength: 4 }), between), { minLength: 1, maxLength: 5 }), (uses) => {
      const page = uses.map(([attrs, body]) => `${openTag("Field", attrs)}${body}${closeTag("Field")}\n`).join("");
      const nodes = parseGeneratedPage(page, byName)?.filter((n) => typeof n !== "string");
      if (!nodes || nodes.length !== uses.length) return false;
      return uses.every(([attrs, body], i) => {
        const expected = Object.fromEntries(attrs.map(([k, v]) => [k, meant(v)]));
        return JSON.stringify(argumentsOf(nodes[i])) === JSON.stringify(expected) && nodes[i].children.join("") === body;
      });
    }),
    { numRuns: 1000 },
  );
  t.pass();
});

test("any double-quoted literal decodes as Nunjucks decodes it, escapes included", (t) => {
  const part = fc.oneof(fc.constantFrom("a", " ", "é", "😀", "{", "%"), fc.constantFrom("\\n", "\\t", "\\r", '\\"', "\\\\", "\\q", "\\{"));
  fc.assert(
    fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
      const literal = `"${parts.join("")}"`;
      const nodes = parseGeneratedPage(`{% Field name=${literal} %}{% endField %}`, byName);
      const ours = nodes?.[0] && argumentsOf(nodes[0]).name;
      return ours === nunjucksValue(literal);
    }),
    { numRuns: 500 },
  );
  t.pass();
});

// Spec examples on pages are bounded (example-text.ts): shown whole up to MAX_EXAMPLE_CHARS, shortened past it,
// valid JSON as long as the structural steps suffice, and always with a note saying what was left out.
import test from "ava";
import fc from "fast-check";
import { MAX_EXAMPLE_CHARS, cutNote, exampleText } from "../../dist/openapi/pages/example-text.js";

const pretty = (v) => JSON.stringify(v, null, 2);
const big = (n, make) => Array.from({ length: n }, (_, i) => make(i));

test("an example within the limit is the spec's value, indented; a string as it is", (t) => {
  const value = { id: 1, tags: ["a", "b"], nested: { ok: true, none: null } };
  t.deepEqual(exampleText(value), { text: pretty(value), whole: pretty(value) });
  t.deepEqual(exampleText("<pet><name>Rex</name></pet>"), { text: "<pet><name>Rex</name></pet>", whole: "<pet><name>Rex</name></pet>" });
  t.deepEqual(exampleText(null), { text: "null", whole: "null" });
  const atLimit = "x".repeat(MAX_EXAMPLE_CHARS);
  t.deepEqual(exampleText(atLimit), { text: atLimit, whole: atLimit });
});

/** What the note under a shortened example says was left out, one item each (see cutNote). */
const says = (cut) => cutNote(cut).replace(/^.*? is shortened from [^:]*: /, "").replace(/\.$/, "").split("; ");

test("a long list keeps its first 3 items, stays valid JSON, and the note gives the whole size", (t) => {
  const value = { total: 5000, items: big(5000, (i) => ({ id: i, name: `item ${i}` })) };
  const { text, cut } = exampleText(value);
  t.true(text.length <= MAX_EXAMPLE_CHARS);
  t.deepEqual(JSON.parse(text), { total: 5000, items: value.items.slice(0, 3) });
  t.is(cut.bytes, Buffer.byteLength(pretty(value)));
  t.deepEqual(says(cut), ["lists show their first 3 items"]);
  t.is(cutNote(cut), `This example is shortened from ${Math.round(Buffer.byteLength(pretty(value)) / 1024)} KB: lists show their first 3 items.`);
});

test("when 3 items are still too long, lists keep one; then long texts are cut at 200 characters", (t) => {
  const record = Object.fromEntries(big(400, (i) => [`field_${i}`, `value ${i}`])); // about 12 KB indented
  const wide = big(10, () => record);
  const one = exampleText(wide);
  t.deepEqual(JSON.parse(one.text), [record]);
  t.deepEqual(says(one.cut), ["lists show their first item"]);

  const blobs = { a: "é".repeat(20000), b: ["x".repeat(30000), "y"], c: 1 };
  const cutTexts = exampleText(blobs);
  t.deepEqual(JSON.parse(cutTexts.text), { a: `${"é".repeat(200)}…`, b: [`${"x".repeat(200)}…`], c: 1 });
  t.deepEqual(says(cutTexts.cut), ["lists show their first item and texts are cut at 200 characters"]);
  t.is(cutTexts.cut.bytes, Buffer.byteLength(pretty(blobs)), "the size counts UTF-8 bytes");
});

test("an object too wide for the steps is cut at a line, and the note counts the lines shown", (t) => {
  const emojis = Object.fromEntries(big(3000, (i) => [`emoji_${i}`, `https://example.com/emoji/${i}.png`]));
  const { text, cut } = exampleText(emojis);
  t.true(text.length <= MAX_EXAMPLE_CHARS + 2);
  t.true(text.endsWith('",\n…'));
  const shown = text.split("\n").length - 1;
  t.deepEqual(says(cut), ["lists show their first item and texts are cut at 200 characters", `only the first ${shown} lines are shown`]);
  t.true(pretty(emojis).startsWith(text.slice(0, -2)), "the lines shown are the example's own first lines");
});

test("a string example is cut at a line, or at a character that does not split a surrogate pair", (t) => {
  const xml = `<list>\n${big(5000, (i) => `  <item id="${i}"/>`).join("\n")}\n</list>`;
  const lines = exampleText(xml);
  t.true(lines.text.length <= MAX_EXAMPLE_CHARS + 2);
  t.true(xml.startsWith(lines.text.slice(0, -2)));
  t.deepEqual(says(lines.cut), [`only the first ${lines.text.split("\n").length - 1} lines are shown`]);

  const oneLine = `${"a".repeat(MAX_EXAMPLE_CHARS - 1)}😀${"b".repeat(100)}`;
  const chars = exampleText(oneLine);
  t.is(chars.text, `${"a".repeat(MAX_EXAMPLE_CHARS - 1)}…`, "the emoji's first half is not kept alone");
  t.deepEqual(says(chars.cut), ["only the first 32,768 characters are shown"]);

  const shortThenLong = `id,payload\n${"z".repeat(100000)}`;
  const kept = exampleText(shortThenLong);
  t.is(kept.text, `${shortThenLong.slice(0, MAX_EXAMPLE_CHARS)}…`, "a cut at the first line would keep almost nothing");
});

test("property: any JSON value is bounded, whole when it fits, valid JSON unless cut at a line, the same every time", (t) => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 40, max: 2000 }), (value, limit) => {
      const out = exampleText(value, limit);
      const whole = typeof value === "string" ? value : pretty(value);
      if (out.text.length > limit + 2) return false;
      if (!out.cut) return out.text === whole;
      if (out.cut.bytes !== Buffer.byteLength(whole) || out.whole !== whole) return false;
      const lineCut = says(out.cut).some((s) => s.startsWith("only the first"));
      if (!lineCut && typeof value !== "string") JSON.parse(out.text);
      return JSON.stringify(exampleText(value, limit)) === JSON.stringify(out);
    }),
    { numRuns: 2000 },
  );
  t.pass();
});

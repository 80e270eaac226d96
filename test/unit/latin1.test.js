import test from "ava";
import { latin1Copy } from "../../dist/plugin/latin1.js";
import { pagesFromCollection } from "../../dist/plugin/sidebar.js";
import { storage } from "../helpers/strings.js";

/** `text` as V8 stores a piece cut from a string that holds a wide character: two bytes per character. */
const twoByte = (text) => `${text}\u2019`.slice(0, text.length);

test("the storage check tells one-byte strings from two-byte ones, pieces cut from two-byte strings included", (t) => {
  t.is(storage("plain ASCII text"), "one byte");
  t.is(storage("Caf\u00e9"), "one byte");
  t.is(storage("Caf\u00e9 \u2019"), "two bytes");
  t.is(storage(twoByte("Caf\u00e9")), "two bytes");
  t.is(storage(twoByte("a longer piece of plain ASCII text")), "two bytes");
});

test("latin1Copy: the same text one byte per character, or undefined when a character does not fit", (t) => {
  const copy = latin1Copy(twoByte("Caf\u00e9 guide"));
  t.is(copy, "Caf\u00e9 guide");
  t.is(storage(copy), "one byte");
  t.is(latin1Copy("Caf\u00e9 \u2019"), undefined);
  t.is(latin1Copy("\ud83d\ude80"), undefined, "a surrogate pair does not fit");
  const all = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join("");
  t.is(latin1Copy(twoByte(all)), all, "every Latin-1 character survives the copy");
  t.is(latin1Copy(""), "");
});

test("sidebar pages keep titles, URLs and methods one byte per character when they fit", (t) => {
  const data = { title: twoByte("Caf\u00e9 guide"), method: twoByte("GET") };
  const [page] = pagesFromCollection([{ inputPath: "./docs/guides/cafe.md", url: twoByte("/guides/cafe/"), data }], "docs");
  t.like(page, { title: "Caf\u00e9 guide", url: "/guides/cafe/", method: "GET" });
  t.is(storage(page.title), "one byte");
  t.is(storage(page.url), "one byte");
  t.is(storage(page.method), "one byte");
  const [wide] = pagesFromCollection([{ inputPath: "./docs/w.md", url: "/w/", data: { title: "Caf\u00e9 \u2019" } }], "docs");
  t.is(wide.title, "Caf\u00e9 \u2019", "a title with a wide character stays as it is");
});

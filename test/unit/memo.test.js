// memoize (src/memo.ts): each key worked out once, undefined answers included, and forgotten past
// the limit so a long-lived process does not grow without bound.
import test from "ava";
import { memoize } from "../../dist/memo.js";

test("each key is worked out once, an undefined answer too", (t) => {
  const calls = [];
  const half = memoize((key) => {
    calls.push(key);
    return key.length % 2 === 0 ? key.slice(0, key.length / 2) : undefined;
  });
  t.deepEqual([half("abcd"), half("abc"), half("abcd"), half("abc")], ["ab", undefined, "ab", undefined]);
  t.deepEqual(calls, ["abcd", "abc"]);
});

test("past the limit everything is forgotten at once, and answers stay right", (t) => {
  const calls = [];
  const upper = memoize((key) => {
    calls.push(key);
    return key.toUpperCase();
  }, 2);
  t.deepEqual(["a", "b", "a", "c", "a", "b"].map(upper), ["A", "B", "A", "C", "A", "B"]);
  // a, b cached; c clears them; a and b are worked out again.
  t.deepEqual(calls, ["a", "b", "c", "a", "b"]);
});

test("with `keep`, the key stored is keep's copy, made once per new key, and answers stay right", (t) => {
  const kept = [];
  const upper = memoize((key) => key.toUpperCase(), 2, (key) => {
    kept.push(key);
    return ` ${key}`.slice(1);
  });
  t.deepEqual(["a", "b", "a", "c", "a"].map(upper), ["A", "B", "A", "C", "A"]);
  t.deepEqual(kept, ["a", "b", "c", "a"]);
});

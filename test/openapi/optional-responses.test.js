// OpenAPI 3.1 made an operation's `responses` optional, and ReadMe's own 3.1 examples leave it out: such an operation
// is no problem to warn about there. 2.0 and 3.0 require it, and every version requires a `responses` that is given
// to hold one: those still warn, at the operation's `responses`.
import test from "ava";
import { normalize } from "../../dist/openapi/normalize/index.js";

const warningsOf = (version, openapi, operation) =>
  normalize({ version, warnings: [], document: { openapi, info: { title: "T", version: "1" }, paths: { "/x": { post: operation } } } }).warnings.map((w) => `${w.pointer} ${w.message}`);
const MISSING = "#/paths/~1x/post/responses missing responses: the operation documents no response";

test("3.1 and 3.2: an operation without responses is valid and not warned about", (t) => {
  t.deepEqual(warningsOf("3.1", "3.1.0", { summary: "X" }), []);
  t.deepEqual(warningsOf("3.2", "3.2.0", { summary: "X" }), []);
});

test("an empty responses object in any version, and a missing one in 3.0, are warned about", (t) => {
  t.deepEqual(warningsOf("3.1", "3.1.0", { summary: "X", responses: {} }), [MISSING]);
  t.deepEqual(warningsOf("3.0", "3.0.3", { summary: "X" }), [MISSING]);
});

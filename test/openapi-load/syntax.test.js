// Syntax errors in YAML and JSON report file:line:col; content (not the extension) picks the parser.
import test from "ava";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { writeTemp } from "./helpers/tmp.js";

test("YAML syntax error reports file:line:col", async (t) => {
  const path = await writeTemp("spec.yaml", "openapi: 3.0.0\ninfo:\n  title: t\n  version: [1, 2\npaths: {}\n");
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:5:1`);
  t.regex(error.format(), new RegExp(`^${escape(path)}:5:1: `));
});

test("YAML bad indentation reports file:line:col", async (t) => {
  const path = await writeTemp("spec.yml", "openapi: 3.0.0\ninfo:\n  title: t\n   version: 1\n");
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:4:11`);
});

test("JSON syntax error (token V8 gives no position for) reports file:line:col", async (t) => {
  const path = await writeTemp("spec.json", '{\n  "openapi": "3.0.0",\n  "info": {\n    "title": }\n}\n');
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:4:14`);
  t.is(error.message, "unexpected character \"}\", expected a value");
});

test("JSON missing comma reports the line and column after the value", async (t) => {
  const path = await writeTemp("spec.json", '{\n  "openapi": "3.0.0"\n  "info": {}\n}\n');
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:3:3`);
  t.regex(error.message, /expected ',' or '}' after a property value/);
});

test("JSON unterminated string points at its opening quote", async (t) => {
  const path = await writeTemp("spec.json", '{"openapi": "3.0.0", "info": {"title": "abc');
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:1:40`);
});

test("JSON truncated file reports end of file", async (t) => {
  const path = await writeTemp("spec.json", '{\n  "openapi": "3.0.0",\n  "paths": {\n');
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:4:1`);
  t.regex(error.message, /end of file/);
});

test("JSON with a trailing comma fails at the comma (JSON-looking text is strict JSON)", async (t) => {
  const path = await writeTemp("spec.json", '{"openapi": "3.0.0",\n "paths": {},\n}');
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:2:13`);
  t.is(error.message, "trailing comma before '}'");
});

test("JSON with a raw newline inside a string points at the newline", async (t) => {
  const path = await writeTemp("spec.json", '{"openapi": "3.0.0", "info": {"title": "abc\ndef"}}');
  const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
  t.is(error.location, `${path}:1:44`);
  t.regex(error.message, /control character in a string/);
});

test("a .yaml file holding JSON is read as JSON", async (t) => {
  const path = await writeTemp("spec.yaml", '{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}}');
  const spec = await loadSpec(path);
  t.is(spec.format, "json");
  t.is(spec.version, "2.0");
});

test("a .json file holding YAML is read as YAML", async (t) => {
  const path = await writeTemp("spec.json", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\n");
  const spec = await loadSpec(path);
  t.is(spec.format, "yaml");
  t.is(spec.version, "3.1");
});

test("duplicate YAML keys keep the last value and warn with line:col", async (t) => {
  const path = await writeTemp("spec.yaml", "openapi: 3.0.0\ninfo:\n  title: one\n  title: two\n  version: '1'\npaths: {}\n");
  const spec = await loadSpec(path);
  t.is(spec.document.info.title, "two");
  t.is(spec.warnings.length, 1);
  t.regex(spec.warnings[0].message, new RegExp(`^${escape(path)}:4:3: duplicated mapping key`));
});

test("YAML merge keys work", async (t) => {
  const path = await writeTemp("spec.yaml", "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\nx-base: &base {a: 1}\nx-derived:\n  <<: *base\n  b: 2\n");
  const spec = await loadSpec(path);
  t.deepEqual(spec.document["x-derived"], { a: 1, b: 2 });
});

test("an empty file fails", async (t) => {
  const path = await writeTemp("spec.yaml", "  \n\n");
  await t.throwsAsync(loadSpec(path), { name: "DocgenInputError", message: /empty/ });
});

test("a missing file fails with its path", async (t) => {
  const error = await t.throwsAsync(loadSpec("does/not/exist.yaml"), { name: "DocgenInputError" });
  t.is(error.format(), "does/not/exist.yaml: file not found");
});

test("a directory fails", async (t) => {
  await t.throwsAsync(loadSpec("test"), { name: "DocgenInputError", message: /is a directory/ });
});

test("a file over maxBytes fails before it is read", async (t) => {
  const path = await writeTemp("spec.yaml", "openapi: 3.0.0\n" + "#".repeat(4096) + "\n");
  await t.throwsAsync(loadSpec(path, { maxBytes: 1024 }), { name: "DocgenInputError", message: /bigger than the limit of 1 KiB/ });
});

test("an unsupported URL scheme fails", async (t) => {
  await t.throwsAsync(loadSpec("ftp://example.com/spec.yaml"), { name: "DocgenInputError", message: /unsupported URL scheme "ftp:"/ });
});

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

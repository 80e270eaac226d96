// Version detection: Swagger 2.0, OpenAPI 3.0.x, 3.1.x and 3.2.x are read; everything else names the supported versions.
import test from "ava";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { writeTemp } from "./helpers/tmp.js";

const body = "info: {title: t, version: '1'}\npaths: {}\n";

for (const [line, version, versionString] of [
  ['swagger: "2.0"', "2.0", "2.0"],
  ["openapi: 3.0.0", "3.0", "3.0.0"],
  ["openapi: 3.0.3", "3.0", "3.0.3"],
  ['openapi: "3.0.4"', "3.0", "3.0.4"],
  ["openapi: 3.1.0", "3.1", "3.1.0"],
  ["openapi: 3.1.1", "3.1", "3.1.1"],
  ["openapi: 3.2.0", "3.2", "3.2.0"],
]) {
  test(`detects ${line}`, async (t) => {
    const spec = await loadSpec(await writeTemp("spec.yaml", `${line}\n${body}`));
    t.is(spec.version, version);
    t.is(spec.versionString, versionString);
    t.deepEqual(spec.warnings, []);
  });
}

test("unquoted swagger: 2.0 (a YAML number) is read, with a warning", async (t) => {
  const spec = await loadSpec(await writeTemp("spec.yaml", `swagger: 2.0\n${body}`));
  t.is(spec.version, "2.0");
  t.deepEqual(spec.warnings.map((w) => w.pointer), ["#/swagger"]);
});

test("unquoted openapi: 3.1 (a YAML number) is read, with a warning", async (t) => {
  const spec = await loadSpec(await writeTemp("spec.yaml", `openapi: 3.1\n${body}`));
  t.is(spec.version, "3.1");
  t.deepEqual(spec.warnings.map((w) => w.pointer), ["#/openapi"]);
});

for (const [name, text, message] of [
  ["openapi 3.3.0", `openapi: 3.3.0\n${body}`, /unsupported spec version \(openapi: "3\.3\.0"\)/],
  ["openapi 4.0.0", `openapi: 4.0.0\n${body}`, /unsupported spec version/],
  ["swagger 1.2", `swagger: "1.2"\n${body}`, /unsupported spec version \(swagger: "1\.2"\)/],
  ["openapi as an object", `openapi: {a: 1}\n${body}`, /unsupported spec version/],
  ["no version field", body, /no "openapi" or "swagger" field/],
  ["a YAML scalar", "just a string\n", /the top level is a string/],
  ["a YAML list", "- openapi: 3.0.0\n", /the top level is a list/],
  ["a JSON list", '[{"openapi": "3.0.0"}]', /the top level is a list/],
  ["null", "null\n", /the top level is nothing/],
]) {
  test(`rejects ${name}, naming the supported versions`, async (t) => {
    const path = await writeTemp("spec.yaml", text);
    const error = await t.throwsAsync(loadSpec(path), { name: "DocgenInputError" });
    t.regex(error.message, message);
    t.is(error.location, path);
    t.regex(error.hint, /Swagger 2\.0 and OpenAPI 3\.0\.x, 3\.1\.x and 3\.2\.x specs/);
  });
}

// Loads a spec from a file (URL support comes with the full loader): text -> YAML/JSON -> version.
// MINIMAL VERSION: the loader work replaces this file's internals but keeps `loadSpec`'s signature.
import { readFile } from "node:fs/promises";
import yaml from "js-yaml";
import { DocgenInputError } from "../../errors.js";
import type { LoadedSpec, LoadOptions, SpecVersion } from "../types.js";

export async function loadSpec(source: string, _options: LoadOptions = {}): Promise<LoadedSpec> {
  const text = await readFile(source, "utf8");
  const document = yaml.load(text) as Record<string, unknown>;
  const versionString = String(document.openapi ?? document.swagger ?? "");
  let version: SpecVersion;
  if (versionString === "2.0") version = "2.0";
  else if (versionString.startsWith("3.0")) version = "3.0";
  else if (versionString.startsWith("3.1")) version = "3.1";
  else throw new DocgenInputError(`unsupported spec version "${versionString}"`, { location: source, hint: "docgen reads OpenAPI 3.0.x, 3.1.x and Swagger 2.0." });
  return { document, version, versionString, source, warnings: [] };
}

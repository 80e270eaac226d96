// `docgen openapi <spec>`: placeholder until the importer lands.
import type { Command } from "commander";

export function registerOpenapiCommand(program: Command): void {
  program.command("openapi <spec>").description("Generate API reference pages from an OpenAPI spec (not yet built)");
}

// `docgen build`: placeholder, filled in with the plugin work.
import type { Command } from "commander";

export function registerBuildCommand(program: Command): void {
  program.command("build").description("Build the docs site with Eleventy (not yet built)");
}

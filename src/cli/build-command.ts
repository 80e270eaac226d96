// `docgen build`: builds the docs root into a static site (or serves it with live reload).
import type { Command } from "commander";
import type { BuildStep } from "../build/site.js";
import { progressReporter } from "./progress.js";

interface BuildFlags {
  input: string;
  output: string;
  config?: string;
  serve?: boolean;
  watch?: boolean;
  fullRebuilds?: boolean;
  port: string;
}

export function registerBuildCommand(program: Command): void {
  program
    .command("build")
    .description("Build the docs folder into a static site with Eleventy and the docgen components")
    .option("-i, --input <dir>", "the docs root", "docs")
    .option("-o, --output <dir>", "where the site is written", "_site")
    .option("-c, --config <file>", "site configuration file (default: docgen.config.json, .js or .mjs in the current folder)")
    .option("--serve", "serve the site with live reload after building")
    .option("--watch", "rebuild when files change")
    .option("--full-rebuilds", "with --serve or --watch: rebuild every page on every change (by default an edit to one page's text rebuilds that page)")
    .option("--port <port>", "port for --serve", "8080")
    .addHelpText(
      "after",
      `
Examples:
  $ docgen build                                  docs/ -> _site/ with ./docgen.config.json if present
  $ docgen build --input site --output public     other folders
  $ docgen build --serve                          preview at http://localhost:8080 with live reload`,
    )
    .action(async (flags: BuildFlags) => {
      const started = Date.now();
      // A one-off build goes without Eleventy's ESM cache buster: a module hook (module.register, on its own
      // thread under Node 20) through which every later import is resolved, only ever acting on files changed
      // during --serve or --watch. Skipping it saves about 0.1 s of a build. Eleventy reads the variable when it
      // is imported (next line); one you set yourself is kept.
      if (!flags.serve && !flags.watch) process.env.ELEVENTY_SKIP_ESM_RESOLVER ??= "1";
      // Loaded here, not at the top: Eleventy takes ~0.4 s to import, and `docgen openapi` never needs it.
      const { findConfigFile, readConfigFile } = await import("../build/config-file.js");
      const { buildSite } = await import("../build/site.js");
      const configFile = findConfigFile(process.cwd(), flags.config);
      const config = configFile ? await readConfigFile(configFile) : {};
      const progress = progressReporter({ enabled: !flags.serve && !flags.watch, command: "docgen build" });
      const result = await buildSite({
        input: flags.input,
        output: flags.output,
        config,
        ...(configFile ? { configSource: configFile } : {}),
        serve: flags.serve,
        watch: flags.watch,
        fullRebuilds: flags.fullRebuilds,
        port: Number(flags.port),
        onWarning: (message) => progress.print(message),
        onStartPage: (start) => progress.print(`docgen: no page at /: ${flags.output}/index.html leads to ${start.url} (${start.label}); add an index page to ${flags.input} for a home page of your own`),
        ...(progress.active ? { onProgress: (step: BuildStep, done: number, total?: number) => progress.update(done, total, step) } : {}),
      }).finally(progress.done);
      if (flags.serve || flags.watch) return; // Eleventy keeps running and reports its own rebuilds.
      const seconds = ((Date.now() - started) / 1000).toFixed(2);
      process.stderr.write(
        `docgen: built ${result.pages} page${result.pages === 1 ? "" : "s"} into ${flags.output} in ${seconds}s` +
          `${configFile ? ` (config: ${configFile})` : ""}, ${result.warnings.length} warning${result.warnings.length === 1 ? "" : "s"}\n`,
      );
    });
}

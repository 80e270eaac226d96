#!/usr/bin/env node
// The `docgen` executable: parses the command line and maps errors to exit codes.
// Exit codes: 0 success; 1 input or build error; 2 usage error.
// First, before any other module is evaluated: V8 flags for a short-lived process (see runtime-flags.ts).
import "./runtime-flags.js";
import { Command } from "commander";
import { registerBuildCommand } from "./build-command.js";
import { registerOpenapiCommand } from "./openapi-command.js";
import { registerVendorCommand } from "./vendor-command.js";
import { readPackageVersion } from "./version.js";
import { countPages, inputOf, rerunWithHeap, wantedHeapMiB } from "./heap.js";
import { printError } from "./error-output.js";

// A reader that stops reading (`docgen openapi --help | head -3`, `--json | head -c 80`) closes the pipe: what is
// left to print goes nowhere, and the run goes on to its own end and exit code, instead of crashing on EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
  });
}

// `docgen build` of a very large reference needs more heap than V8 gives by default (see heap.ts).
if (process.argv[2] === "build") {
  const mib = wantedHeapMiB(countPages(inputOf(process.argv.slice(3))));
  if (mib !== undefined) process.exit(await rerunWithHeap(mib));
}

const program = new Command("docgen")
  .description("Turn an OpenAPI spec into a documentation site on Eleventy.")
  .version(readPackageVersion(), "-v, --version")
  .showHelpAfterError("(run with --help for usage)")
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });

registerOpenapiCommand(program);
registerBuildCommand(program);
registerVendorCommand(program);

program.addHelpText(
  "after",
  `
Examples:
  $ docgen openapi openapi.yaml -o docs/api     write one page per operation
  $ docgen build                                 build docs/ into _site/
  $ docgen build --serve                         build, then serve with live reload`,
);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = printError(error);
}

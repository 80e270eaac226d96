// `docgen openapi <spec>`: its options and help. The run itself (openapi-run.ts) and the generator behind it are
// loaded only when the command runs, so `docgen build` does not load them (about 35 ms).
import { type Command, Option } from "commander";
import { openapiExamples, openapiOptions } from "../openapi/cli-options.js";
import type { RawOptions } from "./openapi-run.js";

export function registerOpenapiCommand(program: Command): void {
  const command = program
    .command("openapi <spec>")
    .description("Generate API reference pages from an OpenAPI 3.0/3.1/3.2 or Swagger 2.0 spec (a file or an http(s) URL).");
  for (const o of openapiOptions) {
    const option = new Option(o.flags, o.description);
    if (o.defaultValue !== undefined) option.default(o.defaultValue);
    if (o.choices) option.choices(o.choices);
    if (o.repeatable) option.argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
    command.addOption(option);
  }
  const width = Math.max(...openapiExamples.map(([cmd]) => cmd!.length));
  command.addHelpText("after", `\nExamples:\n${openapiExamples.map(([cmd, what]) => `  $ ${cmd!.padEnd(width)}  ${what}`).join("\n")}\n`);
  command.action(async (spec: string, raw: RawOptions) => {
    const { runOpenapi } = await import("./openapi-run.js");
    await runOpenapi(spec, raw);
  });
}


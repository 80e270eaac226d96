// `docgen openapi <spec>`: load, generate in memory, write safely, print one summary line.
import { type Command, Option } from "commander";
import { DocgenUsageError } from "../errors.js";
import { GROUP_BY_CHOICES, openapiExamples, openapiOptions } from "../openapi/cli-options.js";
import { generate } from "../openapi/generate.js";
import { loadSpec } from "../openapi/load/index.js";
import { writeOutput } from "../openapi/output/write-output.js";
import type { GroupBy } from "../openapi/pages/layout.js";

interface RawOptions {
  output: string;
  groupBy: string;
  includeSchemas?: boolean;
  basePath?: string;
  overwrite: boolean;
  skipDeprecated?: boolean;
  json?: boolean;
}

/** Warnings printed one per line before the summary; the rest are counted (all are in --json). */
const MAX_PRINTED_WARNINGS = 20;

export function registerOpenapiCommand(program: Command): void {
  const command = program
    .command("openapi <spec>")
    .description("Generate API reference pages from an OpenAPI 3.0/3.1 or Swagger 2.0 spec (a file or an http(s) URL).");
  for (const o of openapiOptions) {
    const option = new Option(o.flags, o.description);
    if (o.defaultValue !== undefined) option.default(o.defaultValue);
    if (o.choices) option.choices(o.choices);
    command.addOption(option);
  }
  command.addHelpText("after", `\nExamples:\n${openapiExamples.map(([cmd, what]) => `  $ ${cmd!.padEnd(64)} ${what}`).join("\n")}\n`);
  command.action(async (spec: string, raw: RawOptions) => runOpenapi(spec, raw));
}

function basePathOf(value: string | undefined): string {
  if (value === undefined || value === "" || value === "/") return "";
  if (/[\s?#]/.test(value)) throw new DocgenUsageError(`--base-path "${value}" must be a URL path such as /v2 (no spaces, ? or #)`);
  return `/${value.replace(/^\/+|\/+$/g, "")}`;
}

async function runOpenapi(source: string, raw: RawOptions): Promise<void> {
  const started = performance.now();
  if (!(GROUP_BY_CHOICES as readonly string[]).includes(raw.groupBy)) throw new DocgenUsageError(`--group-by must be one of ${GROUP_BY_CHOICES.join(", ")}`);
  const basePath = basePathOf(raw.basePath);
  if (raw.output.trim() === "") throw new DocgenUsageError("--output must name a folder");
  const spec = await loadSpec(source);
  const result = generate(spec, { groupBy: raw.groupBy as GroupBy, includeSchemas: raw.includeSchemas === true, basePath, skipDeprecated: raw.skipDeprecated === true });
  const report = await writeOutput(raw.output, result.files, { overwrite: raw.overwrite });
  const seconds = (performance.now() - started) / 1000;

  for (const w of result.warnings.slice(0, MAX_PRINTED_WARNINGS)) process.stderr.write(`warning: ${source}${w.pointer}: ${w.message}\n`);
  if (result.warnings.length > MAX_PRINTED_WARNINGS) process.stderr.write(`warning: ... and ${result.warnings.length - MAX_PRINTED_WARNINGS} more (see --json)\n`);
  for (const s of report.skipped) process.stderr.write(`skipped ${s.file}: ${s.reason}\n`);
  for (const s of result.skipped) process.stderr.write(`left out ${s.operation}: ${s.reason}\n`);

  const reasons = countBy(report.skipped.map((s) => (s.reason.startsWith("exists") ? "existing" : s.reason.startsWith("hand-written") ? "hand-written" : "unsafe path")));
  const skippedText = report.skipped.length === 0 ? "skipped 0" : `skipped ${report.skipped.length} (${Object.entries(reasons).map(([r, n]) => `${n} ${r}`).join(", ")})`;
  const parts = [
    `wrote ${report.written.length} page${report.written.length === 1 ? "" : "s"} to ${raw.output}`,
    skippedText,
    ...(result.skipped.length > 0 ? [`left out ${result.skipped.length} operation${result.skipped.length === 1 ? "" : "s"} (deprecated)`] : []),
    ...(report.removed.length > 0 ? [`removed ${report.removed.length} stale generated page${report.removed.length === 1 ? "" : "s"}`] : []),
    `${result.warnings.length} warning${result.warnings.length === 1 ? "" : "s"}`,
    `${seconds.toFixed(2)}s`,
  ];
  process.stderr.write(`docgen openapi: ${parts.join(", ")}\n`);
  if (raw.json) {
    const summary = {
      spec: source,
      version: spec.versionString,
      output: raw.output,
      operations: result.operations,
      written: report.written,
      skipped: report.skipped,
      leftOut: result.skipped,
      removed: report.removed,
      warnings: result.warnings,
      seconds: Number(seconds.toFixed(3)),
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  }
}

function countBy(list: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of list) out[item] = (out[item] ?? 0) + 1;
  return out;
}

// `docgen openapi <spec>`: load, plan, then write (or, with --check, compare) page by page; one summary line.
import { readFileSync } from "node:fs";
import { DocgenInputError, DocgenUsageError } from "../errors.js";
import { findConfigFile, readConfigFile } from "../build/config-file.js";
import { GENERATOR_LABELS } from "../generator-labels.js";
import { GROUP_BY_CHOICES } from "../openapi/cli-options.js";
import { planGeneration } from "../openapi/generate.js";
import { loadSpec } from "../openapi/load/index.js";
import { HEADER_NAME } from "../openapi/load/options.js";
import { type WriteReport, writeOutput } from "../openapi/output/write-output.js";
import { httpUrl } from "../openapi/pages/links.js";
import type { Skipped } from "../openapi/pages/index.js";
import type { GroupBy } from "../openapi/pages/layout.js";
import { SAMPLE_LANGUAGES, type SampleLanguage } from "../openapi/pages/context.js";
import { progressReporter } from "./progress.js";

export interface RawOptions {
  output: string;
  groupBy: string;
  includeSchemas?: boolean;
  basePath?: string;
  /** A URL, or false for --no-link-base. */
  linkBase?: string | false;
  overwrite: boolean;
  force?: boolean;
  check?: boolean;
  verbose?: boolean;
  skipDeprecated?: boolean;
  includeInternal?: boolean;
  responseExamples?: boolean;
  specDownload?: boolean;
  json?: boolean;
  /** `--samples`: comma-separated languages, or `none`. */
  samples?: string;
  /** `--header`, each `Name: value`. */
  header?: string[];
  /** `--config`: the site configuration whose `labels` give the pages' words. */
  config?: string;
  /** `--watch`: generate again whenever the spec, a file it references or the configuration changes. */
  watch?: boolean;
}

/** Warnings printed one per line before the summary; the rest are counted (all are in --json). */
const MAX_PRINTED_WARNINGS = 20;

function basePathOf(value: string | undefined): string {
  if (value === undefined || value === "" || value === "/") return "";
  if (/[\s?#]/.test(value)) throw new DocgenUsageError(`--base-path "${value}" must be a URL path such as /v2 (no spaces, ? or #)`);
  return `/${value.replace(/^\/+|\/+$/g, "")}`;
}

function linkBaseOption(value: string | false | undefined): string | false | undefined {
  if (value === undefined || value === false) return value;
  const url = httpUrl(value);
  if (url === undefined) throw new DocgenUsageError(`--link-base "${value}" must be an absolute http(s) URL, such as https://docs.example.com/`);
  return url;
}

function samplesOption(value: string | undefined): SampleLanguage[] {
  const words = (value ?? "curl").split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
  if (words.length === 1 && words[0] === "none") return [];
  if (words.length === 1 && words[0] === "all") return [...SAMPLE_LANGUAGES];
  const unknown = words.filter((w) => !(SAMPLE_LANGUAGES as readonly string[]).includes(w));
  if (words.length === 0 || unknown.length > 0) {
    const what = words.length === 0 ? "names no language" : `has ${unknown.map((w) => `"${w}"`).join(", ")}`;
    throw new DocgenUsageError(`--samples "${value}" ${what}. Give a comma-separated list of ${SAMPLE_LANGUAGES.join(", ")} (e.g. --samples curl,python), all or none`);
  }
  return [...new Set(words as SampleLanguage[])];
}

/**
 * The `--header` options as the loader's headers: each `Name: value`, or, as curl's `-H @file`, `@` and a file of
 * such lines (blank lines and lines starting with `#` skipped), which keeps a token out of the command's arguments.
 * A message names a header by its place and name, never shows its value: what is wrong may be a token written
 * without its name.
 */
function headersOption(values: string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const seen = new Set<string>();
  const add = (line: string, where: string) => {
    const colon = line.indexOf(":");
    const name = colon === -1 ? "" : line.slice(0, colon).trim();
    if (colon === -1 || !HEADER_NAME.test(name)) {
      throw new DocgenUsageError(`${where} is not written "Name: value" with a header name before the colon (its text is not shown, in case it is a secret). Write it as --header "Authorization: Bearer $TOKEN"`);
    }
    if (seen.has(name.toLowerCase())) throw new DocgenUsageError(`--header ${name} is given twice (${where}): give each header once`);
    seen.add(name.toLowerCase());
    headers[name] = line.slice(colon + 1).trim();
  };
  for (const [i, value] of (values ?? []).entries()) {
    if (!value.startsWith("@")) {
      add(value, `--header number ${i + 1}`);
      continue;
    }
    const file = value.slice(1);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      throw new DocgenUsageError(`--header @${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
    text.split(/\r?\n/).forEach((line, n) => {
      if (line.trim() !== "" && !line.trimStart().startsWith("#")) add(line, `--header @${file}, line ${n + 1},`);
    });
  }
  return headers;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The site configuration's `labels` (`--config`, else docgen.config.json, .js or .mjs in the current folder, as
 * `docgen build` finds it), with warnings for names that are labels neither of the generator nor of the pages'
 * layout and components. A label that is not a string fails, naming the file and the label, before anything is read
 * or written. The rest of the configuration is `docgen build`'s to check.
 */
async function labelsOption(explicit: string | undefined): Promise<{ labels?: Record<string, string>; warnings: string[]; file?: string }> {
  const file = findConfigFile(process.cwd(), explicit);
  if (file === undefined) return { warnings: [] };
  const labels = (await readConfigFile(file)).labels as unknown;
  if (labels === undefined) return { warnings: [], file };
  if (labels === null || typeof labels !== "object" || Array.isArray(labels)) {
    throw new DocgenInputError(`option "labels" must be an object of label names and their words, got ${JSON.stringify(labels)}`, { location: file, hint: 'Write it as "labels": { "responses": "Réponses" }.' });
  }
  const out: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, value] of Object.entries(labels)) {
    if (typeof value !== "string") {
      throw new DocgenInputError(`option "labels.${name}" must be a string, got ${JSON.stringify(value) ?? String(value)}`, { location: file, hint: "Give each label its words as a string." });
    }
    if (Object.hasOwn(GENERATOR_LABELS, name)) out[name] = value;
    else others.push(name);
  }
  // The pages' layout's and components' names, loaded only when there are other names to tell apart from them.
  const pageLabels = others.length > 0 ? (await import("../plugin/labels.js")).DEFAULT_LABELS : {};
  const warnings = others
    .filter((name) => !Object.hasOwn(pageLabels, name))
    .map((name) => `${file}: "labels.${name}" is not a label docgen knows; it is ignored (the README lists them under "Labels: the words on the pages")`);
  return { labels: out, warnings, file };
}

export async function runOpenapi(source: string, raw: RawOptions): Promise<void> {
  if (raw.watch) return watchOpenapi(source, raw);
  await runOnce(source, raw);
}

/**
 * One run: read the spec, write (or check) the pages, print the summary. Returns the files it read (the spec, the
 * files it references, the configuration), which `--watch` follows.
 */
async function runOnce(source: string, raw: RawOptions): Promise<string[]> {
  const started = performance.now();
  if (!(GROUP_BY_CHOICES as readonly string[]).includes(raw.groupBy)) throw new DocgenUsageError(`--group-by must be one of ${GROUP_BY_CHOICES.join(", ")}`);
  if (raw.verbose && !raw.check) throw new DocgenUsageError("--verbose only applies with --check");
  const basePath = basePathOf(raw.basePath);
  const linkBase = linkBaseOption(raw.linkBase);
  const samples = samplesOption(raw.samples);
  if (raw.output.trim() === "") throw new DocgenUsageError("--output must name a folder");
  const headers = headersOption(raw.header);
  const { labels, warnings: labelWarnings, file: configFile } = await labelsOption(raw.config);
  for (const warning of labelWarnings) process.stderr.write(`warning: ${warning}\n`);
  const spec = await loadSpec(source, Object.keys(headers).length > 0 ? { headers } : {});
  const plan = planGeneration(spec, { groupBy: raw.groupBy as GroupBy, includeSchemas: raw.includeSchemas === true, basePath, skipDeprecated: raw.skipDeprecated === true, includeInternal: raw.includeInternal === true, responseExamples: raw.responseExamples === true, specDownload: raw.specDownload === true, samples, ...(linkBase !== undefined ? { linkBase } : {}), ...(labels !== undefined ? { labels } : {}) });
  const progress = progressReporter({ enabled: !raw.json, command: "docgen openapi", label: raw.check ? "checking" : "writing" });
  let report: WriteReport;
  try {
    report = await writeOutput(raw.output, plan.files, {
      overwrite: raw.overwrite,
      force: raw.force === true,
      check: raw.check === true,
      diffs: raw.verbose === true,
      onProgress: (done, total) => progress.update(done, total),
      onWait: (holder) => progress.print(`docgen openapi: waiting for another run (process ${holder}) to finish writing ${raw.output}`),
    });
  } finally {
    progress.done();
  }
  const seconds = (performance.now() - started) / 1000;
  const warnings = [...plan.warnings, ...plan.renderWarnings()];

  for (const w of warnings.slice(0, MAX_PRINTED_WARNINGS)) process.stderr.write(`warning: ${source}${w.pointer}: ${w.message}\n`);
  if (warnings.length > MAX_PRINTED_WARNINGS) process.stderr.write(`warning: ... and ${warnings.length - MAX_PRINTED_WARNINGS} more (see --json)\n`);
  for (const s of report.skipped) process.stderr.write(`skipped ${s.file}: ${s.reason}\n`);
  for (const s of plan.skipped) process.stderr.write(`left out ${s.operation}: ${s.reason}\n`);
  if (!raw.check) {
    const movedTo = new Map(report.moved.map((m) => [m.file, m.to]));
    for (const r of report.removed) process.stderr.write(`removed ${r}: ${movedTo.has(r) ? `now ${movedTo.get(r)}` : "no longer in the spec"}\n`);
    for (const e of report.edited) process.stderr.write(`kept ${e.file}: generated, then edited by hand; ${e.stale ? "no longer in the spec" : "the spec changed it"} (--force ${e.stale ? "deletes" : "replaces"} it)\n`);
  }

  const drift = report.added.length + report.changed.length + report.removed.length + report.edited.length;
  if (raw.check) {
    if (!raw.json) printDrift(source, raw, report);
    if (drift > 0) process.exitCode = 1;
  }

  const reasons = countBy(report.skipped.map((s) => s.kind));
  const skippedText = report.skipped.length === 0 ? "skipped 0" : `skipped ${report.skipped.length} (${Object.entries(reasons).map(([r, n]) => `${n} ${r}`).join(", ")})`;
  const written = report.added.length + report.changed.length;
  const parts = [
    raw.check
      ? drift === 0
        ? `${raw.output} is up to date (${plural(report.unchanged, "page")})`
        : `${raw.output} is out of date: ${report.added.length} to add, ${report.changed.length} to change, ${report.removed.length} to remove${report.edited.length ? `, ${report.edited.length} edited by hand` : ""}`
      : `wrote ${plural(written, "page")} to ${raw.output}`,
    ...(!raw.check && report.unchanged > 0 ? [`${report.unchanged} unchanged`] : []),
    skippedText,
    ...(plan.skipped.length > 0 ? [`left out ${plural(plan.skipped.length, "operation")} (${leftOutReasons(plan.skipped)})`] : []),
    ...(!raw.check && report.removed.length > 0 ? [`removed ${plural(report.removed.length, "stale generated page")}${report.moved.length > 0 ? ` (${report.moved.length} written at a new path)` : ""}`] : []),
    ...(!raw.check && report.edited.length > 0 ? [`kept ${report.edited.length} hand-edited`] : []),
    plural(warnings.length, "warning"),
    `${seconds.toFixed(2)}s`,
  ];
  process.stderr.write(`docgen openapi${raw.check ? " --check" : ""}: ${parts.join(", ")}\n`);
  if (raw.json) {
    const summary = {
      spec: source,
      version: spec.versionString,
      output: raw.output,
      check: raw.check === true,
      upToDate: raw.check ? drift === 0 : undefined,
      operations: plan.operations,
      written: [...report.added, ...report.changed].sort(),
      added: report.added,
      changed: report.changed,
      unchanged: report.unchanged,
      skipped: report.skipped.map(({ file, reason }) => ({ file, reason })),
      leftOut: plan.skipped.map(({ operation, reason }) => ({ operation, reason })),
      removed: report.removed,
      moved: report.moved,
      edited: report.edited,
      warnings,
      seconds: Number(seconds.toFixed(3)),
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  }
  const read = [...(spec.files ?? [source]), ...(spec.unreadFiles ?? [])];
  return configFile === undefined ? read : [...read, configFile];
}

/** How long `--watch` waits after a change for more of them (an editor's save is several writes) before it runs. */
const WATCH_SETTLE_MS = 150;

/**
 * `--watch`: a run, then another whenever one of the files it read changes, until the process is stopped. A run that
 * fails (a spec saved half-edited) prints its error and leaves the pages as they were (writes are atomic); the next
 * save runs again. Each file is followed through its folder, so an editor that saves by replacing the file (a new
 * file renamed over the old) is seen too.
 */
async function watchOpenapi(source: string, raw: RawOptions): Promise<void> {
  if (raw.check) throw new DocgenUsageError("--watch writes the pages again on every change: leave out --check, which writes nothing");
  if (raw.json) throw new DocgenUsageError("--watch prints one summary line a run: leave out --json");
  if (/^https?:\/\//i.test(source)) throw new DocgenUsageError(`--watch follows files on this machine, and ${source} is a URL: download the spec and pass the file, or leave out --watch`);
  const { watch } = await import("node:fs");
  const path = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  const { printError } = await import("./error-output.js");
  const watched = new Set<string>();
  const folders = new Map<string, ReturnType<typeof watch>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pending: string | undefined;
  const follow = (files: string[]) => {
    watched.clear();
    for (const file of files) watched.add(path.resolve(file.startsWith("file:") ? fileURLToPath(file) : file));
    const wanted = new Set([...watched].map((file) => path.dirname(file)));
    for (const [folder, watcher] of folders) {
      if (wanted.has(folder)) continue;
      watcher.close();
      folders.delete(folder);
    }
    for (const folder of wanted) {
      if (folders.has(folder)) continue;
      try {
        const watcher = watch(folder, (_event, name) => {
          const file = name === null ? undefined : path.join(folder, name.toString());
          if (file !== undefined && watched.has(file)) changed(path.relative(process.cwd(), file) || file);
        });
        // A folder removed while it is followed: it is followed again once a run reads from it.
        watcher.on("error", () => {
          watcher.close();
          folders.delete(folder);
        });
        folders.set(folder, watcher);
      } catch {
        // A folder that is gone (a referenced file that does not exist): nothing to follow there.
      }
    }
  };
  const run = async (): Promise<void> => {
    running = true;
    let files = [source];
    try {
      files = await runOnce(source, raw);
    } catch (error) {
      // The command line itself is wrong (checked before the spec is read, so only the first run can find it).
      if (error instanceof DocgenUsageError) throw error;
      printError(error);
      // The spec may be unreadable now; what it read last time is still followed, and the spec always is.
      files = [source, ...[...watched]];
    }
    follow(files);
    running = false;
    if (pending !== undefined) changed(pending);
  };
  const changed = (file: string) => {
    if (running) {
      pending = file;
      return;
    }
    pending = undefined;
    clearTimeout(timer);
    timer = setTimeout(() => {
      process.stderr.write(`docgen openapi: ${file} changed\n`);
      run().catch((error: unknown) => {
        // Only a wrong command line gets here, and the first run would have found it; stop as the bin would.
        for (const watcher of folders.values()) watcher.close();
        process.exitCode = printError(error);
      });
    }, WATCH_SETTLE_MS);
  };
  await run();
  process.stderr.write(`docgen openapi: watching ${watched.size === 1 ? "the spec" : `the spec and ${watched.size - 1} more file${watched.size === 2 ? "" : "s"}`} for changes (Ctrl+C stops)\n`);
}

/** The --check listing on stdout: one line per page that differs, then how to fix it. */
function printDrift(source: string, raw: RawOptions, report: WriteReport): void {
  const moved = new Map(report.moved.map((m) => [m.file, m.to]));
  const rows: [string, string][] = [
    ...report.added.map((f): [string, string] => ["add", f]),
    ...report.changed.map((f): [string, string] => ["change", f]),
    ...report.removed.map((f): [string, string] => ["remove", moved.has(f) ? `${f} (now ${moved.get(f)})` : f]),
    ...report.edited.map((e): [string, string] => ["edited", `${e.file} (generated, then edited by hand)`]),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  if (rows.length === 0) return;
  const lines = rows.map(([what, file]) => `  ${what.padEnd(7)}${file}`);
  let text = `${lines.join("\n")}\n`;
  if (raw.verbose) for (const [, diff] of [...report.diffs].sort((a, b) => a[0].localeCompare(b[0]))) text += `\n${diff}\n`;
  const flags = [raw.groupBy !== "path" ? `--group-by ${raw.groupBy}` : "", raw.includeSchemas ? "--include-schemas" : "", raw.basePath ? `--base-path ${raw.basePath}` : "", raw.samples && raw.samples !== "curl" ? `--samples ${raw.samples}` : "", raw.skipDeprecated ? "--skip-deprecated" : "", raw.includeInternal ? "--include-internal" : "", raw.responseExamples ? "--response-examples" : "", raw.specDownload ? "--spec-download" : ""].filter(Boolean);
  text += `\nTo update: docgen openapi ${source} -o ${raw.output}${flags.length ? ` ${flags.join(" ")}` : ""}${report.edited.length ? " (add --force to discard hand edits)" : ""}\n`;
  process.stdout.write(text);
}

/** Why operations were left out, by kind: "deprecated", or "2 deprecated, 1 internal". */
function leftOutReasons(skipped: readonly Skipped[]): string {
  const counts = Object.entries(countBy(skipped.map((s) => s.kind)));
  return counts.length === 1 ? counts[0]![0] : counts.map(([reason, n]) => `${n} ${reason}`).join(", ");
}

function countBy(list: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of list) out[item] = (out[item] ?? 0) + 1;
  return out;
}

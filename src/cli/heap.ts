// Eleventy keeps every page's source and rendered content (`templateContent`) until the build ends; `docgen build`
// writes and drops the finished pages (build/page-writer.ts), but the rest grows with the site, and a reference
// of tens of thousands of pages can outgrow V8's default heap limit (about 4 GB, less on a small machine) and die
// with "JavaScript heap out of memory" (Microsoft Graph beta, 35,889 pages in one site, peaked at 3.2 GB when
// Eleventy still held the finished pages). The build therefore runs in a child process with a larger limit: three
// quarters of the machine's memory, at most 16 GB, and a smaller heap growth (LARGE_BUILD_HEAP_GROWING_PERCENT).
// A limit or growth the user set (NODE_OPTIONS or node flags) is left alone. A site of fewer than
// LARGE_SITE_PAGES pages builds in-process: it fits V8's default heap (Microsoft Graph v1.0's 11,704 pages peak
// at about 0.9 GB), and starting a second node costs a tenth of a small build.
import { spawn } from "node:child_process";
import { totalmem } from "node:os";
import { getHeapStatistics } from "node:v8";
import { someSiteFile } from "../site-files.js";

/** Set in the environment of the child that runs a large build (see rerunWithHeap). */
export const CHILD_MARK = "DOCGEN_HEAP_CHILD";
const MAX_MIB = 16 * 1024;

/** Page files at or above which `docgen build` runs with the larger heap. */
export const LARGE_SITE_PAGES = 4000;

/**
 * The heap limit to run with, in MiB, or undefined when the current process should just go on. `pages`: how many
 * page files the site has, when known (see countPages).
 */
export function wantedHeapMiB(pages?: number): number | undefined {
  if (process.env[CHILD_MARK]) return undefined;
  if (pages !== undefined && pages < LARGE_SITE_PAGES) return undefined;
  const set = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((a) => a.startsWith("--max-old-space-size") || a.startsWith("--max_old_space_size"));
  if (set) return undefined;
  const target = Math.min(MAX_MIB, Math.floor((totalmem() / 2 ** 20) * 0.75));
  const current = getHeapStatistics().heap_size_limit / 2 ** 20;
  return target > current * 1.25 ? target : undefined;
}

/**
 * How much V8 lets the heap grow after a full garbage collection before the next, in the large build's child
 * (V8 otherwise picks a factor of up to 4x from how fast it collects). A large build holds every page's source
 * and rendered content, and part of its peak is garbage V8 has not collected yet: on Microsoft Graph's reference
 * (11,704 pages) 30 took the peak from 1,016-1,053 MiB to 872-903 MiB for about 6% more time (13.1-13.5 s to
 * 13.9-16.0 s, median 14.2 s); 20 took it to 818-838 MiB for 14% more, 50 left it at 982-1,037 MiB. Path mode's
 * subfolders raised the peak by about 30 MiB; 25 brought it from 1,132-1,174 to 1,074-1,121 MiB (three builds each).
 */
export const LARGE_BUILD_HEAP_GROWING_PERCENT = 25;

/**
 * The node arguments of the large build's child, before the script: the parent's own flags, the heap limit, and
 * the heap growth above unless the user set one (node flag or NODE_OPTIONS).
 */
export function childNodeArgs(mib: number, execArgv: readonly string[], nodeOptions = ""): string[] {
  const own = [...execArgv, ...nodeOptions.split(/\s+/)].some((a) => /^--heap[-_]growing[-_]percent(?:=|$)/.test(a));
  return [...execArgv, `--max-old-space-size=${mib}`, ...(own ? [] : [`--heap-growing-percent=${LARGE_BUILD_HEAP_GROWING_PERCENT}`])];
}

/** Runs this same command in a child node with a larger heap (see childNodeArgs); resolves to its exit code. */
export function rerunWithHeap(mib: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childNodeArgs(mib, process.execArgv, process.env.NODE_OPTIONS), ...process.argv.slice(1)], {
      stdio: "inherit",
      env: { ...process.env, [CHILD_MARK]: "1" },
    });
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    const handlers = (["SIGINT", "SIGTERM", "SIGHUP"] as const).map((s) => [s, forward(s)] as const);
    for (const [s, h] of handlers) process.on(s, h);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      for (const [s, h] of handlers) process.off(s, h);
      resolve(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1) : 1));
    });
  });
}

/** The `--input`/`-i` folder of a `docgen build` command line (default `docs`). */
export function inputOf(argv: readonly string[]): string {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if ((arg === "-i" || arg === "--input") && argv[i + 1] !== undefined) return argv[i + 1]!;
    if (arg.startsWith("--input=")) return arg.slice("--input=".length);
    if (arg.startsWith("-i") && arg.length > 2) return arg.slice(2);
  }
  return "docs";
}

const PAGE_FILE = /\.(?:md|html|njk|liquid|11ty\.js)$/;

/** Page files under `dir` (not in node_modules or dot folders), counted up to `stopAt`; undefined if unreadable. */
export function countPages(dir: string, stopAt = LARGE_SITE_PAGES): number | undefined {
  let count = 0;
  try {
    someSiteFile(dir, (name) => PAGE_FILE.test(name) && ++count >= stopAt);
  } catch {
    return undefined;
  }
  return count;
}

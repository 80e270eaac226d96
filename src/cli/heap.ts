// `docgen build` keeps every rendered page in memory until the build ends (Eleventy does), so a reference of
// 10,000+ pages outgrows V8's default heap limit (about 4 GB) and dies with "JavaScript heap out of memory".
// The build therefore runs in a child process with a larger limit: three quarters of the machine's memory, at
// most 16 GB. A limit the user set (NODE_OPTIONS or node flags) is left alone.
import { spawn } from "node:child_process";
import { totalmem } from "node:os";
import { getHeapStatistics } from "node:v8";

const CHILD_MARK = "DOCGEN_HEAP_CHILD";
const MAX_MIB = 16 * 1024;

/** The heap limit to run with, in MiB, or undefined when the current process should just go on. */
export function wantedHeapMiB(): number | undefined {
  if (process.env[CHILD_MARK]) return undefined;
  const set = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((a) => a.startsWith("--max-old-space-size") || a.startsWith("--max_old_space_size"));
  if (set) return undefined;
  const target = Math.min(MAX_MIB, Math.floor((totalmem() / 2 ** 20) * 0.75));
  const current = getHeapStatistics().heap_size_limit / 2 ** 20;
  return target > current * 1.25 ? target : undefined;
}

/** Runs this same command in a child node with `--max-old-space-size`; resolves to its exit code. */
export function rerunWithHeap(mib: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, `--max-old-space-size=${mib}`, ...process.argv.slice(1)], {
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

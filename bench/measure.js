// Runs one command as a child and measures wall time and peak RSS (GNU time -v when present).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const GNU_TIME = "/usr/bin/time";

const running = new Set();

/** Stops the commands still running (on Ctrl-C or SIGTERM of the benchmark). */
export function killRunning() {
  // Each child leads its own process group (GNU time and node under it): signal the whole group.
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
}

/**
 * Runs `node args...`; resolves to { code, signal, stdout, stderr, seconds, cpuSeconds, rssMiB }. rssMiB is GNU time's
 * "Maximum resident set size" (the peak of the node process; undefined without /usr/bin/time).
 */
export function measureNode(args, { cwd } = {}) {
  const useTime = existsSync(GNU_TIME);
  const [cmd, cmdArgs] = useTime ? [GNU_TIME, ["-v", process.execPath, ...args]] : [process.execPath, args];
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (error) => {
      running.delete(child);
      reject(error);
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      const rssMiB = match ? Number(match[1]) / 1024 : undefined;
      // CPU seconds (user + system): less sensitive than wall time to other work on a shared machine.
      const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
      const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
      const cpuSeconds = user && sys ? Number(user[1]) + Number(sys[1]) : undefined;
      if (useTime) stderr = stderr.replace(/\n?\s*Command being timed:[\s\S]*$/, "");
      resolve({ code, signal, stdout, stderr, seconds, cpuSeconds, rssMiB });
    });
  });
}

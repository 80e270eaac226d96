// Runs one command as a child and measures wall time and peak RSS (GNU time -v when present).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

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
 * Runs `node args...`; resolves to { code, signal, stdout, stderr, seconds, cpuSeconds, rssMiB, rssSource }. rssMiB is GNU time's
 * "Maximum resident set size" (the peak of the node process; undefined without /usr/bin/time).
 */
export function measureNode(args, { cwd } = {}) {
  const useTime = existsSync(GNU_TIME);
  const [cmd, cmdArgs] = useTime ? [GNU_TIME, ["-v", process.execPath, ...args]] : [process.execPath, args];
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    // Backup for the peak RSS: the node process's VmHWM (peak resident set), read from /proc once a second.
    // GNU time's report is the measurement; this is used only if its report is missing from stderr.
    let sampledKiB;
    const sampler = setInterval(() => {
      const kib = peakOfTree(child.pid);
      if (kib !== undefined) sampledKiB = Math.max(sampledKiB ?? 0, kib);
    }, 1000);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (error) => {
      clearInterval(sampler);
      running.delete(child);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearInterval(sampler);
      running.delete(child);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      const rssSource = match ? "time" : sampledKiB !== undefined ? "proc" : undefined;
      const rssMiB = match ? Number(match[1]) / 1024 : sampledKiB !== undefined ? sampledKiB / 1024 : undefined;
      // CPU seconds (user + system): less sensitive than wall time to other work on a shared machine.
      const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
      const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
      const cpuSeconds = user && sys ? Number(user[1]) + Number(sys[1]) : undefined;
      if (useTime) stderr = stderr.replace(/\n?\s*Command being timed:[\s\S]*$/, "");
      resolve({ code, signal, stdout, stderr, seconds, cpuSeconds, rssMiB, rssSource });
    });
  });
}

/** The largest VmHWM (KiB) among pid and its children (GNU time's child is node); undefined when unreadable. */
function peakOfTree(pid) {
  let best;
  const pids = [pid];
  try {
    pids.push(...readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    // not Linux, or the process is gone
  }
  for (const p of pids) {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      if (m) best = Math.max(best ?? 0, Number(m[1]));
    } catch {
      // gone
    }
  }
  return best;
}

// Runs one command as a child and measures wall time and peak RSS (GNU time -v when present).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const GNU_TIME = "/usr/bin/time";

/** Runs `node args...`; resolves to { code, stdout, stderr, seconds, rssMiB }. */
export function measureNode(args, { cwd } = {}) {
  const useTime = existsSync(GNU_TIME);
  const [cmd, cmdArgs] = useTime ? [GNU_TIME, ["-v", process.execPath, ...args]] : [process.execPath, args];
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      // Without GNU time, the load child reports its own maxRSS in its JSON line.
      const rssMiB = match ? Number(match[1]) / 1024 : undefined;
      if (useTime) stderr = stderr.replace(/\n?\s*Command being timed:[\s\S]*$/, "");
      resolve({ code, stdout, stderr, seconds, rssMiB });
    });
  });
}

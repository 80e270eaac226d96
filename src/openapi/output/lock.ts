// One writer per output folder: a lock file created with O_EXCL. A second run waits for the first; a lock
// left by a run that died (its process is gone) is taken over.
import { readFile, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { DocgenInputError } from "../../errors.js";

export const LOCK_FILE = ".docgen-lock";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface LockOptions {
  /** How long to wait for another run before giving up. */
  timeoutMs?: number;
  /** Called once when this run starts waiting. */
  onWait?: (holder: string) => void;
}

/** Takes the folder's lock, waiting for a live holder; resolves to the release function. */
export async function lockFolder(root: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const file = path.join(root, LOCK_FILE);
  const me = `${process.pid} ${hostname()}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let waiting = false;
  for (;;) {
    try {
      await writeFile(file, `${me}\n`, { flag: "wx" });
      return async () => {
        // Only our own lock is removed, never one a later run took over.
        if ((await readFile(file, "utf8").catch(() => "")).trim() === me) await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = (await readFile(file, "utf8").catch(() => "")).trim();
    const [pid, host] = holder.split(" ");
    if (holder !== "" && host === hostname() && !alive(Number(pid))) {
      await unlink(file).catch(() => undefined); // left by a run that died
      continue;
    }
    if (Date.now() > deadline) {
      throw new DocgenInputError(`another docgen openapi run (process ${holder || "unknown"}) is writing to this folder`, {
        location: file,
        hint: `Wait for it to finish; if no run is active, delete ${LOCK_FILE} and run again.`,
      });
    }
    if (!waiting) options.onWait?.(holder);
    waiting = true;
    await sleep(100);
  }
}

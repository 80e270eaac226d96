// Progress on stderr for long runs: a self-rewriting line on a terminal, nothing in CI or when piped.

export interface Progress {
  update: (done: number, total: number) => void;
  done: () => void;
}

/** Large runs only: below this many files a progress line would only flicker. */
const MIN_FILES = 200;

export function progressReporter({ enabled, label }: { enabled: boolean; label: string }): Progress {
  const tty = enabled && process.stderr.isTTY === true && !process.env.CI;
  let shown = false;
  let last = 0;
  return {
    update(done, total) {
      if (!tty || total < MIN_FILES) return;
      const now = Date.now();
      if (done < total && now - last < 100) return;
      last = now;
      shown = true;
      process.stderr.write(`\r\x1b[2Kdocgen openapi: ${label} ${done}/${total} pages (${Math.floor((done / total) * 100)}%)`);
    },
    done() {
      if (shown) process.stderr.write("\r\x1b[2K");
      shown = false;
    },
  };
}

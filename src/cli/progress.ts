// Progress on stderr for long runs: a self-rewriting line on a terminal, nothing in CI or when piped.

export interface Progress {
  /** False when nothing would ever be drawn (not a terminal, CI, or not enabled): callers may skip counting. */
  active: boolean;
  /**
   * `done` of `total` pages through the step `label` ("writing", "rendering"). Without a total, the line says how
   * many pages so far ("reading 2000 pages"), once there are enough of them to be a long run.
   */
  update: (done: number, total?: number, label?: string) => void;
  /** Writes a whole line to stderr without garbling the progress line (it is drawn again on the next update). */
  print: (line: string) => void;
  /** Clears the progress line (before the summary). */
  done: () => void;
}

/** Large runs only: below this many pages a progress line would only flicker. */
const MIN_PAGES = 200;
/** At most one redraw per this many milliseconds (the last page of a step and a new step always draw). */
const REDRAW_MS = 100;

/** `command` starts every line (`docgen openapi`); `label` is the default step name. */
export function progressReporter({ enabled, command, label = "writing" }: { enabled: boolean; command: string; label?: string }): Progress {
  const tty = enabled && process.stderr.isTTY === true && !process.env.CI;
  let shown = false;
  let last = 0;
  let lastStep = "";
  const clear = () => {
    if (shown) process.stderr.write("\r\x1b[2K");
    shown = false;
  };
  return {
    active: tty,
    update(done, total, step = label) {
      if (!tty || (total === undefined ? done : total) < MIN_PAGES) return;
      const now = Date.now();
      if (step === lastStep && done !== total && now - last < REDRAW_MS) return;
      last = now;
      lastStep = step;
      shown = true;
      const count = total === undefined ? `${done} pages` : `${done}/${total} pages (${Math.floor((done / total) * 100)}%)`;
      process.stderr.write(`\r\x1b[2K${command}: ${step} ${count}`);
    },
    print(line) {
      clear();
      process.stderr.write(`${line}\n`);
    },
    done: clear,
  };
}

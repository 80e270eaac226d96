// A second thread for the file work of a large run (the Stager in write-output.ts uses it from THREADED_FROM files
// on). The main thread renders each page and posts it; the thread stamps the page's ownership hash (for a new page)
// and writes its temporary file, so that writing overlaps the rendering of the pages after it. Renames, deletions
// and every decision stay on the main thread, which waits for the thread to finish (drain) before any of them.
//
// Measured on 2026-11-26, alternating runs against writing on the main thread (d93533f), by the run's own timer. On
// the machine's ext4 disk, whose speed moves from one run to the next: Microsoft Graph's 11,704 pages 5.79 against
// 7.22 s (medians of ten; 4.72-7.04 against 4.29-8.14 s), GitHub's 1,353 pages 1.58 against 1.64 s (ten). In /dev/shm:
// Graph 1.349 against 1.460 s (eight), GitHub 0.420 against 0.412 s (fourteen). Stripe's 528 pages with a threshold
// of 500: 0.768 against 0.880 s on the disk, but 0.299 against 0.278 s in /dev/shm (twelve and fourteen). The
// thread's start-up is a fixed cost on the second core, which V8's garbage collector and compilers also use, and a
// fast disk leaves little writing to overlap; from 1,000 pages on, the overlap pays on a disk and costs little or
// nothing in memory.
// Peak memory rises by the thread's own heap and the batches in flight: Graph's run 293-310 against 244 MiB.
import { Worker } from "node:worker_threads";

/** Runs of at least this many files write them on a second thread. */
export const THREADED_FROM = 1000;

/** Indexes into the shared state: batches posted and not yet written; 1 once a write failed or the thread stopped. */
export const IN_FLIGHT = 0;
export const FAILED = 1;

/** Batches the main thread may be ahead of the writing thread: past it, it waits (memory stays bounded). */
const MAX_IN_FLIGHT = 8;
const BATCH_PAGES = 64;
const BATCH_CHARS = 1 << 21;

/** One page: its temporary file, its text, and whether the thread is to stamp its hash. */
type Job = [temp: string, content: string, stamp: boolean];

export type ToWorker = { type: "pages"; pages: Job[] } | { type: "drain" };

/** A write error, as the thread saw it (an Error's own fields do not survive being posted). */
export interface StageFailure {
  message: string;
  stack?: string;
  code?: string;
  errno?: number;
  syscall?: string;
  path?: string;
}

/** Thrown on the main thread when it finds that the writing thread failed; the run then drains and reports it. */
export class StageThreadFailed extends Error {}

export class StageThread {
  private readonly worker: Worker;
  private readonly state = new Int32Array(new SharedArrayBuffer(8));
  private batch: Job[] = [];
  private chars = 0;
  /** The thread's own crash (a bug: it catches every write error), reported by drain. */
  private crash: Error | undefined;
  /** Set once the thread has stopped: a drain after that gets no answer, so it does not ask. */
  private stopped: Error | undefined;

  constructor() {
    this.worker = new Worker(new URL("./stage-worker.js", import.meta.url), { workerData: { state: this.state.buffer } });
    // Unreferenced, so that a run that fails elsewhere never waits for the thread to exit; a drain holds a
    // reference while it waits (see drain).
    this.worker.unref();
    this.worker.on("error", (error) => {
      this.crash = error;
    });
    // Registered before any drain's own listener, so a drain hearing the exit finds this set.
    this.worker.on("exit", (code) => {
      this.stopped = this.crash ?? new Error(`docgen's writing thread stopped (exit code ${code})`);
    });
  }

  /** Queues one page for writing; posts the batch once it is full. */
  write(temp: string, content: string, stamp: boolean): void {
    this.batch.push([temp, content, stamp]);
    this.chars += content.length;
    if (this.batch.length >= BATCH_PAGES || this.chars >= BATCH_CHARS) this.post();
  }

  private post(): void {
    if (Atomics.load(this.state, FAILED) === 1) throw new StageThreadFailed("the writing thread failed");
    if (this.batch.length === 0) return;
    for (let n = Atomics.load(this.state, IN_FLIGHT); n >= MAX_IN_FLIGHT; n = Atomics.load(this.state, IN_FLIGHT)) {
      Atomics.wait(this.state, IN_FLIGHT, n, 1000);
      if (Atomics.load(this.state, FAILED) === 1) throw new StageThreadFailed("the writing thread failed");
    }
    Atomics.add(this.state, IN_FLIGHT, 1);
    const message: ToWorker = { type: "pages", pages: this.batch };
    this.worker.postMessage(message);
    this.batch = [];
    this.chars = 0;
  }

  /**
   * Waits until every page queued so far is on disk, or the first write error; returns that error, if any. Pages still
   * queued after a failure are not written. Rejects with the thread's own error when it stops instead of answering
   * (returns it, when it had stopped before the drain began).
   */
  async drain(): Promise<Error | undefined> {
    try {
      this.post();
    } catch (error) {
      if (!(error instanceof StageThreadFailed)) throw error;
      this.batch = []; // the thread writes nothing after a failure
    }
    const gone = this.stopped ?? this.crash;
    if (gone) return gone;
    const reply = new Promise<{ failure?: StageFailure }>((resolve, reject) => {
      const done = () => {
        this.worker.off("message", onMessage);
        this.worker.off("exit", onExit);
        this.worker.unref();
      };
      const onMessage = (message: { failure?: StageFailure }) => {
        done();
        resolve(message);
      };
      const onExit = () => {
        done();
        reject(this.stopped);
      };
      // Listening before asking: a thread that stops meanwhile still answers, through onExit. The reference keeps
      // the process alive until one of the two arrives: without it, a thread that died left nothing for the event
      // loop to wait on, and the process ended there with the run half done ("unsettled top-level await", exit
      // code 13, nothing said).
      this.worker.ref();
      this.worker.on("message", onMessage);
      this.worker.on("exit", onExit);
    });
    this.worker.postMessage({ type: "drain" } satisfies ToWorker);
    const { failure } = await reply;
    if (!failure) return undefined;
    const error = Object.assign(new Error(failure.message), { code: failure.code, errno: failure.errno, syscall: failure.syscall, path: failure.path });
    if (failure.stack) error.stack = failure.stack;
    return error;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

// The writing thread of a large run (see stage-thread.ts): it stamps pages with their ownership hash and writes
// their temporary files, in the order they come, while the main thread renders the pages after them. It decides
// nothing: which pages are written, and every rename and deletion, stay with the main thread.
import { writeFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { stampHash } from "./marker.js";
import { FAILED, IN_FLIGHT, type StageFailure, type ToWorker } from "./stage-thread.js";

const state = new Int32Array((workerData as { state: SharedArrayBuffer }).state);
let failure: StageFailure | undefined;

// A main thread waiting for room in the queue cannot hear this thread stop; the flag wakes it.
process.on("exit", () => {
  Atomics.store(state, FAILED, 1);
  Atomics.notify(state, IN_FLIGHT);
});

function describe(error: unknown, file: string): StageFailure {
  const e = error as NodeJS.ErrnoException;
  return { message: e?.message ?? String(error), stack: e?.stack, code: e?.code, errno: e?.errno, syscall: e?.syscall, path: e?.path ?? file };
}

parentPort!.on("message", (message: ToWorker) => {
  if (message.type === "drain") {
    // Messages are handled in order, so every batch posted before this one is written (or failed) by now.
    parentPort!.postMessage({ failure });
    return;
  }
  // After a failure the rest of the run is thrown away: its pages are not written.
  for (let i = 0; i < message.pages.length && failure === undefined; i++) {
    const [temp, content, stamp] = message.pages[i]!;
    try {
      writeFileSync(temp, stamp ? stampHash(content) : content, "utf8");
    } catch (error) {
      failure = describe(error, temp);
      Atomics.store(state, FAILED, 1);
    }
  }
  Atomics.sub(state, IN_FLIGHT, 1);
  Atomics.notify(state, IN_FLIGHT);
});

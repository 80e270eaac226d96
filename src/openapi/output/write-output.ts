// Writes generated files safely and only when they change. Hand-written files are never touched, nothing lands
// outside the folder, every page is replaced atomically (temporary file, then rename), and a failure before the
// renames leaves the folder as it was. `check` plans the same run and writes nothing.
// Page I/O is synchronous on purpose: measured on 11,423 pages (212 MB), writeFileSync + renameSync took 0.4-0.5 s
// where batched fs/promises took 1.3 s. A run of THREADED_FROM files or more writes its temporary files on a second
// thread instead, while the main thread renders the next pages (stage-thread.ts).
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import type { PlannedFile } from "../generate.js";
import { LOCK_FILE, lockFolder } from "./lock.js";
import { markerSource, type Ownership, ownership, stampHash } from "./marker.js";
import { StageThread, THREADED_FROM } from "./stage-thread.js";

export interface WriteOptions {
  /** Replace existing generated files (false: `--no-overwrite`, keep every existing file). */
  overwrite: boolean;
  /** Also replace or delete generated files that were edited by hand. */
  force?: boolean;
  /** Plan only: write, rename and delete nothing. */
  check?: boolean;
  /** With `check`: a short unified diff per changed page. */
  diffs?: boolean;
  onProgress?: (done: number, total: number) => void;
  onWait?: (holder: string) => void;
  /** Write the temporary files on a second thread; by default, for runs of THREADED_FROM files or more. */
  thread?: boolean;
}

export interface WriteReport {
  /** New pages (with `check`: pages that would be added). */
  added: string[];
  /** Replaced pages whose content changed. */
  changed: string[];
  /** Pages already identical to what the spec generates: not rewritten. */
  unchanged: number;
  skipped: { file: string; reason: string; kind: SkipKind }[];
  /** Generated pages of an earlier run that this run no longer produces, deleted. */
  removed: string[];
  /**
   * Of `removed` (sorted as it is), those whose page this run writes at another path: the same `source` in their
   * front matter (an operation, a group, a schema), as when a spec's paths move or docgen names pages otherwise.
   */
  moved: { file: string; to: string }[];
  /** Generated pages edited by hand that this run would have replaced or deleted: left alone (see `force`). */
  edited: { file: string; stale: boolean }[];
  /** With `check` and `diffs`: file -> unified diff. */
  diffs: Map<string, string>;
}

type EntryKind = "file" | "dir" | "symlink" | "other";

/** Why a file was not written, for the run's summary: the reason's words are for people. */
export type SkipKind = "existing" | "hand-written" | "unsafe path";

/** Progress is reported every this many files. */
const PROGRESS_EVERY = 50;
const TMP_SUFFIX = ".docgen-tmp";
const DIFF_LINES = 40;

export async function writeOutput(outDir: string, files: PlannedFile[], options: WriteOptions): Promise<WriteReport> {
  const root = path.resolve(outDir);
  // Loaded only for `--check --verbose`: every other run would pay its start-up time for nothing.
  const createPatch = options.check && options.diffs ? (await import("diff")).createTwoFilesPatch : undefined;
  const report: WriteReport = { added: [], changed: [], unchanged: 0, skipped: [], removed: [], moved: [], edited: [], diffs: new Map() };
  if (!options.check) await mkdir(root, { recursive: true });
  const release = options.check ? async () => undefined : await lockFolder(root, { onWait: options.onWait });
  try {
    const existing = await scan(root);
    if (!options.check) await removeLeftoverTemps(root, existing);
    const planned = new Set(files.map((f) => f.path));
    // Where each page this run writes is, by its source, only when an earlier run's page may be removed (removeStale).
    const stale = options.overwrite && [...existing].some(([rel, kind]) => kind === "file" && rel.endsWith(".md") && !planned.has(rel));
    const run: Run = { root, existing, options, report, createPatch, ...(stale ? { sources: new Map<string, string>() } : {}) };
    const stager = new Stager(!options.check && (options.thread ?? files.length >= THREADED_FROM) ? new StageThread() : undefined);
    try {
      try {
        files.forEach((file, i) => {
          planOne(run, file, stager);
          if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === files.length) options.onProgress?.(i + 1, files.length);
        });
        await stager.settle();
      } catch (error) {
        // Nothing has replaced a page yet. A write error on the writing thread is the one to report.
        const failure = await stager.discard();
        throw failure ?? error;
      }
      stager.commit();
    } finally {
      await stager.close();
    }
    await removeStale(root, existing, planned, options, report, run.sources);
    report.added.sort();
    report.changed.sort();
    return report;
  } finally {
    await release();
  }
}

/** What one run knows while it plans its files. */
interface Run {
  root: string;
  /** The output folder as scanned at the start (see scan). */
  existing: Map<string, EntryKind>;
  options: WriteOptions;
  report: WriteReport;
  createPatch: CreatePatch | undefined;
  /** Each planned page's path by its `source` (see WriteReport.moved), when asked for. */
  sources?: Map<string, string>;
}

/**
 * Temporary files beside their targets, renamed over them only when every page has been staged. With a thread, the
 * thread writes them (and stamps the hash of a page staged unstamped); folders, renames and deletions stay here.
 */
class Stager {
  private staged: { temp: string; target: string }[] = [];
  private dirs = new Set<string>();
  /** Folders this run created (mkdir -p), outermost first. */
  private created: string[] = [];

  constructor(private readonly thread?: StageThread) {}

  /** `stamp`: the content lacks its ownership hash, added by whichever thread writes the file. */
  stage(target: string, content: string, stamp = false): void {
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) {
      const first = mkdirSync(dir, { recursive: true });
      if (first) this.created.push(...ancestorsBetween(first, dir));
      this.dirs.add(dir);
    }
    const temp = path.join(dir, `.${path.basename(target)}.${process.pid}-${this.staged.length}${TMP_SUFFIX}`);
    this.staged.push({ temp, target });
    if (this.thread) this.thread.write(temp, content, stamp);
    else writeFileSync(temp, stamp ? stampHash(content) : content, "utf8");
  }

  /** Waits for the writing thread, if any, to have written every page; throws its write error. */
  async settle(): Promise<void> {
    const failure = await this.thread?.drain();
    if (failure) throw failure;
  }

  /** Each rename is atomic: a reader sees the old page or the new one. */
  commit(): void {
    for (const s of this.staged) renameSync(s.temp, s.target);
  }

  /**
   * Takes the temporary files, and the folders made for them, back out, once the writing thread (if any) has stopped
   * writing them. Returns the thread's write error, if it had one.
   */
  async discard(): Promise<Error | undefined> {
    const failure = await this.thread?.drain().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    for (const s of this.staged) {
      try {
        unlinkSync(s.temp);
      } catch {
        // already gone
      }
    }
    for (const dir of [...this.created].reverse()) await rmdir(dir).catch(() => undefined);
    return failure;
  }

  async close(): Promise<void> {
    await this.thread?.close();
  }
}

/** Every entry under root by output-relative POSIX path, without following symbolic links. */
async function scan(root: string): Promise<Map<string, EntryKind>> {
  const found = new Map<string, EntryKind>();
  const walk = async (dir: string, rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const subdirs: Promise<void>[] = [];
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const kind: EntryKind = entry.isSymbolicLink() ? "symlink" : entry.isDirectory() ? "dir" : entry.isFile() ? "file" : "other";
      found.set(relPath, kind);
      if (kind === "dir") subdirs.push(walk(path.join(dir, entry.name), relPath));
    }
    await Promise.all(subdirs);
  };
  await walk(root, "");
  return found;
}

/** Temporary files of a run that died: the lock is ours, so no live run owns them. */
async function removeLeftoverTemps(root: string, existing: Map<string, EntryKind>): Promise<void> {
  for (const [rel, kind] of existing) {
    if (kind === "file" && rel.endsWith(TMP_SUFFIX) && path.posix.basename(rel).startsWith(".")) {
      await unlink(path.join(root, ...rel.split("/"))).catch(() => undefined);
      existing.delete(rel);
    }
  }
}

/** Renders one file, decides what to do with it, and stages it; only its text is held, briefly. */
function planOne(run: Run, file: PlannedFile, stager: Stager): void {
  const { root, existing, options, report, createPatch } = run;
  const parts = file.path.split("/");
  for (let i = 1; i < parts.length; i++) {
    const prefix = parts.slice(0, i).join("/");
    const kind = existing.get(prefix);
    if (kind === "symlink") return void report.skipped.push({ file: file.path, reason: `would be written through ${prefix}, a symbolic link (possibly outside the output folder)`, kind: "unsafe path" });
    if (kind !== undefined && kind !== "dir") return void report.skipped.push({ file: file.path, reason: `${prefix} is a file, not a folder`, kind: "unsafe path" });
  }
  const target = path.join(root, ...parts);
  const kind = existing.get(file.path);
  if (kind === "symlink") return void report.skipped.push({ file: file.path, reason: "is a symbolic link", kind: "unsafe path" });
  if (kind !== undefined && kind !== "file") return void report.skipped.push({ file: file.path, reason: "is not a regular file", kind: "unsafe path" });
  // A new page is compared with nothing, so its hash is stamped where the file is written (the writing thread, if any).
  const noteSource = (text: string) => {
    const source = run.sources && markerSource(text);
    if (source) run.sources!.set(source, file.path);
  };
  if (kind === undefined && file.unstamped && !options.check) {
    report.added.push(file.path);
    const text = file.unstamped();
    noteSource(text);
    return stager.stage(target, text, true);
  }
  const content = file.render();
  noteSource(content);
  if (kind === undefined) {
    report.added.push(file.path);
  } else {
    const before = readFileSync(target, "utf8");
    // Byte-identical to the new text (which carries the marker and its hash): unchanged, nothing to hash.
    if (before === content) return void report.unchanged++;
    const owner: Ownership = ownership(before);
    if (owner === "hand-written") return void report.skipped.push({ file: file.path, reason: "hand-written file (no generator marker), left untouched", kind: "hand-written" });
    if (!options.overwrite) return void report.skipped.push({ file: file.path, reason: "exists (--no-overwrite)", kind: "existing" });
    if (owner === "edited" && !options.force) return void report.edited.push({ file: file.path, stale: false });
    report.changed.push(file.path);
    if (createPatch) report.diffs.set(file.path, shortDiff(createPatch, file.path, before, content));
  }
  if (!options.check) stager.stage(target, content);
}

/** `from` and each folder below it down to `to` (mkdir -p created all of them). */
function ancestorsBetween(from: string, to: string): string[] {
  const out = [from];
  for (const part of path.relative(from, to).split(path.sep).filter(Boolean)) out.push(path.join(out.at(-1)!, part));
  return out;
}

/**
 * Deletes generated `.md` pages this run did not produce, then folders left empty. Hand-edited ones are reported
 * instead (unless `force`). A folder with a generated `index.md` this run did not write is another spec's output
 * nested inside ours (`-o docs/api` and `-o docs/api/billing`): its pages are not ours to delete.
 */
async function removeStale(root: string, existing: Map<string, EntryKind>, keep: Set<string>, options: WriteOptions, report: WriteReport, written?: Map<string, string>): Promise<void> {
  if (!options.overwrite) return;
  const candidates = [...existing].filter(([rel, kind]) => kind === "file" && rel.endsWith(".md") && !keep.has(rel)).map(([rel]) => rel).sort();
  const owners = new Map<string, Ownership>();
  const sources = new Map<string, string | undefined>();
  await Promise.all(
    candidates.map(async (rel) => {
      const text = await readFile(path.join(root, ...rel.split("/")), "utf8");
      owners.set(rel, ownership(text));
      sources.set(rel, markerSource(text));
    }),
  );
  // Another run's root index says `source: "index"` (or has no source: docgen before sources); a folder page of
  // a large API says `source: "group ..."` and is ours.
  const nestedRoots = candidates
    .filter((rel) => rel.endsWith("/index.md") && owners.get(rel) !== "hand-written" && (sources.get(rel) ?? "index") === "index")
    .map((rel) => rel.slice(0, -"index.md".length));
  const emptied = new Set<string>();
  for (const rel of candidates) {
    if (nestedRoots.some((prefix) => rel.startsWith(prefix))) continue;
    const owner = owners.get(rel)!;
    if (owner === "hand-written") continue;
    if (owner === "edited" && !options.force) {
      report.edited.push({ file: rel, stale: true });
      continue;
    }
    report.removed.push(rel);
    const source = sources.get(rel);
    const to = source === undefined ? undefined : written?.get(source);
    if (to !== undefined) report.moved.push({ file: rel, to });
    if (options.check) continue;
    await unlink(path.join(root, ...rel.split("/")));
    for (let dir = path.posix.dirname(rel); dir !== "."; dir = path.posix.dirname(dir)) emptied.add(dir);
  }
  // Deepest first; rmdir fails harmlessly on a folder that still holds anything.
  for (const dir of [...emptied].sort((a, b) => b.split("/").length - a.split("/").length || a.localeCompare(b))) {
    await rmdir(path.join(root, ...dir.split("/"))).catch(() => undefined);
  }
}

type CreatePatch = typeof import("diff").createTwoFilesPatch;

/**
 * Above this many characters (both sides together), a changed file's diff is not worked out: the published spec
 * (`--spec-download`, GitHub's is 13 MB) with one line in fifty changed took over 20 s to diff. Pages stay far below.
 */
const MAX_DIFFED = 2_000_000;

function shortDiff(createPatch: CreatePatch, file: string, before: string, after: string): string {
  if (before.length + after.length > MAX_DIFFED) {
    const size = (text: string) => `${(Buffer.byteLength(text) / (1024 * 1024)).toFixed(1)} MB`;
    return `--- a/${file}\n+++ b/${file}\n(too large to show a diff here: ${size(before)} before, ${size(after)} now; compare the two with a diff tool)`;
  }
  const patch = createPatch(`a/${file}`, `b/${file}`, before, after, "", "", { context: 2 });
  const lines = patch.split("\n").filter((l) => !l.startsWith("====")).slice(0, DIFF_LINES);
  const total = patch.split("\n").length;
  return lines.join("\n") + (total > DIFF_LINES ? `\n... (${total - DIFF_LINES} more diff lines)` : "");
}

export { LOCK_FILE };

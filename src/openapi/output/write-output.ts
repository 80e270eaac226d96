// Writes generated files safely: staged first, hand-written files never touched, nothing outside the folder.
import { lstat, mkdir, mkdtemp, readFile, readdir, realpath, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratedFile } from "../generate.js";
import { isGenerated } from "../write/front-matter.js";

export interface WriteOptions {
  overwrite: boolean;
}

export interface WriteReport {
  written: string[];
  skipped: { file: string; reason: string }[];
  /** Generated files of an earlier run that this run no longer produces. */
  removed: string[];
}

async function statOrNull(p: string) {
  try {
    return await lstat(p);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The real path of the deepest existing ancestor of `p`, to see where a write would really land. */
async function realAncestor(p: string): Promise<string> {
  let current = p;
  for (;;) {
    try {
      return path.join(await realpath(current), path.relative(current, p));
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return p;
      current = parent;
    }
  }
}

function inside(root: string, p: string): boolean {
  const rel = path.relative(root, p);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

export async function writeOutput(outDir: string, files: GeneratedFile[], options: WriteOptions): Promise<WriteReport> {
  const root = path.resolve(outDir);
  const realRoot = await realAncestor(root);
  const report: WriteReport = { written: [], skipped: [], removed: [] };
  const plan: GeneratedFile[] = [];
  for (const file of files) {
    const target = path.join(root, ...file.path.split("/"));
    if (!inside(realRoot, await realAncestor(target))) {
      report.skipped.push({ file: file.path, reason: "would be written outside the output folder (symbolic link)" });
      continue;
    }
    const blocked = await blockingAncestor(root, file.path);
    if (blocked) {
      report.skipped.push({ file: file.path, reason: `${blocked} is a file, not a folder` });
      continue;
    }
    const stat = await statOrNull(target);
    if (stat === null) plan.push(file);
    else if (!stat.isFile()) report.skipped.push({ file: file.path, reason: stat.isSymbolicLink() ? "is a symbolic link" : "is not a regular file" });
    else if (!isGenerated(await readFile(target, "utf8"))) report.skipped.push({ file: file.path, reason: "hand-written file (no generator marker), left untouched" });
    else if (!options.overwrite) report.skipped.push({ file: file.path, reason: "exists (--no-overwrite)" });
    else plan.push(file);
  }
  // Stage every file beside the output folder first: a failure here leaves the output as it was.
  await mkdir(path.dirname(root), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(root), `.${path.basename(root)}.docgen-`));
  try {
    for (const file of plan) {
      const staged = path.join(staging, ...file.path.split("/"));
      await mkdir(path.dirname(staged), { recursive: true });
      await writeFile(staged, file.content, "utf8");
    }
    for (const file of plan) {
      const target = path.join(root, ...file.path.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(staging, ...file.path.split("/")), target); // atomic per file
      report.written.push(file.path);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  if (options.overwrite) report.removed = await removeStale(root, new Set(files.map((f) => f.path)));
  return report;
}

/** The first path prefix of `file` that exists in `root` as something other than a folder. */
async function blockingAncestor(root: string, file: string): Promise<string | undefined> {
  const parts = file.split("/").slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const stat = await statOrNull(path.join(root, ...parts.slice(0, i)));
    if (stat && !stat.isDirectory()) return parts.slice(0, i).join("/");
  }
  return undefined;
}

/** Deletes generated `.md` files (marker present) that this run did not produce, then empty folders. */
async function removeStale(root: string, keep: Set<string>): Promise<string[]> {
  const removed: string[] = [];
  const walk = async (dir: string, rel: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // A folder with a generated index.md this run did not write is another spec's output nested inside
        // ours (`-o docs/api` and `-o docs/api/billing`): its pages are not ours to delete.
        if (!keep.has(`${relPath}/index.md`) && (await isGeneratedFile(path.join(full, "index.md")))) continue;
        await walk(full, relPath);
        if ((await readdir(full)).length === 0 && removed.some((r) => r.startsWith(`${relPath}/`))) await rm(full, { recursive: true });
      } else if (entry.isFile() && entry.name.endsWith(".md") && !keep.has(relPath) && isGenerated(await readFile(full, "utf8"))) {
        await unlink(full);
        removed.push(relPath);
      }
    }
  };
  await walk(root, "");
  return removed;
}

async function isGeneratedFile(file: string): Promise<boolean> {
  try {
    return isGenerated(await readFile(file, "utf8"));
  } catch {
    return false;
  }
}

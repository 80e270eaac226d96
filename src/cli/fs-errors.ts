// The file system's refusals (a folder that is a file, no permission, a full disk) as one line that names the path,
// and what to do, in place of a stack trace: a user can act on these, and nothing about them is docgen's bug.
import path from "node:path";

/** By error code: what it means of the path, and the fix. */
const MEANINGS: Record<string, [meaning: string, fix: string]> = {
  ENOTDIR: ["is not a folder: it, or a folder above it, is a file", "Choose a folder (docgen makes it when it is missing), or move the file."],
  EISDIR: ["is a folder, not a file", "Give the path of a file."],
  EACCES: ["permission denied", "Check its permissions, or choose a place you can write to."],
  EPERM: ["operation not permitted", "Check its permissions, or choose a place you can write to."],
  EROFS: ["is on a read-only file system", "Choose a folder on a disk that can be written to."],
  ENOSPC: ["no space left on the disk", "Free some space, then run the command again."],
  EDQUOT: ["disk quota exceeded", "Free some space, then run the command again."],
};

/** `error` as `path: what it means (syscall CODE)` and its fix on a second line, or undefined for any other error. */
export function fileSystemError(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, path: where, syscall } = error as NodeJS.ErrnoException;
  if (code === undefined || where === undefined) return undefined;
  // A recursive mkdir fails so only where a file stands in the way.
  const meaning = code === "EEXIST" && syscall === "mkdir" ? MEANINGS.ENOTDIR : MEANINGS[code];
  if (meaning === undefined) return undefined;
  const relative = path.relative(process.cwd(), where);
  const shown = relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : where;
  return `${shown}: ${meaning[0]} (${syscall ?? "file system"} ${code})\n  ${meaning[1]}`;
}

// The built `docgen` bin, run as a user would, for loader tests: its exit code and output, whatever the code.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const bin = path.resolve(import.meta.dirname, "../../../dist/cli/bin.js");
const execFileAsync = promisify(execFile);

/** Runs `docgen <args>` in `cwd`: `{ code, stdout, stderr }` (code 0 on success). */
export async function docgen(args, cwd) {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [bin, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

// A reader that stops reading (`docgen openapi --help | head -3`) closes the pipe before docgen has printed: the
// rest goes nowhere, and the command ends as it would have, with its own exit code, not with a crash on EPIPE.
import test from "ava";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const spec = fileURLToPath(new URL("../../site-example/openapi.yaml", import.meta.url));

/** Runs docgen with its standard output closed at once, as a finished `head` leaves it. */
function closedOutput(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

test("--help, --json and --check with their output closed: the exit code is the command's own, and no crash", async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "docgen-pipe-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const help = await closedOutput(["openapi", "--help"]);
  t.is(help.code, 0, help.stderr);
  t.false(/EPIPE|Unhandled/.test(help.stderr), help.stderr);
  const json = await closedOutput(["openapi", spec, "-o", path.join(dir, "api"), "--json"]);
  t.is(json.code, 0, json.stderr);
  t.false(/EPIPE|Unhandled/.test(json.stderr), json.stderr);
  // A check that finds drift still fails when its listing cannot be printed.
  const check = await closedOutput(["openapi", spec, "-o", path.join(dir, "api"), "--check", "--include-schemas"]);
  t.is(check.code, 1, check.stderr);
  t.false(/EPIPE|Unhandled/.test(check.stderr), check.stderr);
});

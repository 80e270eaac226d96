// scripts/install-test-tools.sh, the first step of the README's test command, where it cannot install: it must name
// the missing packages and exit 1, without running anything. (Where it can, it runs apt-get for real: the README's
// test command on a fresh machine and .ci/run exercise that path; a test does not install packages.)
import test from "ava";
import { execFile } from "node:child_process";
import { chmodSync, copyFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../helpers/browser.js";
import { tempFolder } from "../helpers/temp.js";

const script = path.join(repoRoot, "scripts", "install-test-tools.sh");
const EVERY_TOOL = "chromium curl golang-go openjdk-17-jdk-headless ruby php-cli php-curl mono-mcs";

/**
 * The script run with `bin` as its whole PATH; `asUser` runs it as the user nobody when this process is root. It runs
 * from a copy in `bin`, which nobody can read wherever the clone is (`mktemp -d` makes folders only their owner reads).
 */
async function run(bin, { asUser = false } = {}) {
  const env = { PATH: bin };
  const copy = path.join(bin, "install-test-tools.sh");
  copyFileSync(script, copy);
  chmodSync(copy, 0o644);
  const [file, args] =
    asUser && process.getuid() === 0 ? ["/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/bash", copy]] : ["/bin/bash", [copy]];
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, { env, cwd: bin });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

/** A folder for PATH holding the named commands, each a link to `target`. */
function binWith(links) {
  const bin = tempFolder("docgen-tools-");
  chmodSync(bin, 0o755);
  for (const [name, target] of Object.entries(links)) symlinkSync(target, path.join(bin, name));
  return bin;
}

test("with tools missing and no apt-get, it names the packages and exits 1", async (t) => {
  const { code, stdout, stderr } = await run(binWith({}));
  t.is(code, 1);
  t.is(stdout, "");
  t.regex(stderr, new RegExp(`needs ${EVERY_TOOL}\\b.*which this machine does not have`));
  t.true(stderr.includes(`apt-get install -y ${EVERY_TOOL}`), stderr);
  t.false(stderr.includes("install-test-tools: installing "), stderr);
});

test("with tools missing, not root and no sudo, it names the packages and exits 1 without running apt-get", async (t) => {
  // apt-get is there but must not run: the link leads to `false`, and the script must stop before it.
  const bin = binWith({ "apt-get": "/bin/false", id: "/usr/bin/id" });
  const { code, stderr } = await run(bin, { asUser: true });
  t.is(code, 1);
  t.regex(stderr, new RegExp(`needs ${EVERY_TOOL}\\b.*needs root, and this machine has no sudo`));
  t.false(stderr.includes("install-test-tools: installing "), stderr);
});

// Downloads the benchmark specs with `npm pack` into bench/.cache and extracts only the spec files.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const cacheDir = new URL("./.cache/", import.meta.url).pathname;

/** Returns the local path of `spec.member`, packing and extracting it on first use. */
export function ensureSpec(spec) {
  const dir = join(cacheDir, `${spec.pkg.replace(/^@/, "").replace("/", "-")}-${spec.version}`);
  const file = join(dir, spec.member);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const tarball = packOnce(spec);
  // Extract only the member we need: @octokit/openapi unpacks to ~380 MB.
  execFileSync("tar", ["xzf", tarball, "-C", dir, spec.member], { stdio: "inherit" });
  return file;
}

function packOnce(spec) {
  const prefix = `${spec.pkg.replace(/^@/, "").replace("/", "-")}-${spec.version}.tgz`;
  const existing = readdirSync(cacheDir).find((f) => f === prefix);
  if (existing) return join(cacheDir, existing);
  process.stderr.write(`bench: npm pack ${spec.pkg}@${spec.version} ...\n`);
  const out = execFileSync("npm", ["pack", `${spec.pkg}@${spec.version}`, "--pack-destination", cacheDir, "--silent"], { encoding: "utf8" });
  return join(cacheDir, out.trim().split("\n").pop());
}

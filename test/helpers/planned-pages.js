// Planned files for writeOutput, as generate.ts makes them (`render` stamped, `unstamped` without the hash), for
// the writing thread's tests and their child-process fixture.
import { stampHash } from "../../dist/openapi/output/marker.js";

export const page = (i, version) => `---\ngenerator: docgen openapi\nsource: "p${i}"\n---\n\n${version} ${i} ${"ü".repeat(i % 3)}\n`;

/** `n` pages in folders g0-g6 (or `folder(i)`); `version` is a string or a function of the page's index. */
export const planned = (n, version, folder = (i) => `g${i % 7}`) =>
  Array.from({ length: n }, (_, i) => {
    const v = typeof version === "function" ? version(i) : version;
    return { path: `${folder(i)}/p${i}.md`, render: () => stampHash(page(i, v)), unstamped: () => page(i, v) };
  });

// Makes the compiled CLI entry executable (tsc does not keep file modes).
import { chmodSync } from "node:fs";
chmodSync(new URL("../dist/cli/bin.js", import.meta.url), 0o755);

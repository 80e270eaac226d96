// The V8 flags the docgen process sets for itself (src/cli/runtime-flags.ts): which, when, and that they come first.
// What they are worth is measured by the benchmark, not here.
import test from "ava";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CHILD_MARK } from "../../dist/cli/heap.js";
import { INTERRUPT_BUDGET, runtimeFlags } from "../../dist/cli/runtime-flags.js";

const BIN = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));

test("docgen raises V8's optimization budget unless the user set one, or the process builds a large site", (t) => {
  t.deepEqual(runtimeFlags([], {}), [`--interrupt-budget=${INTERRUPT_BUDGET}`]);
  t.deepEqual(runtimeFlags(["--max-old-space-size=4096", "--interrupt-budget-for-feedback-allocation=4"], {}), [`--interrupt-budget=${INTERRUPT_BUDGET}`], "another flag is not this one");
  t.deepEqual(runtimeFlags(["--interrupt-budget=1000"], {}), []);
  t.deepEqual(runtimeFlags(["--interrupt_budget=1000"], {}), []);
  t.false(runtimeFlags(["--max-old-space-size=16384"], { [CHILD_MARK]: "1" }).some((f) => f.startsWith("--interrupt-budget")), "the large build's child keeps V8's default");
  t.true(INTERRUPT_BUDGET > 67_584, "above V8's default, or the flag does nothing");
});

test("docgen build, and a large build's child, compile with Sparkplug from the first call unless the user said otherwise", (t) => {
  t.deepEqual(runtimeFlags([], {}, "build"), [`--interrupt-budget=${INTERRUPT_BUDGET}`, "--always-sparkplug"]);
  t.deepEqual(runtimeFlags(["--max-old-space-size=16384"], { [CHILD_MARK]: "1" }, "build"), ["--always-sparkplug"]);
  t.deepEqual(runtimeFlags([], { [CHILD_MARK]: "1" }, "--input"), ["--always-sparkplug"], "the child is a build whatever its arguments");
  t.deepEqual(runtimeFlags(["--no-always-sparkplug"], {}, "build"), [`--interrupt-budget=${INTERRUPT_BUDGET}`]);
  t.deepEqual(runtimeFlags(["--always_sparkplug"], {}, "build"), [`--interrupt-budget=${INTERRUPT_BUDGET}`]);
  t.deepEqual(runtimeFlags(["--always-sparkplug-x"], {}, "build"), [`--interrupt-budget=${INTERRUPT_BUDGET}`, "--always-sparkplug"], "another flag is not this one");
});

test("docgen openapi optimizes without inlining unless the user said otherwise; nothing else does", (t) => {
  t.deepEqual(runtimeFlags([], {}, "openapi"), [`--interrupt-budget=${INTERRUPT_BUDGET}`, "--no-turbo-inlining"]);
  t.deepEqual(runtimeFlags(["--turbo-inlining"], {}, "openapi"), [`--interrupt-budget=${INTERRUPT_BUDGET}`]);
  t.deepEqual(runtimeFlags(["--no-turbo_inlining"], {}, "openapi"), [`--interrupt-budget=${INTERRUPT_BUDGET}`]);
  t.deepEqual(runtimeFlags(["--max-inlined-bytecode-size=60"], {}, "openapi"), [`--interrupt-budget=${INTERRUPT_BUDGET}`, "--no-turbo-inlining"], "another flag is not this one");
  t.false(runtimeFlags([], {}, "build").includes("--no-turbo-inlining"), "a build gains from inlining");
  t.false(runtimeFlags([], {}, "vendor-mermaid").includes("--no-turbo-inlining"));
  t.false(runtimeFlags([], { [CHILD_MARK]: "1" }, "openapi").includes("--no-turbo-inlining"), "the large build's child is a build");
});

test("the flags are set before any other module of the CLI is evaluated", (t) => {
  const imports = readFileSync(BIN, "utf8").split("\n").filter((line) => line.startsWith("import "));
  t.is(imports[0], 'import "./runtime-flags.js";');
});

test("the bin runs with the user's own budget, and with docgen's", async (t) => {
  const version = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version;
  for (const flags of [[], ["--interrupt-budget=5000"]]) {
    const stdout = await new Promise((resolve, reject) => {
      execFile(process.execPath, [...flags, BIN, "--version"], { timeout: 30_000 }, (error, out) => (error ? reject(error) : resolve(out)));
    });
    t.is(stdout.trim(), version, flags.join(" ") || "no flags");
  }
});

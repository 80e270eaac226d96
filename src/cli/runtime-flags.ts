// V8 tuning for the `docgen` process, set before the rest of the CLI is loaded (bin.ts imports this first).
//
// A docgen run is short: a second or two of code that runs once per operation or page. V8 starts optimizing a
// function (TurboFan, on a background thread) once it has run a budget of bytecode, and on runs this short much of
// that compiling never pays back while it takes the second core from the garbage collector. Three times V8's
// default budget (67,584), set here, measured in /dev/shm against the commit before (seven alternating runs
// each): `docgen openapi` on GitHub's spec 0.90 to 0.79 s, on Stripe's 0.58 to 0.51 s, on Microsoft Graph's
// 2.50 s both; `docgen build` of the GitHub reference 2.08 to 2.00 s. As a node flag, budgets from 150,000 to
// 300,000 did about the same on GitHub's spec; 8,192 and 16,384 made it slower (1.0-1.1 s against 0.9 s).
//
// The budget is not set in the child process that builds a large site (heap.ts): there memory is what counts,
// and on Microsoft Graph's 11,704-page reference the budget saved no time while two of five builds peaked at
// 1,074 MiB, against 1,017-1,035 MiB for five with V8's default. A second flag, for builds only, is below.
import { setFlagsFromString } from "node:v8";
import { CHILD_MARK } from "./heap.js";

export const INTERRUPT_BUDGET = 200_000;

/**
 * The V8 flags docgen sets for itself, given the process's own flags, environment and command (`process.argv[2]`):
 * none that the user set already (either way, for a boolean flag).
 * - `--interrupt-budget` (above), except in a large build's child.
 * - `--always-sparkplug` for `docgen build`, the child included: each function is compiled by Sparkplug, V8's
 *   baseline compiler (a quick translation of its bytecode to machine code, no optimization), the first time it
 *   runs, instead of being interpreted until it has run a while. A build runs much of its code (Eleventy's,
 *   Nunjucks', markdown-it's, the components') over and over but only for a second or two, and spends much of that in
 *   the interpreter. Measured in /dev/shm, alternating runs: the GitHub reference's build 1.86 to 1.76 s (seven
 *   each); Microsoft Graph's, in the child, 11.5-12.5 to 10.3-10.7 s (three each) with a peak of 894-921 MiB
 *   against 888-896 MiB. `docgen openapi` is not faster with it (GitHub's spec 0.82 against 0.81 s, Stripe's 0.52
 *   against 0.50 s), so it does not get it.
 * - `--no-turbo-inlining` for `docgen openapi`: TurboFan optimizes each hot function without inlining its callees
 *   into it. Its jobs get smaller, so optimized code arrives sooner and takes less of the second core, which the
 *   garbage collector shares; the generator's code is many small functions called from a few page builders, and on
 *   runs this short much of what inlining would compile arrives too late to pay back. Measured in /dev/shm,
 *   alternating runs, by the run's own timer (2026-11-26): GitHub's spec 0.413 to 0.401 s (CPU 0.69 to 0.62 s,
 *   sixteen runs each), Stripe's 0.275 to 0.260 s (CPU 0.50 to 0.45 s, sixteen), Microsoft Graph's 1.418 to
 *   1.394 s (CPU 2.10 to 1.85 s, ten). `docgen build` is slower with it (the GitHub reference 1.26 against
 *   1.22 s, nine each: markdown-it's code gains from inlining), so a build does not get it.
 */
export function runtimeFlags(execArgv: readonly string[], env: NodeJS.ProcessEnv, command?: string): string[] {
  const userSet = (name: string) => execArgv.some((a) => new RegExp(`^--(?:no-?)?${name}(?:=|$)`).test(a.replace(/_/g, "-")));
  const flags: string[] = [];
  if (!env[CHILD_MARK] && !userSet("interrupt-budget")) flags.push(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  if ((command === "build" || env[CHILD_MARK]) && !userSet("always-sparkplug")) flags.push("--always-sparkplug");
  if (command === "openapi" && !env[CHILD_MARK] && !userSet("turbo-inlining")) flags.push("--no-turbo-inlining");
  return flags;
}

for (const flag of runtimeFlags(process.execArgv, process.env, process.argv[2])) setFlagsFromString(flag);

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
// Not in the child process that builds a large site (heap.ts): there memory is what counts, and on Microsoft
// Graph's 11,704-page reference the budget saved no time while two of five builds peaked at 1,074 MiB, against
// 1,017-1,035 MiB for five with V8's default.
import { setFlagsFromString } from "node:v8";
import { CHILD_MARK } from "./heap.js";

export const INTERRUPT_BUDGET = 200_000;

/**
 * The V8 flags docgen sets for itself, given the process's own flags and environment: none in a large build's
 * child, none that the user set already.
 */
export function runtimeFlags(execArgv: readonly string[], env: NodeJS.ProcessEnv): string[] {
  if (env[CHILD_MARK]) return [];
  const own = execArgv.some((a) => /^--interrupt[-_]budget(?:=|$)/.test(a));
  return own ? [] : [`--interrupt-budget=${INTERRUPT_BUDGET}`];
}

for (const flag of runtimeFlags(process.execArgv, process.env)) setFlagsFromString(flag);

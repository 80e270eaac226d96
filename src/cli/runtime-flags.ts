// V8 tuning for the `docgen` process, set before the rest of the CLI is loaded (bin.ts imports this first).
//
// A docgen run is short: a second or two of code that runs once per operation or page. V8 starts optimizing a
// function (TurboFan, on a background thread) once it has run a budget of bytecode, and on runs this short much of
// that compiling never pays back while it takes the second core from the garbage collector. Three times V8's
// default budget (67,584) measured, in /dev/shm, seven alternating runs each: `docgen openapi` on GitHub's spec
// 0.86 to 0.80 s (user CPU 1.16 to 0.92 s), on Stripe's 0.57 s both (CPU 0.78 to 0.69 s), on Microsoft Graph's
// 2.46 to 2.48 s (CPU 2.94 to 2.86 s); `docgen build` of the GitHub reference 2.19 to 2.11 s. Budgets from 150,000
// to 300,000 did the same; 16,384 and 8,192 made GitHub's run slower (1.0-1.1 s).
import { setFlagsFromString } from "node:v8";

export const INTERRUPT_BUDGET = 200_000;

/** The V8 flags docgen sets for itself, given the process's own flags: none that the user set already. */
export function runtimeFlags(execArgv: readonly string[]): string[] {
  const own = execArgv.some((a) => /^--interrupt[-_]budget(?:=|$)/.test(a));
  return own ? [] : [`--interrupt-budget=${INTERRUPT_BUDGET}`];
}

for (const flag of runtimeFlags(process.execArgv)) setFlagsFromString(flag);

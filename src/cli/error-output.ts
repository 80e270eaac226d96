// What the CLI prints for an error, and the exit code it means: shared by the entry (bin.ts), which exits with it,
// and by `docgen openapi --watch`, which prints it and goes on watching.
import { CommanderError } from "commander";
import { DocgenBuildError, DocgenInputError, DocgenUsageError } from "../errors.js";
import { fileSystemError } from "./fs-errors.js";

/** The message for stderr (undefined: commander printed its own) and the exit code: 0 ok, 1 input or build, 2 usage. */
export function describeError(error: unknown): { message?: string; exitCode: number } {
  // --help and --version end through commander's exitOverride too, with exit code 0.
  if (error instanceof CommanderError) return { exitCode: error.exitCode === 0 ? 0 : 2 };
  if (error instanceof DocgenUsageError) return { message: `docgen: ${error.message}`, exitCode: 2 };
  if (error instanceof DocgenInputError) return { message: `docgen: ${error.format()}`, exitCode: 1 };
  if (error instanceof DocgenBuildError) return { message: `docgen: ${error.message}`, exitCode: 1 };
  const refused = fileSystemError(error);
  if (refused !== undefined) return { message: `docgen: ${refused}`, exitCode: 1 };
  return { message: `docgen: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, exitCode: 1 };
}

/** Prints what describeError says of `error` on stderr and returns its exit code. */
export function printError(error: unknown): number {
  const { message, exitCode } = describeError(error);
  if (message !== undefined) process.stderr.write(`${message}\n`);
  return exitCode;
}

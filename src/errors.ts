// Typed errors thrown by library code; only the CLI entry turns them into exit codes.

/** Something the user gave us is wrong (a spec, a config file, a page). Exit code 1. */
export class DocgenInputError extends Error {
  override name = "DocgenInputError";
  /** Where the problem is: a file, `file:line:col`, a URL or a JSON pointer. */
  readonly location?: string;
  /** What the user should do about it. */
  readonly hint?: string;
  constructor(message: string, options: { location?: string; hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.location = options.location;
    this.hint = options.hint;
  }
  /** One human line (plus the hint on a second line) for stderr. */
  format(): string {
    const head = this.location ? `${this.location}: ${this.message}` : this.message;
    return this.hint ? `${head}\n  ${this.hint}` : head;
  }
}

/** The command line was used wrongly (unknown option, bad value). Exit code 2. */
export class DocgenUsageError extends Error {
  override name = "DocgenUsageError";
}

/** A site build failed (Eleventy error, component error). Exit code 1. */
export class DocgenBuildError extends Error {
  override name = "DocgenBuildError";
}

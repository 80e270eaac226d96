// Hands the site configuration of a `docgen build` run to the package's Eleventy config file (.eleventy.js).
import type { DocgenOptions } from "../plugin/options.js";

export interface BuildContext {
  site: DocgenOptions;
  /** The docs root, absolute. */
  input: string;
}

let current: BuildContext | undefined;

export function setBuildContext(context: BuildContext | undefined): void {
  current = context;
}

/** The running `docgen build`'s context, or undefined when Eleventy was started directly. */
export function getBuildContext(): BuildContext | undefined {
  return current;
}

// `docgen vendor-mermaid`: placeholder, filled in with the plugin work.
import type { Command } from "commander";

export function registerVendorCommand(_program: Command): void {}

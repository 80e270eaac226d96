// Prints the `docgen openapi` options table (from src/openapi/cli-options.ts, after `npm run build`) for the docs.
import { optionsMarkdownTable } from "../dist/openapi/cli-options.js";
process.stdout.write(`${optionsMarkdownTable()}\n`);

// Prints the table of the site's labels and their English words (from src/plugin/labels.ts, after `npm run build`);
// with --generator, the table of the words `docgen openapi` writes into the pages (src/generator-labels.ts).
import { labelsMarkdownTable } from "../dist/plugin/labels.js";
import { generatorLabelsMarkdownTable } from "../dist/generator-labels.js";
process.stdout.write(`${process.argv.includes("--generator") ? generatorLabelsMarkdownTable() : labelsMarkdownTable()}\n`);

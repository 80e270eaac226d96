// Prints the table of the site's labels and their English words (from src/plugin/labels.ts, after `npm run build`).
import { labelsMarkdownTable } from "../dist/plugin/labels.js";
process.stdout.write(`${labelsMarkdownTable()}\n`);

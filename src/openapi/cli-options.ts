// The one table of `docgen openapi` options: it drives the commander flags, --help and the docs table.

export interface CliOption {
  flags: string;
  description: string;
  /** Shown in --help and the docs; also the value commander starts from. */
  defaultValue?: string;
  choices?: string[];
  /** Given once or more (`--header A --header B`): a list. */
  repeatable?: boolean;
}

export const GROUP_BY_CHOICES = ["path", "tag", "method"] as const;

export const openapiOptions: CliOption[] = [
  { flags: "-o, --output <dir>", description: "Folder to write the pages into.", defaultValue: "docs/api" },
  { flags: "--group-by <mode>", description: "One folder per first path segment (`path`; a folder of more than 50 operations gets a subfolder per sub-resource), per tag (`tag`), or per HTTP method (`method`).", defaultValue: "path", choices: [...GROUP_BY_CHOICES] },
  { flags: "--include-schemas", description: "Also write `schemas/<Name>.md` per reusable schema; operation pages link to them." },
  { flags: "--base-path <path>", description: "Prefix every endpoint path shown in the pages (e.g. `/v2`); file names do not change." },
  { flags: "--link-base <url>", description: "Resolve site-relative links in the spec's descriptions (`/docs/auth`, `guide.html`) against this http(s) URL. Without it, against the spec's `externalDocs.url` if it has one; otherwise they are kept as written, with one warning." },
  { flags: "--no-link-base", description: "Keep site-relative links in the spec's descriptions as written, even when the spec has an `externalDocs.url`." },
  { flags: "--samples <languages>", description: "The request samples docgen writes on each operation page, comma-separated, in this order: `curl`, `javascript` (fetch), `python` (requests), `go` (net/http), `java` (java.net.http, Java 17), `ruby` (Net::HTTP), `php` (curl), `csharp` (HttpClient); `all` for every one of them in that order; `none` for only the spec's own (`x-codeSamples`), which always come first. Without it, a spec's ReadMe `samples-languages` chooses, else curl.", defaultValue: "curl" },
  { flags: "--response-examples", description: "For each response the spec gives no example for, also show one built from its schema, as request bodies are (not for an error shape documented on its own page). Off by default: pages grow, Stripe's reference by half and Microsoft Graph's by a fifth, and generation takes a quarter longer on Stripe." },
  { flags: "--spec-download", description: "Also publish the spec: `openapi.json` beside the index page (written as the page `openapi.json.md`, which any Eleventy build turns into that file), linked from it. It is the spec as read, in JSON, with external references bundled in, and without the operations the pages leave out (`x-internal`, `--skip-deprecated`) or the components only they used." },
  { flags: "--no-overwrite", description: "Keep files that already exist (they are reported as skipped) instead of replacing generated files." },
  { flags: "--force", description: "Also replace, or delete when stale, generated pages that were edited by hand (they are kept and reported otherwise)." },
  { flags: "--check", description: "Write nothing; exit 1 when the folder differs from what the spec generates, listing each page to add, change or remove." },
  { flags: "--verbose", description: "With `--check`: show a short diff of each changed page (a file over 2 million characters, such as a large spec published with `--spec-download`, is named without one)." },
  { flags: "--skip-deprecated", description: "Leave deprecated operations out; the summary names each one." },
  { flags: "--include-internal", description: "Also document operations marked `x-internal: true` (Redocly's extension, on the operation or its path item), `x-excluded: true` (Mintlify's) or `x-scalar-ignore: true` (Scalar's), which are left out by default; the summary names each one left out." },
  { flags: "-H, --header <header>", description: "An HTTP header to send when the spec is read from a URL, written `Name: value` as curl's `-H` (`--header \"Authorization: Bearer $TOKEN\"` for a private spec), or `@file` for a file of such lines, which keeps the token out of the command line; repeat it for more. It goes to the spec URL's origin only, and to documents the spec references there, never to another origin (a redirect's or a `$ref`'s), and no message shows its value.", repeatable: true },
  { flags: "-c, --config <file>", description: "The site configuration whose `labels` give the words the pages are written in (see \"Labels: the words on the pages\"). Default: `docgen.config.json`, `.js` or `.mjs` in the current folder, as `docgen build` finds it; without one, English." },
  { flags: "--watch", description: "After writing the pages, write them again whenever the spec, a file it references or the site configuration changes, until stopped (Ctrl+C). A save that breaks the spec prints the error and leaves the pages as they were. Use it beside `docgen build --serve` to see each edit in the browser." },
  { flags: "--json", description: "Print a machine-readable summary on stdout." },
];

export const openapiExamples = [
  ["docgen openapi openapi.yaml", "one page per operation in docs/api/"],
  ["docgen openapi spec.json -o docs/reference --group-by tag", "one folder per tag"],
  ["docgen openapi https://example.com/openapi.yaml --include-schemas", "from a URL, with schema pages"],
  ['docgen openapi https://example.com/api.json -H "Authorization: Bearer $TOKEN"', "a private spec, with a token"],
  ["docgen openapi spec.yaml --base-path /v2 --no-overwrite --json", "keep existing files, summary as JSON"],
  ["docgen openapi openapi.yaml -o docs/api --check", "in CI: fail when docs/api drifted from the spec"],
  ["docgen openapi openapi.yaml --samples curl,javascript,python", "request samples in three languages"],
  ["docgen openapi openapi.yaml --watch", "write again on every save of the spec"],
];

/** The Markdown options table for the README (scripts/options-table.js prints it; a test keeps the README in step). */
export function optionsMarkdownTable(): string {
  const rows = openapiOptions.map((o) => {
    const extra = [o.choices ? `One of ${o.choices.map((c) => `\`${c}\``).join(", ")}.` : "", o.defaultValue ? `Default \`${o.defaultValue}\`.` : ""].filter(Boolean).join(" ");
    return `| \`${o.flags.replace(/\|/g, "\\|")}\` | ${o.description}${extra ? ` ${extra}` : ""} |`;
  });
  return ["| Option | What it does |", "| --- | --- |", ...rows].join("\n");
}

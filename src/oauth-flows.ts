// The OAuth2 flows Try it runs in the browser, by OpenAPI 3's names: what `docgen openapi` writes into an Api's
// `oauthFlows` (src/openapi/pages/auth.ts) and what the Api component accepts there (src/plugin/components/api.ts).
// docgen.js keeps the same four (its OAUTH_FLOWS, with their labels).
export const TRY_IT_FLOWS = ["authorizationCode", "implicit", "clientCredentials", "password"] as const;

export type TryItFlow = (typeof TRY_IT_FLOWS)[number];

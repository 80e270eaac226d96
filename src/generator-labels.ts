// The words `docgen openapi` writes into the generated pages (headings such as "Responses", the sentences under
// fields, the index page's), in English by default. The site configuration's `labels` replaces any of them by name,
// beside the labels of the pages' layout and components (src/plugin/labels.ts): `docgen openapi -c
// docgen.config.json` reads them. A label is plain text (escaped where it is written); `{name}` in one is filled in
// where it is used: a number, a name, a code span or a link, or the words of another label. A label whose words
// depend on a number has two: `...One` for one, `...Many` for any other (a language with more plural forms gets the
// second for all of those). Lists join their items with `listSeparator`, and `listAnd` or `listOr` before the last.
// This module imports nothing, so the plugin can know the names without loading the generator.

export const GENERATOR_LABELS = {
  // Lists in sentences: "`a`, `b` and `c`", "`a` or `b`", "A, B and 3 more".
  listSeparator: ", ",
  listAnd: " and ",
  listOr: " or ",
  andMore: " and {count} more",
  orMore: " or {count} more",

  // An operation's page.
  /** A page of one method's operations on one resource (`--group-by method`), in its front matter description. */
  methodPageDescription: "{count} {method} operations on {resource}: {paths}",
  /** The title of a webhook without summary or operationId. */
  webhookTitle: "{name} webhook",
  /** A deprecated operation: its first, bold words, then the rest. */
  deprecatedOperation: "Deprecated:",
  deprecatedOperationNote: "this operation may be removed in a future version.",
  experimentalOperation: "Experimental:",
  experimentalOperationNote: "this operation may still change, or be removed.",
  webhookNote: "Webhook: the API sends this request to your server.",
  /** An operation's OpenAPI 3.2 tags of a kind other than `badge` (`{kind}`, as the spec names it): "Audience: Partners." */
  tagKindLine: "{kind}: {names}.",
  /** Azure's paged operations (`x-ms-pageable`). */
  paged: "Paged:",
  pagedNote: "the items are in {items}; while more remain, {next} holds the URL that returns the next page.",
  /** Azure's long-running operations (`x-ms-long-running-operation`); `{headers}` lists the three headers. */
  longRunning: "Long-running:",
  longRunningNote: "the API may answer before the work is done. Its response then gives a URL to poll for the operation's status, in its {headers} header; poll it until the operation has finished.",
  /** Where the result is once it has finished (`final-state-via`), after the note above. */
  longRunningThen: "Then {where}.",
  resultAtHeader: "the result is at the URL its {header} header gave",
  resultInStatus: "the result is in the status its {header} URL returns",
  resultAtOriginalUrl: "a GET of this operation's URL returns the result",
  resultWhereSaid: "its result is where its {keyword} says: {value}",
  pathParameters: "Path parameters",
  queryParameters: "Query parameters",
  headerParameters: "Header parameters",
  cookieParameters: "Cookie parameters",
  requestBody: "Request body",
  bodyRequired: "Required.",
  bodyOptional: "Optional.",
  mediaTypeLine: "Media type: {types}.",
  mediaTypesLine: "Media types: {types}.",
  schemaLine: "Schema: {schema}.",
  streamLine: "A stream; each item: {schema}.",
  /** In the schema line: an array type and the schema of its items. */
  arrayOfSchema: "{type} of {schema}",
  /** A multipart body's parts and the media types each takes (`{parts}`: partTypes joined by partSeparator). */
  partTypesLine: "The parts' media types: {parts}.",
  partTypes: "{name}: {types}",
  partSeparator: "; ",
  /** The examples column. */
  exampleRequest: "Example request",
  requestExample: "Request example",
  requestBodyExamples: "Request body examples",
  requestBodyExamplesLead: "Request body examples:",
  exampleResponse: "Example response",
  exampleResponses: "Example responses",
  responseExample: "Response example",
  responseExamples: "Response examples",
  builtFromSchema: "Built from the schema: the spec gives no example.",
  /** A schema page's example of the whole object (write-only fields left out). */
  builtFromSchemaAsReturned: "Built from the schema, as the API returns it: the spec gives no example.",
  /** An example's title: what it is an example of, and its name. */
  exampleName: "{lead}: {name}",
  responses: "Responses",
  responseHeadersHeading: "Response headers",
  callbacks: "Callbacks",
  callbackSends: "The API sends {request} to your server.",
  callbackSendsSummary: "The API sends {request} to your server: {summary}.",
  yourServerResponse: "Your server's response",
  yourServerAnswers: "Your server answers: {statuses}.",

  /** A response's links (OpenAPI Link objects): `{links}` is linksTitle, in bold. */
  linksTitle: "Links",
  linksLead: "{links}: operations to call next, with values from this request or response.",
  linkRequestBody: "Request body: {value}",
  linkServer: "Server: {value}",
  linkUnknownOperationId: "{id} (no operation of this spec has this operationId)",
  /** The request samples: their heading is exampleRequest. */
  requestSamples: "Request samples",
  /** A sample's install command, in a tab of its own after it. */
  installTab: "{title}: install",

  // Authentication, in an operation's `auth` (shown after the plugin's `requiresAuth`).
  bearerToken: "Bearer token",
  bearerTokenFormat: "Bearer token ({format})",
  basicAuth: "HTTP Basic authentication",
  httpAuth: "HTTP {scheme} authentication",
  apiKeyIn: "API key in {in} {name}",
  mutualTls: "Mutual TLS",
  /** A scheme and the scopes it asks for. */
  withScopes: "{scheme}: {scopes}",
  /** Schemes that go together, then the alternatives. */
  authTogether: " + ",
  authOr: " or ",
  authOptional: "{auth} (optional)",
  /** The credential's own field among the parameters; `{example}` is how it is written (`Bearer <token>`). */
  bearerTokenField: "The bearer token, as {example}.",
  bearerTokenFormatField: "The bearer token ({format}), as {example}.",
  basicAuthField: "HTTP Basic credentials, as {example}.",
  oauthTokenField: "An OAuth2 access token, as {example}.",
  openIdTokenField: "An OpenID Connect access token, as {example}.",
  apiKeyField: "The API key.",
  /** ReadMe's static headers (`x-readme.headers`), as a parameter's description. */
  staticHeaderField: "A static header: every request sends it with this value.",

  // The index page, and a group's.
  /** The title of a spec whose `info.title` is empty. */
  apiReferenceTitle: "API reference",
  apiVersion: "Version {version}",
  /** `--spec-download`: the link (`downloadSpec`), then its format. */
  downloadSpec: "Download the API description",
  downloadSpecLine: "{link} ({format}, JSON)",
  /** The index page's front matter description, when the spec's has none. */
  indexDescription: "Reference for {title}.",
  indexDescriptionVersion: "Reference for {title} {version}.",
  contactLine: "Contact: {contact}",
  licenseLine: "License: {license}",
  termsOfServiceLine: "Terms of service: {url}",
  servers: "Servers",
  /** A server variable's default, after its name. */
  variableDefault: " (default {value})",
  authentication: "Authentication",
  discoveryDocument: "Discovery document: {url}",
  authorizationServerMetadata: "Authorization server metadata: {url}",
  authorizationCodeFlow: "Authorization code flow",
  clientCredentialsFlow: "Client credentials flow",
  implicitFlow: "Implicit flow",
  passwordFlow: "Password flow",
  deviceAuthorizationFlow: "Device authorization flow",
  otherFlow: "{name} flow",
  authorizationUrl: "Authorization URL: {url}",
  deviceAuthorizationUrl: "Device authorization URL: {url}",
  tokenUrl: "Token URL: {url}",
  refreshUrl: "Refresh URL: {url}",
  noScopes: "No scopes.",
  scopes: "Scopes:",
  operations: "Operations",
  noOperations: "This API documents no operations.",
  splitIndexLine: "{count} operations in {groups} groups; each group's page lists its operations.",
  tags: "Tags",
  /** A tag's operations filed in groups of other names: "3 operations, in Pets (2), Stores (1)." */
  tagOperationsOne: "1 operation, in {groups}.",
  tagOperationsMany: "{count} operations, in {groups}.",
  groupCount: "{group} ({count})",
  /** A tag that every operation of the API carries (OpenAI's one tag): the operations are not listed again. */
  tagOperationsAll: "Every operation of this API ({count}) has this tag.",
  /** A group on a split index (one of more than 500 operations). */
  splitGroupOne: "{group} (1 operation)",
  splitGroupMany: "{group} ({count} operations)",
  /** What a path with no segment to name it by (`/`, `/{id}`) is called: its group's name, written with a capital. */
  rootResource: "root",
  /**
   * In the sidebar, a page whose title and method a sibling shares: its title, then what its path has that the
   * others' do not (`{hint}`: fixed segments joined by `/`, and `sameTitleParams` where those are alike).
   */
  sameTitleLabel: "{title} ({hint})",
  /** `{params}`: the path parameters only some of the siblings have, joined by `listSeparator`. */
  sameTitleParams: "by {params}",
  /** The groups of operations without a tag, and of webhooks. */
  otherOperations: "Other operations",
  webhooks: "Webhooks",
  /** A group's page: under its title, then its front matter description. */
  groupOperationsOne: "1 operation of {api}.",
  groupOperationsMany: "{count} operations of {api}.",
  groupDescriptionOne: "1 operation: {group}.",
  groupDescriptionMany: "{count} operations: {group}.",
  schemas: "Schemas",

  // A schema's page.
  schemaTypeLine: "Type: {type}.",
  nullableMark: " (nullable)",
  extendsBase: "It extends {base}: {field} is {value} for this schema.",
  properties: "Properties",
  example: "Example",
  schemaDescription: "The {name} schema.",
  seeAlso: "See also: {link}.",

  // A shortened example: "This example is shortened from 1.2 MB: lists show their first 3 items."
  exampleShortened: "{what} is shortened from {size}: {how}.",
  thisExample: "This example",
  /** The size in `exampleShortened`. */
  kilobytes: "{size} KB",
  megabytes: "{size} MB",
  requestBodyInCommand: "The request body in this command",
  requestBodyInSamples: "The request body in these samples",
  /** What was left out, joined by partSeparator. */
  listsShowFirstItem: "lists show their first item",
  listsShowFirstItems: "lists show their first {count} items",
  textsCutAt: "{lists} and texts are cut at {count} characters",
  onlyFirstLines: "only the first {count} lines are shown",
  onlyFirstCharacters: "only the first {count} characters are shown",

  // A field's notes.
  forOtherKeys: "For any other key.",
  forEveryKey: "For every key.",
  forKeysMatching: "For each key matching {pattern}.",
  deprecatedField: "Deprecated.",
  readOnlyField: "Read-only.",
  writeOnlyField: "Write-only.",
  fieldMediaType: "Media type: {type}.",
  itemMediaType: "Media type of each item: {type}.",
  seeSchema: "See {schema}.",
  recursiveSeeSchema: "Recursive, see {schema}.",
  onlyInShapes: "Only in {shapes}.",
  onlyInShapeRequiring: "Only in {shapes}, which requires it.",
  onlyInShapesRequiring: "Only in {shapes}, which require it.",
  extendedBy: "Extended by {schemas}, told apart by {field}.",
  inShapesSee: "In {shapes}, see {schema}.",
  inShapesRecursiveSee: "In {shapes}, recursive, see {schema}.",
  fieldsDifferByShape: "Its fields differ by shape; each field below that only some shapes have says which.",
  nestedTooDeeply: "Its own fields are nested too deeply to list here (more than {levels} levels).",
  fieldsNotListed: "Its own fields are not listed, to keep this list within {count} fields.",
  fieldExample: "Example: {value}.",
  patternLine: "Pattern: {pattern}.",
  itemPatternLine: "Pattern of each item: {pattern}.",
  /** A field that is one of shapes with no names to give. */
  oneOfShapesCount: "One of {count} shapes; each field below that only some have says which.",
  anyOfShapesCount: "One or more of {count} shapes; each field below that only some have says which.",
  oneOfShapes: "One of: {shapes}.",
  anyOfShapes: "One or more of: {shapes}.",
  /** A shape with no title or name, by its place among the others. */
  shapeOption: "option {n} of {count}",
  alwaysValue: "Always {value}.",
  possibleValuesLine: "Possible values: {values}.",
  /** After the values a field names, the number it leaves out. */
  valuesMore: ", and {count} more",
  possibleValues: "Possible values:",
  moreValues: "And {count} more.",
  /** After a deprecated value of a field, or a deprecated operation in a list. */
  deprecatedMark: " (deprecated)",
  /** How Try it and the samples send a parameter that is a list or an object. */
  sentAs: "Sent as {value}.",
  sentAsInQuery: "Sent as {value} in the query.",
  sentAsInPath: "Sent as {value} in the path.",
  truncatedFields: "Only the first {count} fields are shown; the schema has more.",
  nestedFieldsLeftOut: "To keep this list within {count} fields, some fields' own fields are not listed; each of those fields says so.",

  // A body of several shapes (oneOf, anyOf, or schemas that extend it).
  shapesOneApplies: "Exactly one of these {count} shapes applies ({keyword})",
  shapesSomeApply: "One or more of these {count} shapes apply ({keyword})",
  afterCommonFields: "Besides the fields above, {lead}",
  toEachItem: "To each item of the array, {lead}",
  toldApartBy: "{lead}, told apart by {field}:",
  shapesLeadEnd: "{lead}:",
  extensionOne: "The schema that extends {schema} adds fields of its own; {field} tells which one applies:",
  extensionsMany: "The {count} schemas that extend {schema} add fields of their own; {field} tells which one applies:",
  itemExtensionOne: "For each item of the array, the schema that extends {schema} adds fields of its own; {field} tells which one applies:",
  itemExtensionsMany: "For each item of the array, the {count} schemas that extend {schema} add fields of their own; {field} tells which one applies:",
  extensionsNamed: "{count} schemas extend {schema} with fields of their own; {field} tells which one applies: {schemas}.",
  itemExtensionsNamed: "For each item of the array, {count} schemas extend {schema} with fields of their own; {field} tells which one applies: {schemas}.",
  optionHeading: "Option {n}",
  optionHeadingTitled: "Option {n}: {title}",
  whenFieldIs: "When {field} is {values}.",
  whenFieldIsOrOther: "When {field} is {values}, any value no other shape takes, or missing.",
  addsNoFields: "It adds no fields.",
  shapeType: "Type: {type}.",
  allReadOnly: "Its fields are all read-only: only the API sends them.",
  allWriteOnly: "Its fields are all write-only: the API never sends them.",
  whenFieldMissing: "When {field} is missing or holds a value no shape takes: {schema}.",

  // Limits, in a field's `constraints`: "1 to 100 characters", "at most 10 items, each at least 1".
  rangeBetween: "{min} to {max}",
  rangeExactly: "exactly {value}",
  rangeAtLeast: "at least {value}",
  rangeGreaterThan: "greater than {value}",
  rangeAtMost: "at most {value}",
  rangeLessThan: "less than {value}",
  rangeBoth: "{lower} and {upper}",
  multipleOf: "a multiple of {value}",
  /** `{count}` is a number or a range of them ("1 to 100", "at least 2"). */
  charactersOne: "{count} character",
  charactersMany: "{count} characters",
  itemsOne: "{count} item",
  itemsMany: "{count} items",
  uniqueItemsOne: "{count} unique item",
  uniqueItemsMany: "{count} unique items",
  uniqueItems: "unique items",
  propertiesOne: "{count} property",
  propertiesMany: "{count} properties",
  /** An array's limits, then its items'. */
  eachItemLimits: "each {limits}",

  // JSON Schema's rules in words.
  whenGivenRequiredOne: "When {field} is given, {names} is required too.",
  whenGivenRequiredMany: "When {field} is given, {names} are required too.",
  whenGivenThen: "When {field} is given, {then}.",
  whenGivenFurtherRules: "When {field} is given, further rules apply ({keyword}), not shown here.",
  eachKeyIs: "Each key is {values}.",
  eachKeyLimits: "Each key: {limits}.",
  keyMatching: "matching {pattern}",
  keyFormat: "format {format}",
  eachKeyIsSchema: "Each key is a {schema}.",
  mustNotBe: "Must not be {values}.",
  mustNotHaveOne: "Must not have {names}.",
  mustNotHaveBoth: "Must not have both {names}.",
  mustNotHaveAll: "Must not have all of {names}.",
  mustNotBeOfType: "Must not be of type {type}.",
  mustNotMatch: "Must not match {schema} ({keyword}).",
  /** `contains`: how many items, then what they are. */
  containsAtLeastOne: "At least one item",
  containsAtLeast: "At least {count} items",
  containsAtMostOne: "At most 1 item",
  containsAtMost: "At most {count} items",
  containsExactlyOne: "Exactly 1 item",
  containsExactly: "Exactly {count} items",
  containsBetween: "{min} to {max} items",
  itemsIsValue: "{items} is {values}.",
  itemsAreValue: "{items} are {values}.",
  itemsIsOneOf: "{items} is one of {values}.",
  itemsAreOneOf: "{items} are one of {values}.",
  itemsIsSchema: "{items} is a {schema}.",
  itemsAreSchema: "{items} are a {schema}.",
  itemsIsOfType: "{items} is of type {type}.",
  itemsAreOfType: "{items} are of type {type}.",
  furtherRules: "Further rules depend on its values ({keywords}), not shown here.",
  whenThen: "When {when}, {then}.",
  whenThenOtherwise: "When {when}, {then}; otherwise {otherwise}.",
  unlessThen: "Unless {when}, {otherwise}.",
  /** Parts of a condition or a consequence, joined by conditionAnd. */
  conditionAnd: " and ",
  fieldIs: "{field} is {values}",
  fieldIsGiven: "{field} is given",
  fieldMissingOrIs: "{field} is not given or is {values}",
  namesRequiredOne: "{names} is required",
  namesRequiredMany: "{names} are required",
  fieldMustBe: "{field} must be {values}",
  fieldMustBeOneOf: "{field} must be one of {values}",
  fieldIfGivenMustBe: "{field}, if given, must be {values}",
  fieldIfGivenMustBeOneOf: "{field}, if given, must be one of {values}",
};

export type GeneratorLabelName = keyof typeof GENERATOR_LABELS;
export type GeneratorLabels = { [K in GeneratorLabelName]: string };

/**
 * The README's table of the generator's labels and their English words (a test keeps the README in step); words
 * with a space at either end (the lists' `" and "`) are shown quoted, in code, so that the space shows.
 */
export function generatorLabelsMarkdownTable(): string {
  const rows = Object.entries(GENERATOR_LABELS).map(([name, text]) => {
    const shown = /^\s|\s$/.test(text) ? `\`${JSON.stringify(text)}\`` : text;
    return `| \`${name}\` | ${shown.replace(/\|/g, "\\|")} |`;
  });
  return ["| Label | English |", "| --- | --- |", ...rows].join("\n");
}

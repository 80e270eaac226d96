// The one internal API model: every spec version (2.0, 3.0, 3.1, 3.2) is normalized into these types.

/** A schema after normalization. Named (reusable) schemas are referenced, never copied. */
export interface Schema {
  /** JSON types without "null" ("object", "array", "string", ...); empty means any. */
  types: string[];
  format?: string;
  /** 3.1's (JSON Schema's) `contentMediaType`: the media type of the string's content (`image/png`, `application/json`). */
  contentMediaType?: string;
  /** From 3.0 `nullable`, 2.0 `x-nullable`, or a 3.1 type array holding "null". */
  nullable: boolean;
  title?: string;
  description?: string;
  /** Set only when the spec gives a default (which may itself be null or false); undefined otherwise. */
  default?: { value: unknown };
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  enum?: unknown[];
  /**
   * A description of each `enum` value, by position (undefined for one without): the `x-enum-descriptions` list
   * of openapi-generator, Redocly's `x-enumDescriptions` map, or the `values` of Azure's `x-ms-enum`. Set only when
   * one value has a description.
   */
  enumDescriptions?: (string | undefined)[];
  /** Which `enum` values are deprecated, by position (Google's `x-enumDeprecated` list). Set only when one is. */
  enumDeprecated?: boolean[];
  /** Examples from `example` and (3.1) `examples`, in spec order. */
  examples: unknown[];
  /** Object properties in spec order. */
  properties: Property[];
  items?: SchemaRef;
  /** `true` for free-form maps; a schema for typed maps. */
  additionalProperties?: SchemaRef | true;
  /**
   * JSON Schema's `patternProperties` (OpenAPI 3.1): the schema of the value of each key that matches a pattern, in
   * spec order. Set only when the schema has one.
   */
  patternProperties?: PatternProperty[];
  /** The rarer JSON Schema keywords a page states in words (see SchemaRules); set only when one is given. */
  rules?: SchemaRules;
  allOf: SchemaRef[];
  oneOf: SchemaRef[];
  anyOf: SchemaRef[];
  /**
   * The field whose value tells a `oneOf`/`anyOf`'s shapes apart (`discriminator`; 2.0 gives only its name), and
   * its `mapping`: each value with the schema it selects (a schema name, or the reference as written when it
   * names no reusable schema). Without a mapping entry, a named shape's value is its schema's name. OpenAPI 3.2's
   * `defaultMapping`: the schema that applies when the field is missing or holds a value nothing maps (named as
   * mapping targets are).
   */
  discriminator?: { propertyName: string; mapping: [value: string, schema: string][]; defaultMapping?: string };
  /**
   * The discriminator value that selects this schema when it extends (`allOf`) a schema with a discriminator and no
   * mapping names it: Azure's `x-ms-discriminator-value`. Without it, the value is the schema's name.
   */
  discriminatorValue?: string;
  /** Validation keywords (ranges, lengths, counts, pattern); undefined when the schema has none that constrain. */
  limits?: Limits;
  /** Its `externalDocs`: a link to more about it. */
  externalDocs?: ExternalDocs;
  /** Its `xml` object: how it is written in an XML body (see XmlInfo). */
  xml?: XmlInfo;
}

/**
 * OpenAPI's XML object: the element's (or attribute's) name, whether a property is an attribute of its parent,
 * whether a list is wrapped in an element of its own, and the element's namespace and prefix. OpenAPI 3.2's
 * `nodeType` sets the two flags (`attribute`; `element`, which wraps a list) or `node`.
 */
export interface XmlInfo {
  name?: string;
  attribute: boolean;
  wrapped: boolean;
  namespace?: string;
  prefix?: string;
  /**
   * 3.2's `nodeType` of `text` or `cdata` (the value is text inside its parent's element, no element of its own; a
   * CDATA section for `cdata`) or `none` (an object's properties go straight into its parent's element).
   */
  node?: "text" | "cdata" | "none";
}

/**
 * A schema's validation keywords, each only when it constrains (`minLength: 0` and `uniqueItems: false` do not).
 * An exclusive bound is its number with the flag set, whichever way the spec wrote it (3.0's boolean
 * `exclusiveMinimum: true` beside `minimum`, or 3.1's number).
 */
export interface Limits {
  minimum?: number;
  exclusiveMinimum?: boolean;
  maximum?: number;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

/** One `patternProperties` entry: keys matching `pattern` hold values of `schema`. */
export interface PatternProperty {
  pattern: string;
  schema: SchemaRef;
}

/**
 * JSON Schema keywords (OpenAPI 3.1, and `not` in 3.0) that constrain a value beyond its type and fields, which a
 * page says in a sentence each: what every key must be, a schema the value must not match, properties that require
 * others, what some item of an array must be, and a condition with its consequences.
 */
export interface SchemaRules {
  /** `propertyNames`: the schema every key of the object matches. */
  propertyNames?: SchemaRef;
  /** `not`. */
  not?: RuleSchema;
  /**
   * `dependentRequired` (and draft 4-7's `dependencies` where a property's entry is a list): each property with the
   * properties required whenever it is present, in spec order.
   */
  dependentRequired?: [name: string, requires: string[]][];
  /** `dependentSchemas` (and draft 4-7's `dependencies` where a property's entry is a schema): what applies with it. */
  dependentSchemas?: [name: string, applies: RuleSchema][];
  /** `contains`, with `minContains` and `maxContains` when given. */
  contains?: { schema: SchemaRef; min?: number; max?: number };
  /** `if`, with `then` and `else` when given (an `if` with neither says nothing and is not kept). */
  conditional?: { if: RuleSchema; then?: RuleSchema; else?: RuleSchema };
}

/**
 * A schema a rule holds (`not`, `if`, `then`, `else`), with its `required` list as written: such a schema often
 * names properties it does not describe (`then: { required: [postcode] }`), which a normalized schema would drop.
 */
export interface RuleSchema {
  schema: SchemaRef;
  required: string[];
}

export interface Property {
  name: string;
  schema: SchemaRef;
  required: boolean;
}

/** A link to a named schema (`#/components/schemas/Name` or `#/definitions/Name`). */
export interface NamedRef {
  ref: string;
  /**
   * What the reference says beside `$ref` about this use of the schema (OpenAPI 3.1 allows it; 3.0 specs write it
   * too, and readers expect it shown): a description of the field, `readOnly`, `nullable`... Set only when given.
   */
  siblings?: RefSiblings;
}

/** Keywords beside a `$ref` that describe the use, not the schema: they win over the schema's own. */
export interface RefSiblings {
  description?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  nullable?: boolean;
  deprecated?: boolean;
  /** An example of this use (`example` beside the `$ref`), which samples take before the schema's own. */
  example?: { value: unknown };
  /** How this use is written in XML (see XmlInfo): Amazon's specs name a property's element so. */
  xml?: XmlInfo;
}

/** An anonymous `$ref` cycle that is not a named schema: shown as recursive, never expanded. */
export interface CycleRef {
  cycle: string;
}

export type SchemaRef = Schema | NamedRef | CycleRef;

export type ParamLocation = "query" | "path" | "header" | "cookie";

export interface Parameter {
  name: string;
  in: ParamLocation;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: SchemaRef;
  examples: Example[];
  /**
   * How an array or object value is written into the request (see serialize.ts): the spec's `style` and `explode`,
   * or 2.0's `collectionFormat` as the style it stands for. Undefined: the location's default (`form` with explode
   * in the query and cookies, `simple` without in the path and headers).
   */
  style?: ParamStyle;
  explode?: boolean;
}

/** OpenAPI's parameter styles, and 2.0's tab-separated `collectionFormat: tsv`, which has none. */
export type ParamStyle = "form" | "simple" | "label" | "matrix" | "spaceDelimited" | "pipeDelimited" | "deepObject" | "tabDelimited";

export interface Example {
  /** The example's name (`examples` map key), if any. */
  name?: string;
  summary?: string;
  /** What the example shows (an Example object's `description`, Markdown). */
  description?: string;
  value: unknown;
}

export interface MediaType {
  /** e.g. `application/json`. */
  type: string;
  schema?: SchemaRef;
  /**
   * The schema is OpenAPI 3.2's `itemSchema`: the body is a stream (`text/event-stream`, `application/jsonl`, ...) and
   * the schema is each item's.
   */
  streamed?: true;
  examples: Example[];
  /**
   * A form body's `encoding`: how each field holding a list or an object is written, by field name (2.0: a
   * `formData` parameter's `collectionFormat`), and a multipart part's media type. Absent for other bodies and
   * fields: `form` with explode, and the part's default media type.
   */
  encoding?: Map<string, FieldEncoding>;
}

/** One form field's style and explode (see serialize.ts), and a multipart part's `contentType` (see curl.ts). */
export interface FieldEncoding {
  style?: ParamStyle;
  explode?: boolean;
  /** As the spec writes it: one media type, or several joined by commas (`image/png, image/jpeg`). */
  contentType?: string;
}

export interface RequestBody {
  description?: string;
  required: boolean;
  content: MediaType[];
}

export interface Response {
  /** Status code as written (`200`, `4XX`, `default`). */
  status: string;
  description?: string;
  headers: Parameter[];
  content: MediaType[];
  /** Its `links` (3.x): operations to call next with values of this request or response, in spec order. */
  links: ResponseLink[];
}

/**
 * One of a response's `links` (an OpenAPI Link object): another operation, and which of its parameters (and body)
 * take which values of this response or its request, as runtime expressions (`$response.body#/id`) or constants.
 */
export interface ResponseLink {
  /** Its key in `links`. */
  name: string;
  description?: string;
  /** The operation, when `operationId` or an internal `operationRef` names one of the spec's; set by normalize. */
  target?: Operation;
  /** How the spec names the operation, as written: an operationId, or an operationRef (a URI reference). */
  ref: { by: "operationId" | "operationRef"; value: string };
  /** Each parameter it fills, by name as written (`petId`, or qualified by location: `path.petId`). */
  parameters: { name: string; value: unknown }[];
  /** The request body it fills, when it gives one (present as a key, even when its value is null). */
  requestBody?: { value: unknown };
  /** A server URL for the target operation, in place of the operation's own. */
  server?: string;
  /** JSON pointer of the link in the spec, for messages. */
  pointer: string;
}

export interface SecurityScheme {
  /** Key in `components.securitySchemes` / `securityDefinitions`. */
  key: string;
  kind: "http" | "apiKey" | "oauth2" | "openIdConnect" | "mutualTLS" | "unknown";
  /** For http: `bearer`, `basic`, ... */
  scheme?: string;
  bearerFormat?: string;
  /** For apiKey: where the key goes and under which name. */
  in?: ParamLocation;
  paramName?: string;
  description?: string;
  /** OAuth2 flows by name (the spec's: `authorizationCode`, or 2.0's `accessCode`) with their URLs and scopes. */
  flows: { name: string; authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; deviceAuthorizationUrl?: string; scopes: { name: string; description?: string }[] }[];
  openIdConnectUrl?: string;
  /** OpenAPI 3.2: the OAuth2 authorization server's metadata document (RFC 8414). */
  oauth2MetadataUrl?: string;
  /** OpenAPI 3.2: the scheme is deprecated. */
  deprecated?: true;
}

/** One alternative of a security requirement: every scheme in it applies together. */
export type SecurityAlternative = { scheme: string; scopes: string[] }[];

export interface Callback {
  name: string;
  operations: Operation[];
}

export interface Operation {
  kind: "operation" | "webhook" | "callback";
  /** Upper-case HTTP method. */
  method: string;
  /** The path template, or the webhook name, or the callback expression. */
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  /**
   * Marked `x-internal: true` (Redocly's extension), on the operation or its path item, or `x-excluded: true`
   * (Mintlify's) or `x-scalar-ignore: true` (Scalar's), on the operation: left out unless asked for. Which mark, for
   * the message; false when none.
   */
  internal: false | "x-internal" | "x-excluded" | "x-scalar-ignore";
  /** Scalar's `x-scalar-stability: experimental`: the page says the operation may still change. */
  experimental?: true;
  /**
   * What the operation is marked with, beside the groups it is filed in: OpenAPI 3.2's tags of a `kind` other than
   * `nav` (`badge`, `audience`, or another the spec names) and Scalar's `x-badges`, each with its kind and the name a
   * page shows, in the spec's order. Set only when there is one.
   */
  labels?: OperationLabel[];
  /** Marked `x-hidden: true` (Mintlify's): its page is written, but left out of the navigation. */
  hidden: boolean;
  /** Mintlify's `x-mint.metadata.title`: the page's title, over the one made from the summary. */
  pageTitle?: string;
  /** Mintlify's `x-mint.metadata.description`: the page's front matter description. */
  pageDescription?: string;
  /** Mintlify's `x-mint.content`: Markdown shown before the generated reference. */
  intro?: string;
  externalDocs?: ExternalDocs;
  parameters: Parameter[];
  /** The description of OpenAPI 3.2's `in: querystring` parameter, whose properties are among `parameters` (Markdown). */
  queryStringDescription?: string;
  requestBody?: RequestBody;
  responses: Response[];
  /** The effective requirement (operation-level, else global); empty means none. */
  security: SecurityAlternative[];
  callbacks: Callback[];
  /** Servers that apply to this operation (operation, path or global level). */
  servers: Server[];
  /**
   * Request samples the spec gives (`x-codeSamples`, the older `x-code-samples`, or ReadMe's `x-readme.code-samples`),
   * in spec order.
   */
  codeSamples: CodeSample[];
  /**
   * Whether the page offers Try it: false where the spec turns ReadMe's API explorer off (`explorer-enabled`) or
   * hides Redocly's panel (`x-hideTryItPanel`).
   */
  tryIt: boolean;
  /**
   * The languages of the generated request samples the spec chooses with ReadMe's `samples-languages` (those docgen
   * writes), or none for its `samples-enabled: false`; undefined when it chooses nothing. `--samples` overrides it.
   */
  sampleLanguages?: readonly SampleLanguage[];
  /** Azure's `x-ms-pageable` with a `nextLinkName`: the list comes in pages, each giving the next one's URL. */
  paging?: { itemName: string; nextLinkName: string };
  /** Azure's `x-ms-long-running-operation`: the work may go on after the response (`final-state-via` from its options). */
  longRunning?: { finalStateVia?: string };
  /** JSON pointer of the operation in the spec, for messages. */
  pointer: string;
}

/**
 * One request sample written by the spec's authors: Redoc's `x-codeSamples` (`lang`, `label`, `source`), or ReadMe's
 * `code-samples` (`language`, `name`, `code`, `install`).
 */
export interface CodeSample {
  /** The language as the spec names it: `Python`, `C#`, `Shell + Curl`. */
  lang: string;
  /** What a reader sees it called; `lang` unless the spec gives a `label`. */
  label: string;
  source: string;
  /** The command that installs what the sample needs (ReadMe's `install`: `pip install requests`), when given. */
  install?: string;
}

/** The languages docgen writes request samples in (see pages/code-samples.ts). */
export const SAMPLE_LANGUAGES = ["curl", "javascript", "python", "go", "java", "ruby", "php", "csharp"] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export interface Server {
  /** The URL with each variable's default in its placeholder: where requests go. */
  url: string;
  description?: string;
  /** The URL as the spec writes it, `{name}` placeholders kept; only when it declares variables. */
  template?: string;
  /** Its `variables`, in the spec's order. */
  variables?: ServerVariable[];
}

/** A server variable: what may fill its `{name}` placeholder. */
export interface ServerVariable {
  name: string;
  default?: string;
  /** The values it may take (`enum`); empty when any is allowed. */
  values: string[];
  description?: string;
}

/** An `externalDocs` object: a link to more documentation. */
export interface ExternalDocs {
  url: string;
  description?: string;
}

export interface Tag {
  name: string;
  /** Redoc's `x-displayName`: the name pages show, where `name` is what operations refer to. */
  displayName?: string;
  description?: string;
  externalDocs?: ExternalDocs;
  /** The `x-tagGroups` group it is listed in (Redoc's extension; its first, when several name it). */
  group?: string;
  /**
   * Redoc's `x-traitTag: true`: the tag describes something operations share, not a group of them. No operation is
   * filed or listed under it (normalize takes it out of their `tags`); its description is a section of the index.
   * OpenAPI 3.2's tags of a `kind` other than `nav` are read so too, and their operations show them (labels).
   */
  trait?: true;
  /** OpenAPI 3.2's `kind` (`nav`, `badge`, `audience`, or any other word), when given. */
  kind?: string;
}

/** A mark on an operation (see Operation.labels): "Beta" of kind `badge`, "Partners" of kind `audience`. */
export interface OperationLabel {
  kind: string;
  name: string;
}

export interface ApiModel {
  title: string;
  version: string;
  description?: string;
  /** The top-level `externalDocs`: its url is often the site the spec's own site-relative links were written for. */
  externalDocs?: ExternalDocs;
  /** `info.contact`, `info.license` (3.1's SPDX `identifier` too) and `info.termsOfService`, each part a text that is not blank. */
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string; identifier?: string };
  termsOfService?: string;
  servers: Server[];
  securitySchemes: SecurityScheme[];
  tags: Tag[];
  /** Operations in spec order (paths order, then method order within a path). */
  operations: Operation[];
  /** 3.1 webhooks, in spec order. */
  webhooks: Operation[];
  /** Reusable schemas by name, in spec order. */
  schemas: { name: string; schema: Schema }[];
}

export function isNamedRef(s: SchemaRef): s is NamedRef {
  return "ref" in s;
}

/** What a reference says beside its `$ref` about this use of the schema (NamedRef.siblings), if anything. */
export function refSiblings(s: SchemaRef): RefSiblings | undefined {
  return "ref" in s ? s.siblings : undefined;
}

export function isCycleRef(s: SchemaRef): s is CycleRef {
  return "cycle" in s;
}

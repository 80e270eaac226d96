// The HTTP methods a page may document: those of IANA's HTTP Method Registry (RFC 9110's, WebDAV's, LINK, QUERY...),
// and PURGE, which CDNs take without its being registered. CONNECT is left out: it opens a tunnel, not a request an API
// documents, and no browser sends it. A name outside the list is refused: `method="GTE"` is a typo, not a method.
export const HTTP_METHODS: readonly string[] = [
  "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "QUERY",
  "ACL", "BASELINE-CONTROL", "BIND", "CHECKIN", "CHECKOUT", "COPY", "LABEL", "LINK", "LOCK", "MERGE", "MKACTIVITY",
  "MKCALENDAR", "MKCOL", "MKREDIRECTREF", "MKWORKSPACE", "MOVE", "ORDERPATCH", "PROPFIND", "PROPPATCH", "REBIND",
  "REPORT", "SEARCH", "UNBIND", "UNCHECKOUT", "UNLINK", "UNLOCK", "UPDATE", "UPDATEREDIRECTREF", "VERSION-CONTROL",
  "PURGE",
];

/** The first nine: what the error message for an unknown method lists (the rest is the registry's). */
export const COMMON_METHODS = HTTP_METHODS.slice(0, 9);

/** A path item's operation fields: OpenAPI's eight, and 3.2's `query` (read only from 3.2 specs). */
export const PATH_ITEM_METHODS: readonly string[] = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"];

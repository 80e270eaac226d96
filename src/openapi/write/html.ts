// Sanitizes raw HTML in spec text the way a browser would read it: no script, no handlers, no script URLs.

/** Elements removed with their content: they run script or hide markup. */
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "title", "xmp", "noembed", "noframes", "frameset", "frame", "applet", "svg", "math", "plaintext"]);
/** Elements removed (tag only): they change the page around them. */
const DROP_TAG = new Set(["base", "meta", "link", "form", "input", "button", "select", "option", "html", "head", "body"]);
const VOID = new Set(["area", "br", "col", "hr", "img", "source", "track", "wbr"]);
const URL_ATTRS = new Set(["href", "src", "action", "formaction", "xlink:href", "background", "poster", "cite", "data", "longdesc", "lowsrc", "dynsrc", "usemap"]);

/** Decodes the entities a browser decodes in attribute values, enough to see a hidden `javascript:`. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => safeChar(parseInt(dec, 10)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n");
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

/**
 * A URL attribute as a browser reads its scheme: entities decoded, and the backslashes, control characters and
 * whitespace it ignores there taken out; lower case.
 */
function schemeView(raw: string): string {
  return decodeEntities(raw).replace(/\\/g, "").replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
}

/** True when a URL would run script (javascript:, vbscript:) or could carry markup (data: that is not an image). */
export function isDangerousUrl(raw: string): boolean {
  const url = schemeView(raw);
  if (/^(javascript|vbscript|livescript|mocha):/.test(url)) return true;
  return url.startsWith("data:") && !/^data:image\/(png|gif|jpe?g|webp|avif);/.test(url);
}

function quote(value: string): string {
  return `"${value.replace(/&(?![a-zA-Z#][a-zA-Z0-9]*;)/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`;
}

interface Tag {
  name: string;
  closing: boolean;
  attrs: [string, string | undefined][];
  end: number;
}

/** Reads one tag at `start` (which holds `<`) like the HTML tokenizer does; undefined when the tag never ends. */
function readTag(text: string, start: number): Tag | undefined {
  let i = start + 1;
  const closing = text[i] === "/";
  if (closing) i++;
  const nameMatch = /^[A-Za-z][^\s/>]*/.exec(text.slice(i));
  if (!nameMatch) return undefined;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  const attrs: [string, string | undefined][] = [];
  while (i < text.length) {
    while (i < text.length && /[\s/]/.test(text[i]!)) i++;
    if (text[i] === ">") return { name, closing, attrs, end: i + 1 };
    if (i >= text.length) return undefined;
    let nameEnd = i + 1; // an attribute name may start with "="
    while (nameEnd < text.length && !/[\s/>=]/.test(text[nameEnd]!)) nameEnd++;
    const attrName = text.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    let j = i;
    while (j < text.length && /\s/.test(text[j]!)) j++;
    let value: string | undefined;
    if (text[j] === "=") {
      j++;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      const q = text[j];
      if (q === '"' || q === "'") {
        const close = text.indexOf(q, j + 1);
        if (close === -1) return undefined;
        value = text.slice(j + 1, close);
        j = close + 1;
      } else {
        let k = j;
        while (k < text.length && !/[\s>]/.test(text[k]!)) k++;
        value = text.slice(j, k);
        j = k;
      }
      i = j;
    }
    attrs.push([attrName, value]);
  }
  return undefined;
}

export interface SanitizeOptions {
  /** Levels a heading element moves down (`h1` becomes `h${1 + shift}`). */
  shift: number;
  /** Transforms the text between tags. */
  mapText: (t: string) => string;
  /** Elements left open so far, across the pieces of one text. */
  open: string[];
  /** Transforms a safe `href` or `src` value (see resolveSiteRelative in prose.ts). */
  mapUrl?: (url: string) => string;
}

/**
 * Sanitizes HTML in a piece of text (code already taken out). `mapText` transforms the text between tags;
 * `shift` demotes `<h1>`..`<h6>`; `open` carries unclosed elements across pieces.
 */
export function sanitizeHtml(text: string, options: SanitizeOptions): string {
  let out = "";
  let textStart = 0;
  let i = text.indexOf("<");
  const flush = (until: number) => {
    out += options.mapText(text.slice(textStart, until));
  };
  while (i !== -1) {
    const next = text[i + 1] ?? "";
    if (next === "!" || next === "?") {
      const isComment = text.startsWith("<!--", i);
      const end = isComment ? text.indexOf("-->", i + 4) : -1;
      flush(i);
      if (end !== -1) {
        textStart = end + 3; // a complete comment: drop it (it may hide markup from the reader)
      } else {
        out += "&lt;";
        textStart = i + 1;
      }
      i = text.indexOf("<", textStart);
      continue;
    }
    if (!/[A-Za-z/]/.test(next)) {
      // Not a tag, yet never left as `<`: what is dropped after it could join it to a tag (`<<!---->img ...>`).
      flush(i);
      out += "&lt;";
      textStart = i + 1;
      i = text.indexOf("<", textStart);
      continue;
    }
    const autolink = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*|[^<>\s@]+@[^<>\s@]+)>/.exec(text.slice(i));
    if (autolink) {
      // A Markdown autolink, not a tag: keep it unless its URL would run script.
      flush(i);
      out += isDangerousUrl(autolink[1]!) ? `&lt;${options.mapText(autolink[1]!)}>` : options.mapText(autolink[0]);
      textStart = i + autolink[0].length;
      i = text.indexOf("<", textStart);
      continue;
    }
    const tag = readTag(text, i);
    flush(i);
    if (!tag || !/^[a-z][a-z0-9-]*$/.test(tag.name)) {
      out += "&lt;"; // never leave a tag open: it would swallow the markup that follows
      textStart = i + 1;
      i = text.indexOf("<", textStart);
      continue;
    }
    textStart = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name) && !tag.closing) {
      const close = new RegExp(`</${tag.name}[\\s/>]`, "i").exec(text.slice(tag.end));
      const after = close ? text.indexOf(">", tag.end + close.index) : -1;
      textStart = after === -1 ? text.length : after + 1;
    } else if (tag.name === "img" && !tag.closing && !loadsOnTheWeb(tag)) {
      // `<img src="cid:...">` (Microsoft Graph's descriptions say to look for one): no site can load it, so the
      // markup the spec author meant to show is shown, as code.
      out += inlineCodeHtml(text.slice(i, tag.end));
    } else if (!DROP_WITH_CONTENT.has(tag.name) && !DROP_TAG.has(tag.name)) {
      out += writeTag(tag, options);
    }
    i = text.indexOf("<", textStart);
  }
  flush(text.length);
  return out;
}

/** An image a web page can load: a `src` that is relative, `//host`, http(s) or `data:` (checked as any URL is). */
function loadsOnTheWeb(tag: Tag): boolean {
  const src = tag.attrs.find(([n]) => n === "src")?.[1];
  if (src === undefined) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(schemeView(src))?.[1];
  return scheme === undefined || scheme === "http" || scheme === "https" || scheme === "data";
}

/** Code text as HTML element content: escaped, with `{`/`}` as entities (no markdown-it-attrs block). */
export function codeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/\{/g, "&#123;").replace(/\}/g, "&#125;");
}

/**
 * Text shown as an inline `<code>` element. Unlike a `<pre>` block, an inline element's text is still Markdown to
 * markdown-it, so the characters that start links, emphasis, escapes and code spans are entities too:
 * `[a-z]([0-9]{2})` stays text, not a link.
 */
export function inlineCodeHtml(text: string): string {
  return `<code>${inertMarkdown(codeText(text))}</code>`;
}

/** HTML text with the characters that start Markdown's links, emphasis, escapes and code spans as entities. */
export function inertMarkdown(html: string): string {
  return html.replace(/[[\]\\`*_~!]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function writeTag(tag: Tag, options: Pick<SanitizeOptions, "shift" | "open" | "mapUrl">): string {
  let name = tag.name;
  const heading = /^h([1-6])$/.exec(name);
  if (heading) name = `h${Math.min(6, Number(heading[1]) + options.shift)}`;
  if (tag.closing) {
    // Only close what the spec text opened: a stray `</div>` would close the component around it.
    const at = options.open.lastIndexOf(name);
    if (at === -1) return "";
    const closed = options.open.splice(at).reverse();
    return closed.map((n) => `</${n}>`).join("");
  }
  const attrs = tag.attrs
    .filter(([n]) => /^[a-z_:][a-z0-9:._-]*$/.test(n) && !n.startsWith("on") && n !== "srcdoc" && n !== "style")
    .map(([n, v]) => {
      if (v === undefined) return ` ${n}`;
      const safe = URL_ATTRS.has(n) || n === "srcset" ? (isDangerousUrl(v) ? "#" : v) : v;
      const value = (n === "href" || n === "src") && options.mapUrl ? options.mapUrl(safe) : safe;
      return ` ${n}=${quote(value)}`;
    })
    .join("");
  if (!VOID.has(name)) options.open.push(name);
  // An image without text: empty alt text marks it decorative, where none at all leaves screen readers reading
  // out its file name (and axe's image-alt, critical). The spec gives nothing better to say.
  const alt = name === "img" && !tag.attrs.some(([n]) => n === "alt") ? ' alt=""' : "";
  return `<${name}${attrs}${alt}>`;
}

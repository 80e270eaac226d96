// Finds where JSON text first goes wrong: V8's JSON.parse messages on Node 20 often omit the position.

export interface JsonErrorSpot {
  /** Offset into the text (UTF-16 code units). */
  offset: number;
  message: string;
}

class Stop {
  constructor(readonly offset: number, readonly message: string) {}
}

/** Scans `text` as strict JSON (RFC 8259) and returns the first error, or undefined if it is valid. */
export function findJsonError(text: string): JsonErrorSpot | undefined {
  let i = 0;
  const fail = (message: string, at = i): never => {
    throw new Stop(at, message);
  };
  const describe = (at: number) => (at >= text.length ? "end of file" : `character ${JSON.stringify(text[at])}`);
  const skipSpace = () => {
    while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  };
  const string = () => {
    const start = i;
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail("unterminated string", start);
      const c = text.charCodeAt(i);
      if (c === 0x22) return void i++;
      if (c < 0x20) fail("control character in a string (newlines and tabs must be escaped)");
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("bad \\u escape in a string");
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(`bad escape "\\${e ?? ""}" in a string`);
      } else i++;
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (!match || match[0] === "" || match[0] === "-") fail("invalid number");
    i += match![0].length;
  };
  const value = (depth: number): void => {
    skipSpace();
    const c = text[i];
    if (c === "{") return object(depth + 1);
    if (c === "[") return array(depth + 1);
    if (c === '"') return string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return number();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) return void (i += word.length);
    }
    fail(i >= text.length ? "unexpected end of file, expected a value" : `unexpected ${describe(i)}, expected a value`);
  };
  const object = (depth: number) => {
    i++;
    skipSpace();
    if (text[i] === "}") return void i++;
    for (;;) {
      skipSpace();
      if (text[i] !== '"') fail(`expected a double-quoted property name, found ${describe(i)}`);
      string();
      skipSpace();
      if (text[i] !== ":") fail(`expected ':' after the property name, found ${describe(i)}`);
      i++;
      value(depth);
      skipSpace();
      if (text[i] === ",") {
        const comma = i++;
        skipSpace();
        if (text[i] === "}") fail("trailing comma before '}'", comma);
        continue;
      }
      if (text[i] === "}") return void i++;
      fail(`expected ',' or '}' after a property value, found ${describe(i)}`);
    }
  };
  const array = (depth: number) => {
    i++;
    skipSpace();
    if (text[i] === "]") return void i++;
    for (;;) {
      value(depth);
      skipSpace();
      if (text[i] === ",") {
        const comma = i++;
        skipSpace();
        if (text[i] === "]") fail("trailing comma before ']'", comma);
        continue;
      }
      if (text[i] === "]") return void i++;
      fail(`expected ',' or ']' after an array element, found ${describe(i)}`);
    }
  };
  try {
    value(0);
    skipSpace();
    if (i < text.length) fail(`unexpected ${describe(i)} after the end of the JSON value`);
    return undefined;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, message: error.message };
    // Pathologically deep nesting overflows the stack: report it rather than crash.
    if (error instanceof RangeError) return { offset: i, message: "nesting too deep" };
    throw error;
  }
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let k = text.indexOf("\n"); k !== -1 && k < offset; k = text.indexOf("\n", k + 1)) {
    line++;
    lineStart = k + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

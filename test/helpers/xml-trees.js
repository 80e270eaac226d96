// XML documents as Python's parser (xml.etree.ElementTree) reads them: each element as [tag, attributes, its own
// text stripped, [children]]. A document Python cannot parse fails the test with Python's error.
import { spawnSync } from "node:child_process";

const SCRIPT = `
import json, sys, xml.etree.ElementTree as ET
def tree(e):
    return [e.tag, e.attrib, (e.text or "").strip(), [tree(c) for c in e]]
print(json.dumps([tree(ET.fromstring(b.encode("utf-8"))) for b in json.load(sys.stdin)]))`;

/** The trees of `documents` (strings), in order; `t` fails when Python does not read one. */
export function xmlTrees(t, documents) {
  const result = spawnSync("python3", ["-c", SCRIPT], { input: JSON.stringify(documents), encoding: "utf8" });
  t.is(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

// The examples column of a generated operation page (src/openapi/pages/operation-page.ts): the response examples
// are in its ResponseExample, each a code block titled `<status> (<media type>)` or `<status>: <name> (...)`, after
// what the page says of it (its description, that it was built from the schema). Several bare ones are the tabs of
// one CodeGroup, titled `<status>` or `<status>: <name>` (the media type only where theirs differ).

/** The text between `{% ResponseExample %}` and its end tag, or "" when the page has none. */
export const responseExampleOf = (page) => /\{% ResponseExample %\}([\s\S]*?)\{% endResponseExample %\}/.exec(page)?.[1] ?? "";

/** The ResponseExample without its CodeGroup's tags, each example's block as it would stand alone. */
const examplesOf = (page) => responseExampleOf(page).replace(/\n\n\{% CodeGroup [^\n]*%\}(?=\n\n)|\n\n\{% endCodeGroup %\}(?=\n\n)/g, "");

/**
 * One status's examples in the page's ResponseExample: each from the end of the code block before it (or the
 * section's heading) to the end of its own, joined; "" when it has none.
 */
export const columnExample = (page, status) => {
  const column = examplesOf(page);
  const fence = /\n```(\S+) ([^\n]*)\n[\s\S]*?\n```(?=\n)/g;
  let from = column.indexOf("\n\n", column.indexOf("## Example response"));
  let out = "";
  for (let m; (m = fence.exec(column)); from = fence.lastIndex) {
    const title = m[2];
    if (title === `${status}` || title.startsWith(`${status} `) || title.startsWith(`${status}:`)) out += column.slice(from, fence.lastIndex);
  }
  return out;
};

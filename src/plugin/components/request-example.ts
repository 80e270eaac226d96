// `RequestExample`: how to call the API, beside what the page says of the call. Where its Api block (or, outside
// one, the page) is wide enough, it stands in a column right of the text that follows it and stays in view while
// that text scrolls, as Mintlify's component of the same name does (the stylesheet places it; see README);
// narrower, it is in the text where it is written. docgen openapi puts each operation's "Example request" section
// in one.
import { requestExampleMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

export const requestExample: ComponentDefinition = {
  name: "RequestExample",
  template: "request-example.njk",
  body: "markdown",
  attributes: {},
  viewModel() {
    return {};
  },
  markup: requestExampleMarkup,
};

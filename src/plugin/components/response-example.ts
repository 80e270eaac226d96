// `ResponseExample`: what the API answers, beside what the page says of the answer. Inside a RequestExample (where
// docgen openapi writes each operation's response examples) it is part of that column; on its own, it takes the
// column as a RequestExample does, below one that comes right before it, as Mintlify's component of the same name
// does (the stylesheet places it; see README).
import { responseExampleMarkup } from "./markup.js";
import type { ComponentDefinition } from "./types.js";

export const responseExample: ComponentDefinition = {
  name: "ResponseExample",
  template: "response-example.njk",
  body: "markdown",
  attributes: {},
  viewModel() {
    return {};
  },
  markup: responseExampleMarkup,
};

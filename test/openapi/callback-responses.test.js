// A callback's expected answer (src/openapi/pages/operation-page.ts, callbackBlocks): when one of its responses has a
// body or headers, the API reads them, so they are documented as an operation's responses are (fields, headers,
// example), read as a request is (your server sets no readOnly field); statuses alone stay on one line. The page
// builds.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const answer = {
  type: "object",
  required: ["accepted"],
  properties: {
    accepted: { type: "boolean", description: "Whether your server took the event." },
    retryIn: { type: "integer", description: "Seconds until the API may send it again." },
    receivedAt: { type: "string", format: "date-time", readOnly: true, description: "Set by the API." },
  },
};
const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: {
    "/subscriptions": {
      post: {
        summary: "Subscribe",
        responses: { 201: { description: "Subscribed" } },
        callbacks: {
          onEvent: {
            "{$request.body#/callbackUrl}": {
              post: {
                requestBody: { content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" } } } } } },
                responses: {
                  200: {
                    description: "Taken, or to be sent again.",
                    headers: { "Retry-After": { description: "When to send it again.", schema: { type: "integer" } } },
                    content: { "application/json": { schema: answer, example: { accepted: false, retryIn: 30 } } },
                  },
                  410: { description: "Unsubscribe me." },
                },
              },
            },
          },
          onPing: { "{$request.body#/pingUrl}": { post: { responses: { 204: { description: "Got it." } } } } },
        },
      },
    },
  },
};
const page = () => generate({ version: "3.1", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false }).files.find((f) => f.path === "subscriptions/create.md").content;

test("a callback's answer with a body is documented field by field, with its headers and example", (t) => {
  const text = page();
  const onEvent = text.slice(text.indexOf("### onEvent"), text.indexOf("### onPing"));
  t.true(onEvent.includes("#### Your server's response\n\n##### 200\n\nTaken, or to be sent again."), onEvent);
  t.regex(onEvent, /\{% ResponseField name="accepted", type="boolean" %\}\n\nWhether your server took the event\./);
  t.regex(onEvent, /\{% ResponseField name="retryIn", type="integer" %\}/);
  t.false(onEvent.includes('name="receivedAt"'), "your server sets no readOnly field");
  t.true(onEvent.includes("**Response headers**"), onEvent);
  t.regex(onEvent, /name="Retry-After"/);
  t.true(onEvent.includes('"retryIn": 30'), "the spec's example");
  t.true(onEvent.includes("##### 410\n\nUnsubscribe me."), onEvent);
  t.false(onEvent.includes("Your server answers:"), "no one-line summary beside the full answer");
});

test("a callback whose answers are statuses alone keeps them on one line", (t) => {
  const text = page();
  const onPing = text.slice(text.indexOf("### onPing"));
  t.true(onPing.includes("Your server answers: `204` Got it."), onPing);
  t.false(onPing.includes("Your server's response"));
});

test("the page with a callback's full answer builds", async (t) => {
  const site = await buildDocs({ "subscriptions/create.md": page() });
  t.teardown(() => site.cleanup());
  const html = mainOf(await site.html("subscriptions/create.md"));
  t.true(html.includes("Whether your server took the event."));
  t.regex(html, /<h4[^>]*>[\s\S]*?Your server(&#39;|’|')s response/);
});

// Try it on generated pages in another language, in Chromium: it finds its way by the site's words, the labels
// `docgen openapi` wrote the pages with (read by both commands from the site's docgen.config.json). The body's
// examples are filled in and listed, and what comes after the responses heading (a response header, a callback's
// body) is not taken for a part of the request, in French as in English.
import test from "ava";
import { openTryIt, serveSpec, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);

const FRENCH = {
  lang: "fr",
  labels: {
    requestBody: "Corps de la requête",
    requestBodyExamples: "Exemples du corps de la requête",
    responses: "Réponses",
    headerParameters: "Paramètres d'en-tête",
    responseHeadersHeading: "En-têtes de la réponse",
    callbacks: "Rappels",
    bodyExamples: "Exemples du corps",
  },
};

const schema = { type: "object", properties: { name: { type: "string" }, kind: { type: "string" } } };
const spec = {
  openapi: "3.0.3",
  info: { title: "Animaux", version: "1" },
  servers: [{ url: "http://127.0.0.1:9" }],
  paths: {
    "/pets": {
      post: {
        summary: "Ajouter",
        parameters: [{ name: "X-Trace", in: "header", schema: { type: "string" } }],
        requestBody: { content: { "application/json": { schema, examples: { dog: { summary: "Chien", value: { name: "Rex", kind: "dog" } }, cat: { summary: "Chat", value: { name: "Tom", kind: "cat" } } } } } },
        responses: { 201: { description: "ok", headers: { "X-Rate-Limit": { schema: { type: "integer" } } } } },
        callbacks: { onAdd: { "{$request.body#/hook}": { post: { requestBody: { content: { "application/json": { schema: { type: "object", properties: { event: { type: "string" } } } } } }, responses: { 200: { description: "ok" } } } } } },
      },
    },
  },
};

let sites;

test.before(async () => {
  sites = { fr: (await serveSpec(spec, "docgen-try-labels-fr-", FRENCH)).site, en: (await serveSpec(spec, "docgen-try-labels-en-")).site };
});

test.after.always(async () => {
  await Promise.all(Object.values(sites ?? {}).map((site) => site.close()));
});

for (const [lang, words] of [
  ["fr", { examples: "Exemples du corps", headers: /X-Trace/ }],
  ["en", { examples: "Examples of the body", headers: /X-Trace/ }],
]) {
  chrome.test(`${lang}: the body's examples are filled in and listed; nothing after the responses is sent`, async (t) => {
    const { form } = await openTryIt(t, chrome.browser, sites[lang].url("/api/pets/create/"));
    const body = form.locator("textarea.docgen-try__body");
    t.deepEqual(JSON.parse(await body.inputValue()), { name: "Rex", kind: "dog" });
    t.deepEqual(await form.getByRole("combobox", { name: words.examples }).locator("option").allTextContents(), ["Chien", "Chat"]);
    const fields = await form.locator("input.docgen-try__input").evaluateAll((inputs) => inputs.map((i) => i.id + " " + (i.labels?.[0]?.textContent ?? "")));
    t.true(fields.some((f) => words.headers.test(f)), fields.join("\n"));
    t.false(fields.some((f) => /X-Rate-Limit|event/.test(f)), fields.join("\n"));
  });
}

// Small spec texts shared by the loader tests.
export const yamlSpec = `openapi: 3.0.3
info:
  title: Pets
  version: 1.0.0
paths:
  /pets:
    get:
      responses:
        "200":
          description: ok
`;

export const jsonSpec = JSON.stringify(
  { openapi: "3.1.0", info: { title: "Pets", version: "1.0.0" }, paths: { "/pets": { get: { responses: { 200: { description: "ok" } } } } } },
  null,
  2,
);

export const swaggerSpec = `swagger: "2.0"
info: {title: Pets, version: "1"}
paths: {}
`;

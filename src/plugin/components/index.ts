// The component table: every shortcode docgen registers, in one list.
import { api } from "./api.js";
import { codeGroup } from "./code-group.js";
import { field } from "./field.js";
import { image } from "./image.js";
import { mermaid } from "./mermaid.js";
import { paramField } from "./param-field.js";
import { requestExample } from "./request-example.js";
import { responseExample } from "./response-example.js";
import { responseField } from "./response-field.js";
import { file, folder, tree } from "./tree.js";
import type { ComponentDefinition } from "./types.js";
import { video } from "./video.js";
import { vimeo } from "./vimeo.js";
import { youtube } from "./youtube.js";

export const components: readonly ComponentDefinition[] = [
  api,
  paramField,
  responseField,
  field,
  image,
  video,
  youtube,
  vimeo,
  mermaid,
  codeGroup,
  requestExample,
  responseExample,
  tree,
  folder,
  file,
];

export type { ComponentDefinition } from "./types.js";

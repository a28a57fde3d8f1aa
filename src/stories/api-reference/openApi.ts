/** The parts of an OpenAPI 3.1 document this page reads (docs/openapi.json, from `npm run openapi`). */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  items?: Schema;
  description?: string;
};
type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Schema };
type Content = { content?: { 'application/json': { schema: Schema } } };
export type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: Content;
  responses: Record<string, { description: string } & Content>;
};
export type OpenApiDocument = {
  info: { title: string; description: string; version: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

import { z } from "zod";
import { DEFAULT_BUSINESS_SETTINGS } from "../settings/business-settings";
import { calendarDateText, instantText, moneyText } from "../validators/fields";
import * as view from "./responses";
import { API_ROUTES, bodySchemaOf, successStatuses, type RouteKey, type RouteSpec } from "./routes";

/**
 * The OpenAPI 3.1 document of the API, generated from the route table (shared/api/routes.ts): `npm run openapi`
 * writes it to docs/api/openapi.json, the server serves it at GET /api/openapi.json, and a test fails when the
 * committed file is not what the table gives now (server/http/api-contract.test.ts). Request schemas are described
 * as the client writes them (zod's input side), answers as the server sends them (the output side); rules a JSON
 * Schema cannot say (a date from today on, the booking lead time) are the server's and are left out. Bodies that
 * depend on the business settings are described with the settings a new business starts with.
 */

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

/** The field schemas every answer shares, named once in the document. */
const FIELD_COMPONENTS: [string, z.ZodType][] = [
  ["Money", moneyText],
  ["Instant", instantText],
  ["CalendarDate", calendarDateText],
];

/** Every named answer of shared/api/responses.ts, by the name it has in the document ("orderView" → "Order"). */
function responseComponents(): [string, z.ZodType][] {
  const named: [string, z.ZodType][] = [];
  for (const [exported, value] of Object.entries(view)) {
    if (!(value instanceof z.ZodType)) continue;
    const base = exported.endsWith("View") ? exported.slice(0, -"View".length) : exported;
    named.push([base.charAt(0).toUpperCase() + base.slice(1), value]);
  }
  return named;
}

const COMPONENT_PREFIX = "#/components/schemas/";

/**
 * Converts zod schemas to JSON Schema 2020-12 with the named components as references into components.schemas:
 * zod writes a registered schema into the converted schema's `$defs`; those are lifted into the document's
 * components, and their references pointed there.
 */
function schemaConverter() {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of [...FIELD_COMPONENTS, ...responseComponents()]) registry.add(schema, { id: name });
  const components: Record<string, JsonSchema> = {};

  const repoint = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(repoint);
    if (!node || typeof node !== "object") return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$schema") continue;
      out[key] = key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/") ? COMPONENT_PREFIX + value.slice("#/$defs/".length) : repoint(value);
    }
    return out;
  };

  const convert = (schema: z.ZodType, io: Io): JsonSchema => {
    const converted = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      metadata: registry,
      // A z.date() beside the ISO text (what a service may hand) and z.unknown() have no JSON Schema of their own:
      // an instant is written as the text JSON carries, and "anything" as {}.
      unrepresentable: "any",
      override: (ctx) => {
        // What the field schemas say of themselves (`.meta({ format })`, shared/validators/fields.ts) lives in zod's
        // global registry; the names above are in this one.
        for (const [key, value] of Object.entries(z.globalRegistry.get(ctx.zodSchema) ?? {})) {
          if (key !== "id" && !(key in ctx.jsonSchema)) ctx.jsonSchema[key] = value;
        }
        if (ctx.zodSchema === instantText) {
          for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
          Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
        }
      },
    });
    const { $defs, ...rest } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [name, definition] of Object.entries($defs ?? {})) {
      // A component's input and output sides differ only where it transforms; answers are the only components.
      if (!(name in components) || io === "output") components[name] = repoint(definition) as JsonSchema;
    }
    // A registered schema converted by itself comes back as its own definition: refer to it.
    const id = registry.get(schema)?.id;
    if (id) {
      if (!(id in components)) components[id] = repoint(rest) as JsonSchema;
      return { $ref: COMPONENT_PREFIX + id };
    }
    return repoint(rest) as JsonSchema;
  };

  return { convert, components };
}

const pathOf = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

/** "GET /api/quotes/:id/messages" → "getQuotesByIdMessages": unique, and stable as long as the route is. */
function operationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((segment) => segment && segment !== "api")
    .map((segment) => (segment.startsWith(":") ? `By-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

const ACCESS_TEXT: Record<RouteSpec["access"], string> = {
  public: "Anyone may call it.",
  "signed-in": "Signed-in users (401 otherwise); a client sees only their own records (404 for anyone else's).",
  admin: "Admins only (401 for visitors, 403 for clients).",
};

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  302: "Redirect to the code's address (a page saying why when there is none)",
  303: "See Other: the page to show next (a refused form: back to the form, with ?error=<code>)",
  402: "The card was declined",
  503: "Not ready",
};

export const OPENAPI_INFO = {
  title: "Creative Cuisines API",
  version: "1.0.0",
  description:
    "The catering site's HTTP API, generated from its route table (shared/api/routes.ts). Errors answer JSON " +
    "`{message}` with the status that says what went wrong; state-changing calls from a browser must come from the site's own origin.",
};

/** The document, built from the table. Deterministic: the same table gives the same bytes. */
export function buildOpenApiDocument(): JsonSchema {
  const { convert, components } = schemaConverter();
  const errorRef = convert(view.errorBody, "output");
  const paths: Record<string, Record<string, JsonSchema>> = {};

  for (const [key, spec] of Object.entries(API_ROUTES) as [RouteKey, RouteSpec][]) {
    const [method, path] = key.split(" ");
    const parameters: JsonSchema[] = [];
    for (const [, name] of path.matchAll(/:([A-Za-z]+)/g)) {
      const isId = /(^id|Id)$/.test(name);
      parameters.push({ name, in: "path", required: true, schema: isId ? { type: "integer", minimum: 1, maximum: 2_147_483_647 } : { type: "string" } });
    }
    if (spec.query) {
      const query = convert(spec.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema });
      }
    }
    if (spec.idempotencyKey) {
      parameters.push({
        name: "Idempotency-Key",
        in: "header",
        required: spec.idempotencyKey === "required",
        description: "Any retry of this call with the same key gets the first call's answer; the effect happens once.",
        schema: { type: "string", minLength: 1, maxLength: 200 },
      });
    }

    const operation: JsonSchema = {
      operationId: operationId(method, path),
      summary: spec.summary,
      description: ACCESS_TEXT[spec.access],
      tags: [path.split("/").filter((segment) => segment && segment !== "api")[0]],
      security: spec.access === "public" ? [] : [{ session: [] }],
    };
    if (parameters.length) operation.parameters = parameters;

    const body = bodySchemaOf(spec, DEFAULT_BUSINESS_SETTINGS);
    if (body) {
      const schema = convert(body, "input");
      operation.requestBody = spec.upload
        ? {
            required: true,
            content: {
              "multipart/form-data": {
                schema: { allOf: [schema, { type: "object", required: [spec.upload], properties: { [spec.upload]: { type: "string", contentMediaType: "image/*", description: "The image, at most 5 MB." } } }] },
              },
            },
          }
        : { required: true, content: { [spec.form ? "application/x-www-form-urlencoded" : "application/json"]: { schema } } };
    }

    const responses: Record<string, JsonSchema> = {};
    for (const status of successStatuses(spec)) {
      const description = STATUS_TEXT[status] ?? "OK";
      if (spec.response) {
        const json = { "application/json": { schema: convert(spec.response, "output") } };
        responses[status] = { description, content: spec.content ? { ...json, [spec.content.split(";")[0]]: { schema: { type: "string" } } } : json };
      } else if (spec.content) responses[status] = { description, content: { [spec.content.split(";")[0]]: { schema: { type: "string" } } } };
      else responses[status] = { description };
    }
    for (const [status, schema] of Object.entries(spec.errors ?? {})) {
      responses[status] = { description: STATUS_TEXT[Number(status)] ?? "Error", content: { "application/json": { schema: convert(schema, "output") } } };
    }
    responses.default = { description: "An error: the message to show, and the field at fault when there is one", content: { "application/json": { schema: errorRef } } };
    operation.responses = responses;

    (paths[pathOf(path)] ??= {})[method.toLowerCase()] = operation;
  }

  const sortedComponents = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: "3.1.0",
    info: OPENAPI_INFO,
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: sortedComponents,
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "cc.sid", description: "The session cookie POST /api/login sets." } },
    },
  };
}

/** The document as the committed file holds it. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

import { z } from "zod";
import type { AuthMode, EndpointSpec } from "@/lib/endpoint";
import { scopesFor } from "@/lib/api-tokens/scopes";

/**
 * The OpenAPI 3.1 document of /api (issue 41 item 5, record 0148), built from what each route declares once: its
 * descriptor (lib/<slice>/endpoints.ts: method, path, auth, permission, summary, body and answer kinds) and the
 * zod schemas its handler parses (`route(descriptor, { params, query, body }, …)`, kept on the handler as
 * `routeOptions`). Pure: the caller (tests/integration/helpers/openapi-routes.ts, run by `npm run openapi`) walks
 * app/api and hands the routes in; the result is committed as lib/openapi/document.json, which the route serves.
 */

export type OpenApiRoute = {
  /** The registry's slice (lib/contract/registry.ts): the operation's tag. */
  slice: string;
  /** The descriptor's export name: with the slice, the operationId. */
  name: string;
  endpoint: EndpointSpec;
  schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
  /** The status of a success (201 for a create; descriptors do not declare it, the handler's source does). */
  successStatus?: number;
  /** An `answerKind: "file"` endpoint's content type (text/csv, application/pdf). */
  fileType?: string;
};

type Json = Record<string, unknown>;

type ErrorStatus = "400" | "401" | "403" | "404" | "409" | "422" | "429";

const ERROR_RESPONSES: Record<ErrorStatus, [name: string, description: string]> = {
  "400": ["BadRequest", "Malformed or invalid input (per-field messages in `errors`), or a token in the query string"],
  "401": ["Unauthorized", "Not signed in, or the token is unknown or revoked"],
  "403": ["Forbidden", "Signed in without access: another store, a missing permission or token scope (`requiredScope`), or a cross-origin write"],
  "404": ["NotFound", "No such store, or no such record in this store"],
  "409": ["Conflict", "The change conflicts with the current state (a taken slug, more than is left to ship)"],
  "422": ["Unprocessable", "Well-formed, but the rules refuse it"],
  "429": ["TooManyRequests", "Rate limited: wait for Retry-After seconds (a token's answers carry X-RateLimit-Limit and X-RateLimit-Remaining)"],
};

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Which error answers a route can give, from its descriptor (the wrapper's checks, lib/http/route.ts). */
function errorStatusesOf(e: EndpointSpec): ErrorStatus[] {
  const access = e.access ?? e.auth;
  const writes = MUTATING.has(e.method);
  const needsStore = e.tenant === "required" || e.auth === "owner" || e.auth === "customer";
  const out: ErrorStatus[] = ["400"];
  if (access !== "public") out.push("401");
  if (access !== "public" || (writes && !e.allowCrossOrigin)) out.push("403");
  if (needsStore || e.path.includes("{")) out.push("404");
  if (writes) out.push("409", "422");
  if (writes || access === "owner") out.push("429");
  return out;
}

/** The security requirements of a route: one entry per way in (any one suffices); none for a public route. */
export function securityOf(e: EndpointSpec): Json[] {
  const access: AuthMode = e.access ?? e.auth;
  if (access === "public") return [];
  if (access === "customer") return [{ customerSession: [] }];
  if (access !== "owner") return [{ staffSession: [] }];
  // A token may call an owner route with any one of the scopes its permission names (lib/api-tokens/scopes.ts).
  return [{ staffSession: [] }, ...scopesFor(e.method, e.permission).map((s) => ({ bearerToken: [s] }))];
}

export type Generated = {
  document: Json;
  /** "<operationId> <part>" for each schema that could not be converted exactly (documented as `{}` or loosely). */
  fallbacks: string[];
};

/**
 * The success answers' JSON Schemas (lib/openapi/responses.json, written by `npm run openapi:responses` from the
 * descriptors' `response` types): per operationId, with `$ref`s into `schemas`, the named types they share.
 */
export type ResponseSchemas = { operations: Record<string, Json>; schemas: Record<string, Json> };

export function generateOpenApi(routes: OpenApiRoute[], info: { version: string; responses?: ResponseSchemas }): Generated {
  const fallbacks: string[] = [];
  const schemas: Record<string, Json> = { ...COMPONENTS.schemas };
  for (const [name, schema] of Object.entries(info.responses?.schemas ?? {})) {
    if (name in schemas) throw new Error(`responses.json: a type named ${name} clashes with the document's own schema`);
    schemas[name] = schema;
  }
  /** An answer's schema: a named type's `$ref` as it is, any other shape as a component of its own (`<id>.Response`). */
  const answerOf = (id: string): Json => {
    const schema = info.responses?.operations[id];
    if (!schema || Object.keys(schema).length === 0) return {};
    if (Object.keys(schema).length === 1 && typeof schema.$ref === "string") return schema;
    schemas[`${id}.Response`] = schema;
    return { $ref: `#/components/schemas/${id}.Response` };
  };
  const paths: Record<string, Record<string, Json>> = {};
  const sorted = [...routes].sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path) || a.endpoint.method.localeCompare(b.endpoint.method));
  for (const r of sorted) {
    const e = r.endpoint;
    const id = `${r.slice}.${r.name}`;
    const convert = (schema: z.ZodType | undefined, part: string) => (schema ? toJsonSchema(schema, `${id} ${part}`, fallbacks) : undefined);
    const op: Json = {
      operationId: id,
      tags: [r.slice],
      ...(e.summary ? { summary: e.summary } : {}),
      parameters: [
        ...parametersOf(convert(r.schemas.params, "params"), "path", `${id} params`, fallbacks),
        ...parametersOf(convert(r.schemas.query, "query"), "query", `${id} query`, fallbacks),
        ...(e.idempotencyKey ? [IDEMPOTENCY_PARAMETER] : []),
      ],
      ...requestBodyOf(e, convert(r.schemas.body, "body")),
      responses: responsesOf(r, answerOf(id)),
      security: securityOf(e),
      "x-auth": e.access ?? e.auth,
      ...(e.permission !== undefined ? { "x-permission": e.permission } : {}),
    };
    if ((op.parameters as unknown[]).length === 0) delete op.parameters;
    (paths[e.path] ??= {})[e.method.toLowerCase()] = op;
  }
  const tags = [...new Set(sorted.map((r) => r.slice))].sort().map((name) => ({ name }));
  return { document: { openapi: "3.1.1", info: infoOf(info.version), servers: SERVERS, tags, paths, components: { ...COMPONENTS, schemas } }, fallbacks };
}

/**
 * zod 4's converter, for what a client sends (`io: "input"`: defaults optional, transforms' input side). A schema
 * with a part JSON Schema cannot say (a custom check, a date object) is documented loosely (that part `{}`); one
 * that still fails, or whose result refers to its own definitions (refs would resolve against this document's
 * root), is documented as `{}`. Each is counted in `fallbacks`.
 */
function toJsonSchema(schema: z.ZodType, what: string, fallbacks: string[]): Json {
  const attempt = (unrepresentable: "throw" | "any"): Json | null => {
    try {
      const out = z.toJSONSchema(schema, { io: "input", unrepresentable, reused: "inline", cycles: "ref" }) as Json;
      delete out.$schema;
      return JSON.stringify(out).includes('"$ref"') ? null : out;
    } catch {
      return null;
    }
  };
  const exact = attempt("throw");
  if (exact) return exact;
  const loose = attempt("any");
  fallbacks.push(loose ? `${what} (loose)` : what);
  return loose ?? {};
}

function parametersOf(schema: Json | undefined, where: "path" | "query", what: string, fallbacks: string[]): Json[] {
  if (!schema) return [];
  const props = schema.properties as Record<string, Json> | undefined;
  if (schema.type !== "object" || !props) {
    if (Object.keys(schema).length > 0) fallbacks.push(`${what} (not an object)`);
    return [];
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

function requestBodyOf(e: EndpointSpec, schema: Json | undefined): Json {
  if (e.bodyKind === "multipart") {
    return { requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", contentMediaType: "application/octet-stream" } } } } } } };
  }
  if (e.bodyKind === "raw") {
    return { requestBody: { required: true, description: "The provider's event, read as sent: its signature covers the exact bytes", content: { "application/json": { schema: {} } } } };
  }
  if (!schema) return {};
  return { requestBody: { required: true, content: { "application/json": { schema } } } };
}

function responsesOf(r: OpenApiRoute, answer: Json): Json {
  const status = String(r.successStatus ?? 200);
  const fileType = r.fileType ?? fileTypeOf(r.endpoint.path);
  const content = r.endpoint.answerKind === "file" ? { [fileType]: { schema: { type: "string", contentMediaType: fileType } } } : { "application/json": { schema: answer } };
  const success = { description: status === "201" ? "Created" : "Success", content };
  const errors = Object.fromEntries(errorStatusesOf(r.endpoint).map((s) => [s, { $ref: `#/components/responses/${ERROR_RESPONSES[s][0]}` }]));
  return { [status]: success, ...errors };
}

/** A download's type, by the path's convention: …/pdf is a PDF, …/export a CSV. */
function fileTypeOf(path: string): string {
  if (path.endsWith("/pdf")) return "application/pdf";
  if (path.endsWith("/export")) return "text/csv";
  return "application/octet-stream";
}

const IDEMPOTENCY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: "One per attempt (1–255 printable characters): a retry with the same key replays the first answer (Idempotent-Replayed: true)",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

function infoOf(version: string): Json {
  return {
    title: "Store builder API",
    version,
    description: [
      "Every /api call of the platform and of each store. A store's calls are made on its host (its subdomain, custom domain, or /store/{slug}): the host names the store, never the body.",
      "Owner routes accept a staff session or an Admin API token (`Authorization: Bearer sb_…`, created under Settings → Apps) holding the route's scope; `write_` implies `read_`. A token in the query string is refused (400).",
      "Errors are JSON `{ message, errors? }` (errors: a message per field).",
    ].join("\n\n"),
  };
}

const SERVERS = [
  { url: "/", description: "The host this document was read from: the platform, or a store's own host" },
  { url: "/store/{slug}", description: "A store in path mode", variables: { slug: { default: "demo" } } },
];

const COMPONENTS: { schemas: Record<string, Json>; responses: Json; securitySchemes: Json } = {
  schemas: {
    ErrorBody: {
      type: "object",
      required: ["message"],
      properties: {
        message: { type: "string" },
        errors: { type: "object", additionalProperties: { type: "string" }, description: "A message per field (`address.city` for nested fields)" },
        requiredScope: { type: "string", description: "On a token's 403: the scope the route needs" },
      },
    },
  },
  responses: Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [name, { description, content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } }]),
  ),
  securitySchemes: {
    staffSession: { type: "apiKey", in: "cookie", name: "sb_session", description: "A signed-in owner, staff member or platform admin (POST /api/auth/login)" },
    customerSession: { type: "apiKey", in: "cookie", name: "sb_customer_{storeId}", description: "A shopper signed in to this store (POST /api/customers/login); the name carries the store's id without dashes" },
    bearerToken: { type: "http", scheme: "bearer", bearerFormat: "sb_…", description: "An Admin API access token of this store; the route's scope is listed in its security requirement" },
  },
};

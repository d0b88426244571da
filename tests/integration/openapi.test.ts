import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { validate } from "@readme/openapi-parser";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import type { EndpointSpec } from "@/lib/endpoint";
import { STAFF_COOKIE } from "@/lib/auth/session";
import { generateOpenApi, securityOf, type Generated } from "@/lib/openapi/generate";
import { registeredEndpoints } from "@/lib/contract/registry";
import { declaredEndpoints, RESPONSES_FILE, type ResponsesFile } from "./helpers/openapi-responses";
import { DOCUMENT_FILE, openApiRoutes } from "./helpers/openapi-routes";
import { API_DIR, NOT_ENDPOINTS, routeFolders } from "./helpers/route-files";

/**
 * The OpenAPI document (issue 41 item 5, record 0148): lib/openapi/document.json is what the generator makes of
 * today's descriptors and schemas (stale: run `npm run openapi`, which runs this file with OPENAPI_WRITE=1 and
 * writes it), a valid OpenAPI 3.1 document by a real parser, and it lists every handler of app/api with the
 * security its descriptor declares.
 */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const VERSION = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { version: string }).version;

type Operation = { security: unknown[]; responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>; "x-permission"?: unknown; parameters?: { name: string; in: string; required: boolean }[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } };
type Doc = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }>; securitySchemes: Record<string, { name?: string }> } };

let generated: Generated;
let doc: Doc;
const responses = JSON.parse(readFileSync(RESPONSES_FILE, "utf8")) as ResponsesFile;

beforeAll(async () => {
  generated = generateOpenApi(await openApiRoutes(), { version: VERSION, responses });
  doc = generated.document as Doc;
  if (process.env.OPENAPI_WRITE === "1") writeFileSync(DOCUMENT_FILE, `${JSON.stringify(doc, null, 1)}\n`);
}, 180_000);

describe("the OpenAPI document", () => {
  it("is committed as generated (else run `npm run openapi`)", () => {
    const committed = JSON.parse(readFileSync(DOCUMENT_FILE, "utf8")) as unknown;
    expect(committed, "lib/openapi/document.json is stale: run `npm run openapi`").toEqual(doc);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it("lists every handler of app/api, with the security and permission its descriptor declares", { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    let operations = 0;
    for (const folder of routeFolders()) {
      if (NOT_ENDPOINTS.has(folder)) continue;
      const mod = (await import(/* @vite-ignore */ path.join(API_DIR, folder, "route.ts"))) as Record<string, unknown>;
      for (const method of METHODS) {
        if (typeof mod[method] !== "function") continue;
        const e = (mod[method] as { routeOptions?: { endpoint?: EndpointSpec } }).routeOptions?.endpoint;
        if (!e) {
          problems.push(`${method} app/api/${folder}: no descriptor`);
          continue;
        }
        const op = doc.paths[e.path]?.[method.toLowerCase()];
        if (!op) {
          problems.push(`${method} ${e.path}: not in the document`);
          continue;
        }
        operations++;
        if (JSON.stringify(op.security) !== JSON.stringify(securityOf(e))) problems.push(`${method} ${e.path}: security ${JSON.stringify(op.security)}`);
        if ((e.access ?? e.auth) === "public" && op.security.length) problems.push(`${method} ${e.path}: public, yet has security`);
        if ((e.access ?? e.auth) !== "public" && !op.security.length) problems.push(`${method} ${e.path}: not public, yet no security`);
        if (JSON.stringify(op["x-permission"]) !== JSON.stringify(e.permission)) problems.push(`${method} ${e.path}: x-permission ${JSON.stringify(op["x-permission"])}`);
        const pathParams = [...e.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
        const documented = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name).sort();
        if (JSON.stringify(pathParams) !== JSON.stringify(documented)) problems.push(`${method} ${e.path}: path parameters ${documented.join(",")}`);
      }
    }
    const documentedCount = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(problems).toEqual([]);
    expect(documentedCount).toBe(operations);
    expect(operations).toBeGreaterThan(100);
  });

  it("describes calls as they are made: paths, parameters, bodies, statuses, scopes and errors", () => {
    expect(doc.info.version).toBe(VERSION);
    expect(doc.components.securitySchemes.staffSession.name).toBe(STAFF_COOKIE);
    const list = doc.paths["/api/products"].get;
    expect(list.security).toEqual([]);
    expect(list.parameters?.some((p) => p.in === "query")).toBe(true);
    const create = doc.paths["/api/products"].post;
    expect(Object.keys(create.responses)).toContain("201");
    expect(create.security).toEqual([{ staffSession: [] }, { bearerToken: ["write_products"] }]);
    expect(Object.keys(doc.paths["/api/orders"].post.responses)).toContain("201");
    expect(doc.paths["/api/orders"].post.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header" }));
    expect(create.requestBody?.content["application/json"].schema.type).toBe("object");
    expect(create.responses["422"].$ref).toBe("#/components/responses/Unprocessable");
    expect(doc.paths["/api/orders/{id}"].get.security).toEqual([{ staffSession: [] }, { bearerToken: ["read_orders"] }]);
    expect(doc.paths["/api/orders/{id}"].get.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(doc.paths["/api/api-tokens"].post.security).toEqual([{ staffSession: [] }]);
    expect(Object.keys(doc.paths["/api/orders/export"].get.responses["200"].content ?? {})).toEqual(["text/csv"]);
    expect(Object.keys(doc.paths["/api/orders/{id}/invoice/pdf"].get.responses["200"].content ?? {})).toEqual(["application/pdf"]);
    expect(doc.paths["/api/customers/addresses"].post.security).toEqual([{ customerSession: [] }]);
    expect(doc.paths["/api/openapi.json"].get.security).toEqual([]);
  });

  it("converts nearly every schema exactly (the rest are documented loosely, not dropped)", () => {
    // Printed so a reader sees which schemas JSON Schema cannot say exactly (a refinement or a custom type).
    if (generated.fallbacks.length) console.info(`OpenAPI schema fallbacks (${generated.fallbacks.length}):\n  ${generated.fallbacks.join("\n  ")}`);
    expect(generated.fallbacks.length).toBeLessThanOrEqual(FALLBACKS_ALLOWED);
  });
});

describe("the success answers' schemas (lib/openapi/responses.json)", () => {
  // Converting the TypeScript types takes ~20 s (a whole program), so the test does not: it checks, from the
  // descriptors' syntax, that the committed file has an entry for every declared answer type and none besides.
  it("has an entry for every endpoint that declares its answer type, and none left over (else run `npm run openapi`)", () => {
    const declared = declaredEndpoints(ts);
    const seen = new Set(declared.map((d) => d.id));
    expect(registeredEndpoints().map((r) => `${r.slice}.${r.name}`).filter((id) => !seen.has(id)), "registry endpoints the source walk did not see").toEqual([]);
    const withAnswer = declared.filter((d) => d.response).map((d) => d.id).sort();
    expect(Object.keys(responses.operations).sort(), "lib/openapi/responses.json is stale: run `npm run openapi`").toEqual(withAnswer);
    expect(withAnswer.length).toBeGreaterThan(150);
  });

  it("describes nearly every answer (the rest are documented as {} and listed)", () => {
    if (responses.fallbacks.length) console.info(`Answer types documented as {} (${responses.fallbacks.length}):\n  ${responses.fallbacks.join("\n  ")}`);
    expect(responses.fallbacks.length).toBeLessThanOrEqual(RESPONSE_FALLBACKS_ALLOWED);
    for (const f of responses.fallbacks) expect(responses.operations[f.split(":")[0]]).toEqual({});
  });

  it("puts each answer's shape in the document, by reference to a component schema", () => {
    const ok = (path: string, method: string, status = "200") => (doc.paths[path][method].responses[status].content?.["application/json"] as { schema: { $ref?: string } }).schema;
    expect(ok("/api/orders/{id}/status", "patch")).toEqual({ $ref: "#/components/schemas/OrderDto" });
    expect(doc.components.schemas.OrderDto.properties).toEqual(expect.objectContaining({ id: expect.anything(), status: expect.anything(), items: expect.anything() }));
    const list = ok("/api/orders", "get").$ref ?? "";
    expect(list).toBe("#/components/schemas/orders.list.Response");
    expect(ok("/api/orders", "post", "201").$ref).toBe("#/components/schemas/PlacedOrderDto");
    // Every reference resolves (the parser above checks it too; this names the missing one).
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
  });
});

/** Answer types documented as {} because they could not be converted (record 0148); lower it when one is fixed. */
const RESPONSE_FALLBACKS_ALLOWED = 0;

/** Schemas converted loosely or not at all today; lower it when one is fixed. */
const FALLBACKS_ALLOWED = 0;

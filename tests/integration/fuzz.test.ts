import path from "node:path";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { RESOURCE_TYPES } from "@/lib/translations/fields";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { PEER_HEADER, trustPeerHeader } from "@/lib/client-address";
import { createTenantWithOwnerSchema } from "@/lib/admin/schemas";
import { addressSchema } from "@/lib/customers/schemas";
import { twoFactorCodeFormSchema } from "@/lib/auth/two-factor/schemas";
import { ADMIN_WRITES_MESSAGE } from "@/lib/http/route";
import { statesOf } from "@/lib/regions";
import { setupTestDatabase } from "./helpers/db";
import { API_DIR, NOT_ENDPOINTS, servedEndpoints, UNDESCRIBED_ROUTES } from "./helpers/route-files";
import { TestClient } from "./helpers/http";

/**
 * Property-based fuzzing of every /api route handler, walked from the endpoint registry (lib/contract/registry.ts,
 * with the route folders not described yet): hostile strings (NUL, lone surrogates, huge, SQL
 * and markup), wrong types, deep nesting, malformed and non-JSON bodies, hostile path parameters and
 * query strings, as a visitor, the store's owner, a customer and the platform admin. Properties: no answer
 * is a 5xx, and an answer that refuses (4xx) wrote nothing. And the generator reaches past validation: every
 * route's schemas have a valid sample (the fuzzer breaks one part of it), and every route answers at least
 * once from its handler rather than from the wrapper's checks. FUZZ_RUNS (default 12) runs per handler bound
 * the time; FUZZ_SEED replays a run.
 */
const ctx = setupTestDatabase();
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const HOST = "demo.localhost:3000";
const PLATFORM_HOST = "localhost:3000";

type Handler = ((req: never, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  routeOptions?: { auth?: string; body?: z.ZodType; query?: z.ZodType };
};
type Target = { file: string; method: string; handler: Handler; segments: string[]; auth?: string; body?: unknown; query?: unknown };

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
};

const toJson = (schema: z.ZodType | undefined): JsonSchema | undefined => {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return undefined;
  }
};

/** Strings that satisfy most of the app's patterns (slugs, countries, colours, codes, dates). */
const PATTERN_SAMPLES = ["fuzz-item", "US", "IN", "a", "A", "12345", "123456", "#ff0000", "10.50", "2026-01-01", "abc", "x1"];

/**
 * One input the schema (roughly) accepts: real ids for uuids, the first enum value, a sample that fits a
 * pattern. The fuzzer then breaks it in one place, so hostile values reach past the other fields'
 * validation into services and the database.
 */
function sample(s: JsonSchema | undefined, ids: string[], depth = 0): unknown {
  if (!s || depth > 6) return "fuzz";
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => a.type !== "null") ?? alt[0], ids, depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0], ids, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, ids, depth + 1);
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, ids, depth + 1));
    case "integer":
    case "number":
      return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case "boolean":
      return true;
    case "null":
      return null;
    case "string": {
      if (s.format === "uuid") return ids[0] ?? "00000000-0000-4000-8000-000000000000";
      if (s.format === "email") return "fuzz@example.com";
      if (s.format === "uri" || s.format === "url") return "https://example.com/a.png";
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const hit = PATTERN_SAMPLES.find((c) => re.test(c));
        if (hit) return hit;
      }
      const min = s.minLength ?? 0;
      return "fuzz".padEnd(Math.min(Math.max(min, 4), s.maxLength ?? 4), "z");
    }
    default:
      return "fuzz";
  }
}

/** Values tried, in order, where the sample does not pass a field's own rules (custom transforms, refinements). */
const REPAIRS: unknown[] = [
  1, "10.00", true, "https://example.com/a.png", "/uploads/a.png", "US", "IN", "USD", "INR", ...(statesOf("US") ?? []).slice(0, 1), ...(statesOf("IN") ?? []).slice(0, 1),
  "fuzz@example.com", "Fuzz title", "equals", "shipping", "header", "url", "active", "pending", "a".repeat(64), "2026-01-01", {}, [], "", null, 0,
];

/**
 * Routes whose declared schema only says "an object" and whose handler parses the body with a schema of its own:
 * the sample is drawn from that one, so the fuzzing reaches past it too.
 */
// POST auth/login/2fa takes a code or a recovery code, never both: its sample is the code alone.
/** Path segments that are not ids: the values they take (a translation's resource type). */
const SEGMENT_VALUES: Record<string, readonly string[]> = { resourceType: RESOURCE_TYPES };

const SAMPLED_FROM: Record<string, z.ZodType> = { "POST tenants": createTenantWithOwnerSchema, "PUT customers/addresses/[id]": addressSchema, "POST auth/login/2fa": twoFactorCodeFormSchema };

/**
 * Turns a rough sample into one the route's schema accepts, field by field: each field that fails is given
 * the first value from REPAIRS that makes its own complaint go away; unknown keys are dropped.
 */
function repair(schema: z.ZodType, start: unknown, ids: string[]): { value: unknown; valid: boolean } {
  let value = start;
  for (let round = 0; round < 8; round++) {
    const r = schema.safeParse(value);
    if (r.success) return { value, valid: true };
    let changed = false;
    for (const issue of r.error.issues) {
      const p = issue.path as (string | number)[];
      if (issue.code === "unrecognized_keys") {
        let target = value;
        for (const k of p) target = (target as Record<string | number, unknown>)?.[k];
        if (target && typeof target === "object") for (const k of issue.keys) delete (target as Record<string, unknown>)[k];
        changed = true;
        continue;
      }
      const key = p.join(".");
      for (const candidate of [...ids.slice(0, 1), ...REPAIRS]) {
        const trial = setAt(value, p, candidate);
        const t = schema.safeParse(trial);
        if (t.success || !t.error.issues.some((i) => i.path.join(".") === key)) {
          value = trial;
          changed = true;
          break;
        }
      }
    }
    if (!changed) break;
  }
  return { value, valid: schema.safeParse(value).success };
}

/** Every path to a leaf of `v`, so a mutation can land anywhere in a valid input. */
function leafPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.length ? v.flatMap((x, i) => leafPaths(x, [...at, i])) : [at];
  if (v && typeof v === "object") {
    const entries = Object.entries(v);
    return entries.length ? entries.flatMap(([k, x]) => leafPaths(x, [...at, k])) : [at];
  }
  return [at];
}

function setAt(v: unknown, p: (string | number)[], value: unknown): unknown {
  if (p.length === 0) return value;
  const copy: Record<string | number, unknown> = Array.isArray(v) ? [...v] as never : { ...(v as object) };
  copy[p[0]] = setAt(copy[p[0]], p.slice(1), value);
  return copy;
}

const HOSTILE = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "%00",
  "%zz",
  "' OR 1=1 --",
  "'; drop table products; --",
  "<script>alert(1)</script>",
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
  "../../etc/passwd",
  "\u202e\u200b",
  "\r\n\t",
  "",
  " ",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x10",
  "9".repeat(400),
  "𝕏".repeat(3000),
  "a".repeat(70_000),
  "00000000-0000-0000-0000-000000000000",
  "true",
  "null",
  "{}",
];

const FIELDS = [
  "name", "slug", "description", "email", "password", "firstName", "lastName", "price", "comparePrice", "quantity",
  "status", "categoryId", "productIds", "images", "image", "title", "content", "url", "logo", "favicon",
  "customDomain", "country", "currency", "items", "cartItems", "buyerLocation", "shippingAddress", "paymentMethod",
  "orderValue", "countryCode", "rate", "levels", "isActive", "sortOrder", "parentId", "menuId", "location", "label",
  "type", "subdomain", "plan", "ownerEmail", "ownerPassword", "ownerFirstName", "ownerLastName", "currentPassword",
  "newPassword", "address", "city", "zipCode", "state", "phone", "productId", "rules", "minAmount", "maxAmount",
  "cost", "taxInclusive", "codEnabled", "orderId", "amount", "id", "stock", "tags", "isDefault", "showSiteName",
  "razorpayKeyId", "stripePublishableKey", "seoTitle", "ruleType", "conditions", "ids", "order",
];
const QUERY_KEYS = ["search", "page", "sort", "status", "category", "min", "max", "limit", "view", "id", "location", "sortBy", "order"];

// Text the database cannot store is the commonest way to a 500, so it comes up often, alone and inside words.
const UNSTORABLE = ["\u0000", "a\u0000b", "\uD800", "x\uDFFFy"];
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.constantFrom(...UNSTORABLE) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);
const leaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, fc.array(tie("v"), { maxLength: 3 }), fc.dictionary(fc.constantFrom(...FIELDS), tie("v"), { maxKeys: 4 })),
})).v;
const genericBodyArb = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileString), value, { maxKeys: 8 }).map((o) => ({ json: o })) },
  { weight: 1, arbitrary: fc.constantFrom("{not json", "[", "\u0000", "null", "[]", "42", '"str"', '{"a":' + "[".repeat(5000)).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: value.map((v) => ({ json: v })) },
);
const genericQueryArb = fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostileString, { maxKeys: 3 });

/** The route's own schema's sample, repaired until the schema accepts it (valid: false when it could not be). */
function baseOf(schema: unknown, ids: string[]): { value: unknown; valid: boolean } | null {
  if (!schema) return null;
  const zod = schema as z.ZodType;
  return repair(zod, sample(toJson(zod), ids), ids);
}

/** A valid sample of the route's own schema with one leaf replaced by a hostile or wrongly typed value. */
function mutatedArb(base: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(base);
  const textPaths = paths.filter((p) => typeof p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], base) === "string");
  const oneLeaf = fc.tuple(fc.nat(paths.length - 1), fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: leaf })).map(([i, bad]) => setAt(base, paths[i], bad));
  if (textPaths.length === 0) return oneLeaf;
  // Several text fields at once, each with the hostile text appended to its valid value.
  const manyTexts = fc.tuple(fc.subarray(textPaths, { minLength: 1 }), hostileString).map(([ps, bad]) =>
    ps.reduce<unknown>((v, p) => setAt(v, p, `${String(p.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)?.[k], v))}${bad}`), base),
  );
  return fc.oneof(oneLeaf, manyTexts);
}

type Body = { json: unknown } | { raw: string };

function bodyArbFor(base: unknown): fc.Arbitrary<Body> {
  return base === undefined ? genericBodyArb : fc.oneof({ weight: 3, arbitrary: mutatedArb(base).map((json) => ({ json })) }, { weight: 2, arbitrary: genericBodyArb });
}

const asStrings = (o: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((o && typeof o === "object" ? o : {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v) ?? ""]));

function queryArbFor(base: unknown): fc.Arbitrary<Record<string, string>> {
  return base === undefined ? genericQueryArb : fc.oneof(mutatedArb(base).map(asStrings), genericQueryArb);
}
type Caller = "visitor" | "owner" | "customer" | "admin";
/** The caller the route is for: the one whose requests get past the session check. */
function mainCaller(t: Target): Caller {
  return t.auth === "admin" ? "admin" : t.auth === "owner" || t.auth === "staff" ? "owner" : t.auth === "customer" ? "customer" : "visitor";
}
/** Mostly the caller the route is for, so inputs get past the session check; sometimes the others. */
function callerArbFor(t: Target): fc.Arbitrary<Caller> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(mainCaller(t)) }, { weight: 1, arbitrary: fc.constantFrom<Caller>("visitor", "owner", "customer") });
}

/**
 * The route wrapper's own refusals (lib/http/route.ts), which come before the handler: origin, store, session
 * and role, then the path, query and body schemas. Any other answer means the request reached the handler.
 */
function refusedBeforeHandler(status: number, message: string | undefined): boolean {
  if (status === 415) return true;
  if (status === 400) return /^(Invalid (input|query|path)|Malformed JSON body|Nothing to update)$/.test(message ?? "");
  if (status === 401) return message === "Not logged in";
  if (status === 403) return message === ADMIN_WRITES_MESSAGE || /^(Cross-origin request refused|You do not have access to this (resource|store))$/.test(message ?? "");
  if (status === 404) return message === "Store Not Found";
  return false;
}

let peer = 0;
const nextPeer = () => `192.0.2.${(peer++ % 250) + 1}`;

/** Row counts and an order-independent hash of every table a request could change by mistake. */
let fingerprintMs = 0;
async function fingerprint(): Promise<string> {
  const t0 = performance.now();
  try {
    return await fingerprintNow();
  } finally {
    fingerprintMs += performance.now() - t0;
  }
}
async function fingerprintNow(): Promise<string> {
  const tables = ["tenants", "users", "products", "categories", "collections", "collection_products", "orders", "order_items", "transactions", "shipping_tiers", "tax_rules", "tax_levels", "addresses", "wishlist_items", "menus", "menu_items", "pages", "tenant_subscriptions", "product_variants", "discounts", "discount_redemptions", "customer_carts"];
  const parts = tables.map((t) => `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)), 0)::text as f from ${t} x`);
  const res = await ctx.db.execute(sql.raw(parts.join(" union all ")));
  const rows = (Array.isArray(res) ? res : (res as { rows: { t: string; f: string }[] }).rows) as { t: string; f: string }[];
  return rows.map((r) => `${r.t}=${r.f}`).join(",");
}

async function realIds(): Promise<string[]> {
  const res = await ctx.db.execute(
    sql.raw(
      "select id::text as id from tenants union all (select id::text from products limit 3) union all (select id::text from categories limit 2) union all (select id::text from collections limit 2) union all (select id::text from menus limit 2) union all (select id::text from pages limit 2) union all (select id::text from orders limit 2) union all (select id::text from shipping_tiers limit 2) union all (select id::text from tax_rules limit 2)",
    ),
  );
  const rows = (Array.isArray(res) ? res : (res as { rows: { id: string }[] }).rows) as { id: string }[];
  return rows.map((r) => r.id);
}

describe("fuzzing every API route", () => {
  const targets: Target[] = [];
  let ids: string[] = [];

  beforeAll(async () => {
    trustPeerHeader(true);
    // The registry's endpoints, each at the handler that serves it; then the route folders not described yet.
    const add = (rel: string, method: string, handler: Handler) => {
      const segments = [...rel.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]);
      targets.push({ file: rel, method, handler, segments, auth: handler.routeOptions?.auth, body: handler.routeOptions?.body, query: handler.routeOptions?.query });
    };
    for (const r of servedEndpoints()) {
      if (!r.file || !r.folder) throw new Error(`${r.slice}.${r.name}: no route serves ${r.endpoint.path} (tests/integration/registry.test.ts says more)`);
      const mod = (await import(r.file)) as Record<string, Handler | undefined>;
      const handler = mod[r.endpoint.method];
      if (!handler) throw new Error(`${r.slice}.${r.name}: app/api/${r.folder}/route.ts has no ${r.endpoint.method}`);
      add(r.folder, r.endpoint.method, handler);
    }
    for (const rel of [...UNDESCRIBED_ROUTES, ...NOT_ENDPOINTS].sort()) {
      const mod = (await import(path.join(API_DIR, rel, "route.ts"))) as Record<string, unknown>;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) if (typeof mod[method] === "function") add(rel, method, mod[method] as Handler);
    }
    ids = await realIds();
  });
  afterAll(() => trustPeerHeader(false));

  it("answers no 5xx, writes nothing when it refuses, and reaches every route's handler", { timeout: 600_000 }, async () => {
    expect(targets.length).toBeGreaterThan(50);
    expect(targets.filter((t) => t.body).length).toBeGreaterThan(30);
    // The platform admin's routes last: a valid admin request may deactivate the demo store the others use.
    const ordered = [...targets.filter((t) => t.auth !== "admin"), ...targets.filter((t) => t.auth === "admin")];
    const failures: string[] = [];
    const noValidSample: string[] = [];
    const neverPastValidation: string[] = [];
    let requests = 0;
    let schemas = 0;
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (const t of ordered) {
      // Fresh sessions per route: a fuzzed logout or password change must not end the others' runs.
      const owner = new TestClient(HOST);
      await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" }, headers: { [PEER_HEADER]: nextPeer() } });
      const customer = new TestClient(HOST);
      await customer.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" }, headers: { [PEER_HEADER]: nextPeer() } });
      // The platform admin signs in on the platform's host and calls from there.
      const admin = new TestClient(PLATFORM_HOST);
      if (t.auth === "admin") await admin.call(staffLogin, { path: "/api/auth/login", body: { email: "admin@example.com", password: "admin12345" }, headers: { [PEER_HEADER]: nextPeer() } });
      const clients = { visitor: new TestClient(HOST), owner, customer, admin };
      // The database's fingerprint as last seen, while nothing can have changed it since: a refusal that was shown
      // to write nothing leaves it as it was, so the next request need not take it again. Any other answer (and
      // the sign-ins above) may have written: taken afresh.
      let known: string | null = null;

      // The schemas' own valid samples: each route is first called with them as its own caller (fast-check's
      // example), then with one part broken.
      const bodyBase = baseOf(SAMPLED_FROM[`${t.method} ${t.file}`] ?? t.body, ids);
      const queryBase = baseOf(t.query, ids);
      for (const [what, base] of [["body", bodyBase], ["query", queryBase]] as const) {
        if (!base) continue;
        schemas++;
        if (!base.valid) {
          const issues = ((what === "body" && SAMPLED_FROM[`${t.method} ${t.file}`]) || (t[what] as z.ZodType)).safeParse(base.value).error?.issues ?? [];
          noValidSample.push(`${t.method} ${t.file} ${what}: ${issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")} in ${JSON.stringify(base.value).slice(0, 300)}`);
        }
      }
      let pastValidation = 0;
      // A public route may answer its owner or its shopper only (an invoice): those are tried with the sample too.
      const exampleCallers: Caller[] = mainCaller(t) === "visitor" ? ["visitor", "owner", "customer"] : [mainCaller(t)];
      const examples = exampleCallers.map((who): [Caller, Body, Record<string, string>, string[]] => [who, { json: bodyBase?.value ?? {} }, asStrings(queryBase?.value), t.segments.map((s) => SEGMENT_VALUES[s]?.[0] ?? ids[0])]);

      const paramArb = fc.oneof(fc.constantFrom(...ids), hostileString, fc.uuid());
      const segmentArb = (s: string) => (SEGMENT_VALUES[s] ? fc.oneof(fc.constantFrom(...SEGMENT_VALUES[s]), hostileString) : paramArb);
      const recorded = failures.length;
      try {
        await fc.assert(
          fc.asyncProperty(callerArbFor(t), bodyArbFor(bodyBase?.value), queryArbFor(queryBase?.value), fc.tuple(...t.segments.map(segmentArb)), async (who, body, query, paramValues) => {
            const params = Object.fromEntries(t.segments.map((s, i) => [s, paramValues[i]]));
            const qs = new URLSearchParams(query).toString();
            const hasBody = t.method !== "GET";
            const before = hasBody ? (known ?? (await fingerprint())) : "";
            known = null;
            requests++;
            let status: number;
            let message: string | undefined;
            try {
              const r = await clients[who].call(t.handler as never, {
                method: t.method,
                path: `/api/${t.file.replace(/\\/g, "/")}${qs ? `?${qs}` : ""}`,
                params,
                headers: { [PEER_HEADER]: nextPeer(), ...(hasBody && "raw" in body ? { "content-type": "application/json" } : {}) },
                ...(hasBody ? ("raw" in body ? { rawBody: body.raw } : { body: body.json }) : {}),
              });
              status = r.status;
              message = typeof r.json?.message === "string" ? r.json.message : undefined;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (process.env.FUZZ_DEBUG && status === 400) console.log(t.method, t.file, JSON.stringify(r.json).slice(0, 200));
            } catch (err) {
              failures.push(`${t.method} ${t.file} threw ${(err as Error).message}`);
              return false;
            }
            if (!refusedBeforeHandler(status, message)) pastValidation++;
            if (status >= 500) {
              failures.push(`${t.method} ${t.file} as ${who} -> ${status}: ${JSON.stringify(body).slice(0, 300)} ${JSON.stringify(params)} ?${qs}`);
              return false;
            }
            const after = hasBody && status >= 400 ? await fingerprint() : null;
            if (after !== null && after !== before) {
              failures.push(`${t.method} ${t.file} as ${who} -> ${status} but wrote: ${JSON.stringify(body).slice(0, 300)}`);
              return false;
            }
            known = after;
            return true;
          }),
          { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: true, examples },
        );
      } catch (err) {
        // Not swallowed: every failing route is listed below and fails the test, with the seed that replays it.
        // An error the property did not record itself (thrown outside its own try, e.g. by the fingerprint
        // query) is recorded here whole.
        const message = String((err as Error).message ?? err);
        const seed = /seed: (-?\d+)/.exec(message)?.[1];
        if (failures.length > recorded && seed) failures[failures.length - 1] += ` (replay: FUZZ_SEED=${seed})`;
        else failures.push(`${t.method} ${t.file}: ${message.split("\n").slice(0, 3).join(" ")}`);
      }
      if (pastValidation === 0) neverPastValidation.push(`${t.method} ${t.file} (as ${mainCaller(t)})`);
    }
    console.log(
      `[fuzz] ${targets.length} handlers, ${requests} requests, ${failures.length} failures, ${schemas - noValidSample.length} of ${schemas} schemas sampled validly, ${targets.length - neverPastValidation.length} of ${targets.length} handlers reached, ${((Date.now() - started) / 1000).toFixed(1)} s (${(fingerprintMs / 1000).toFixed(1)} s of it fingerprints); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    if (noValidSample.length || neverPastValidation.length) console.log(`[fuzz] no valid sample:\n  ${noValidSample.join("\n  ")}\n[fuzz] never reached the handler:\n  ${neverPastValidation.join("\n  ")}`);
    expect(failures).toEqual([]);
    // The generator reaches past validation everywhere, or the fuzzing only tests zod: every schema has a valid
    // sample to break one part of, and every route answered at least once from its handler.
    expect(noValidSample, "schemas the generator could not sample validly").toEqual([]);
    expect(neverPastValidation, "routes whose every answer was the wrapper's refusal").toEqual([]);
  });
});

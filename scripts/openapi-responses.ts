/**
 * `npm run openapi:responses` (also the first step of `npm run openapi`): the JSON Schemas of every /api success
 * answer, from the TypeScript types the descriptors declare (`endpoint<{ response: OrderDto }>()`, record 0148),
 * written to lib/openapi/responses.json, which lib/openapi/generate.ts puts into the OpenAPI document.
 *
 * ts-json-schema-generator converts each `response` type node where it is written (lib/<slice>/endpoints.ts), so
 * types local to that file resolve; exported named types (OrderDto, …) become shared component schemas. A type it
 * cannot convert is written as `{}` and listed under `fallbacks` (the test bounds their number). Slow (~20 s: it
 * builds a TypeScript program of everything the descriptors reach), hence a script and a committed file rather
 * than a step of the test.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Context, createFormatter, DefinitionType, createParser, createProgram, SchemaGenerator, type CompletedConfig, DEFAULT_CONFIG } from "ts-json-schema-generator";
import type TS from "typescript";
import { declaredEndpoints, REGISTRY_FILE, RESPONSES_FILE, type ResponsesFile } from "../tests/integration/helpers/openapi-responses";

type Json = Record<string, unknown>;

// The nodes handed to the generator must come from its own TypeScript (it may differ from the project's).
const require = createRequire(import.meta.url);
const ts = createRequire(require.resolve("ts-json-schema-generator"))("typescript") as typeof TS;

const ROOT = path.resolve(import.meta.dirname, "..");
const ANONYMOUS_ROOT = "__answer__";
const config: CompletedConfig = {
  ...DEFAULT_CONFIG,
  path: REGISTRY_FILE,
  tsconfig: path.join(ROOT, "tsconfig.json"),
  expose: "export",
  jsDoc: "basic",
  // A root that is a named type stays a `$ref` to it (then OrderDto is one component, not a copy per answer); any
  // other root is wrapped under this name, which convert() unwraps.
  topRef: true,
  type: ANONYMOUS_ROOT,
  skipTypeCheck: true,
  encodeRefs: false,
  // An answer may gain fields: a client validating with these schemas should not break when it does.
  additionalProperties: true,
};

/**
 * The generator's own createSchemaFromNodes, without its pruning of unreachable definitions: that pruning misses
 * references under a tuple's rest (`additionalItems`), and `reachable` below prunes after the conversion instead.
 */
class ResponseSchemas extends SchemaGenerator {
  convert(node: TS.Node): { root: Json; definitions: Record<string, Json> } {
    const parsed = this.nodeParser.createType(node, new Context());
    const rootType = parsed instanceof DefinitionType && parsed.getName() === ANONYMOUS_ROOT ? parsed.getType() : parsed;
    const root = this.typeFormatter.getDefinition(rootType) as Json;
    const definitions: Record<string, Json> = {};
    this.appendRootChildDefinitions(rootType, definitions as never);
    return { root, definitions };
  }
}

function main() {
  const started = Date.now();
  const program = createProgram(config);
  const generator = new ResponseSchemas(program, createParser(program, config), createFormatter(config), config);
  const endpoints = declaredEndpoints(ts, (file) => {
    const sf = program.getSourceFile(file);
    if (!sf) throw new Error(`${file}: not in the program`);
    return sf;
  });

  const out: ResponsesFile = { operations: {}, schemas: {}, fallbacks: [] };
  /** A type name → its component name (names made safe for a component key; a clash gets a number). */
  const names = new Map<string, string>();
  for (const e of endpoints) {
    if (!e.response) continue;
    let root: Json;
    let definitions: Record<string, Json>;
    try {
      ({ root, definitions } = generator.convert(e.response));
      root = toOpenApi(root);
      definitions = reachable(root, Object.fromEntries(Object.entries(definitions).map(([k, d]) => [k, toOpenApi(d)])));
    } catch (err) {
      out.operations[e.id] = {};
      out.fallbacks.push(`${e.id}: ${firstLine(err)}`);
      continue;
    }
    // Each type name gets a component key: its own name made safe for a key, unless another type already holds
    // that key with another shape (two slices' `Customer`), then the next free numbered one.
    const rename = new Map<string, string>(Object.keys(definitions).map((name) => [name, names.get(name) ?? safeKey(name)]));
    for (let settled = false; !settled; ) {
      settled = true;
      for (const [name, def] of Object.entries(definitions)) {
        const key = rename.get(name)!;
        const converted = relink(def, rename);
        if (key in out.schemas && !sameJson(out.schemas[key], converted)) {
          let i = 2;
          while (`${safeKey(name)}${i}` in out.schemas && !sameJson(out.schemas[`${safeKey(name)}${i}`], converted)) i++;
          rename.set(name, `${safeKey(name)}${i}`);
          settled = false;
        }
      }
    }
    for (const [name, def] of Object.entries(definitions)) {
      names.set(name, names.get(name) ?? rename.get(name)!);
      out.schemas[rename.get(name)!] = relink(def, rename);
    }
    out.operations[e.id] = relink(root, rename);
  }
  out.schemas = Object.fromEntries(Object.entries(out.schemas).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(RESPONSES_FILE, `${JSON.stringify(out, null, 1)}\n`);
  const count = Object.keys(out.operations).length;
  console.log(`${path.relative(ROOT, RESPONSES_FILE)}: ${count} answers (${count - out.fallbacks.length} converted, ${out.fallbacks.length} as {}), ${Object.keys(out.schemas).length} shared schemas, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const f of out.fallbacks) console.log(`  fallback ${f}`);
}

/** Draft-07 (what the generator writes) to JSON Schema 2020-12 (OpenAPI 3.1): tuples' items are prefixItems. */
function toOpenApi(value: unknown): Json {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    const o: Json = {};
    for (const [k, x] of Object.entries(v as Json)) {
      if (k === "items" && Array.isArray(x)) o.prefixItems = walk(x);
      else if (k === "additionalItems") o.items = walk(x);
      else o[k] = walk(x);
    }
    return o;
  };
  return walk(value) as Json;
}

/** The definitions `root` refers to, directly or through others. */
function reachable(root: Json, definitions: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v as Json)) {
      if (k === "$ref" && typeof x === "string" && x.startsWith("#/definitions/")) {
        const name = decodeURIComponent(x.slice("#/definitions/".length));
        if (name in out) continue;
        if (!(name in definitions)) throw new Error(`a reference to ${name}, which is not among the definitions`);
        out[name] = definitions[name];
        visit(definitions[name]);
      } else visit(x);
    }
  };
  visit(root);
  return out;
}

/** `#/definitions/<type name>` → `#/components/schemas/<component name>`. */
function relink(schema: Json, rename: Map<string, string>): Json {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    return Object.fromEntries(
      Object.entries(v as Json).map(([k, x]) => {
        if (k === "$ref" && typeof x === "string" && x.startsWith("#/definitions/")) {
          const name = decodeURIComponent(x.slice("#/definitions/".length));
          const key = rename.get(name);
          if (!key) throw new Error(`a reference to ${name}, which is not among the definitions`);
          return [k, `#/components/schemas/${key}`];
        }
        return [k, walk(x)];
      }),
    );
  };
  return walk(schema) as Json;
}

function safeKey(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^_+|_+$/g, "") || "Type";
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function firstLine(err: unknown): string {
  return String(err instanceof Error ? err.message : err).split("\n")[0].slice(0, 200);
}

main();

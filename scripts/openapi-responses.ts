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
import { BaseType, Context, createFormatter, DefinitionType, createParser, createProgram, SchemaGenerator, type CompletedConfig, DEFAULT_CONFIG } from "ts-json-schema-generator";
import type TS from "typescript";
import { z } from "zod";
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
    const parsed = this.nodeParser.createType(node as never, new Context());
    const rootType = parsed instanceof DefinitionType && parsed.getName() === ANONYMOUS_ROOT ? parsed.getType() : parsed;
    const root = this.typeFormatter.getDefinition(rootType) as Json;
    const definitions: Record<string, Json> = {};
    this.appendRootChildDefinitions(rootType, definitions as never);
    return { root, definitions };
  }
}

/**
 * A zod-inferred type (`z.output<typeof schema>`, `z.infer<…>`, `z.input<…>`), which ts-json-schema-generator
 * cannot evaluate: converted from the schema itself by zod's own converter. The schema's module is imported at
 * run time; one not loaded yet is noted in `wanted` and the answer retried once the modules are loaded.
 */
/** A schema made outside the generator (by zod, or from the checker's literals), written as it is. */
class ZodSchemaType extends BaseType {
  constructor(
    private readonly key: string,
    readonly json: Json,
  ) {
    super();
  }
  getId(): string {
    return `zod-${this.key}`;
  }
}

type SchemaRef = { file: string; name: string };
const loaded = new Map<string, Record<string, unknown>>();
const wanted = new Map<string, SchemaRef>();

function zodParser(program: TS.Program) {
  const checker = program.getTypeChecker();
  return {
    supportsNode(node: TS.Node): boolean {
      return (
        ts.isTypeReferenceNode(node) &&
        ts.isQualifiedName(node.typeName) &&
        node.typeName.left.getText() === "z" &&
        ["output", "infer", "input"].includes(node.typeName.right.text) &&
        node.typeArguments?.length === 1 &&
        ts.isTypeQueryNode(node.typeArguments[0])
      );
    },
    createType(node: TS.TypeReferenceNode): BaseType {
      const query = node.typeArguments![0] as TS.TypeQueryNode;
      let symbol = checker.getSymbolAtLocation(query.exprName);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const decl = symbol?.valueDeclaration;
      if (!decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) throw new Error(`${node.getText()}: not a schema variable`);
      const ref = { file: decl.getSourceFile().fileName, name: decl.name.text };
      const mod = loaded.get(ref.file);
      if (!mod) {
        wanted.set(ref.file, ref);
        throw new Error(`${node.getText()}: its module is not loaded yet`);
      }
      const schema = mod[ref.name];
      if (!(schema instanceof z.ZodType)) throw new Error(`${node.getText()}: ${ref.name} is not exported as a zod schema`);
      const io = (node.typeName as TS.QualifiedName).right.text === "input" ? "input" : "output";
      // Open objects, as the generator writes them (additionalProperties above): zod closes its outputs' objects.
      const json = JSON.parse(JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" })), (k, v: unknown) => (k === "additionalProperties" && v === false ? undefined : v)) as Json;
      delete json.$schema;
      if (JSON.stringify(json).includes('"$ref"')) throw new Error(`${node.getText()}: refers to its own definitions`);
      return new ZodSchemaType(`${ref.file}#${ref.name}#${io}`, json);
    },
  };
}

/**
 * An indexed access the generator cannot follow (`OrderRow["status"]`, a Drizzle row's column) that the type
 * checker resolves to literals: an enum of them.
 */
function literalsParser(program: TS.Program) {
  const checker = program.getTypeChecker();
  const literals = (node: TS.Node): (string | number | boolean | null)[] | undefined => {
    if (!ts.isIndexedAccessTypeNode(node)) return undefined;
    const type = checker.getTypeFromTypeNode(node);
    const parts = type.isUnion() ? type.types : [type];
    const out: (string | number | boolean | null)[] = [];
    for (const t of parts) {
      if (t.isStringLiteral() || t.isNumberLiteral()) out.push(t.value);
      else if (t.flags & ts.TypeFlags.Null) out.push(null);
      else if (t.flags & ts.TypeFlags.BooleanLiteral) out.push(checker.typeToString(t) === "true");
      else return undefined;
    }
    return out.length ? out : undefined;
  };
  return {
    supportsNode: (node: TS.Node) => literals(node) !== undefined,
    createType: (node: TS.Node) => new ZodSchemaType(`literals-${node.getSourceFile().fileName}-${node.pos}`, { enum: literals(node) }),
  };
}

const zodFormatter = {
  supportsType: (type: BaseType) => type instanceof ZodSchemaType,
  getDefinition: (type: ZodSchemaType) => type.json,
  getChildren: () => [],
};

async function main() {
  const started = Date.now();
  // Typed with the project's TypeScript declarations, run by the generator's copy (the same API, other typings).
  const program = createProgram(config) as unknown as TS.Program;
  const generatorOf = () =>
    new ResponseSchemas(
      program as never,
      createParser(program as never, config, (p) => p.addNodeParser(zodParser(program) as never).addNodeParser(literalsParser(program) as never)),
      createFormatter(config, (f) => f.addTypeFormatter(zodFormatter as never)),
      config,
    );
  // Pass 1 finds which zod schemas' modules the answers need; they are imported, and pass 2 (a fresh parser: a
  // failed parse leaves half-made types in its cache) converts.
  let generator = generatorOf();
  const endpoints = declaredEndpoints(ts, (file) => {
    const sf = program.getSourceFile(file);
    if (!sf) throw new Error(`${file}: not in the program`);
    return sf;
  });

  for (const e of endpoints) {
    if (e.response) {
      try {
        generator.convert(e.response);
      } catch {
        // Counted in pass 2.
      }
    }
  }
  for (const { file } of wanted.values()) {
    try {
      loaded.set(file, (await import(file)) as Record<string, unknown>);
    } catch (err) {
      console.log(`  could not import ${path.relative(ROOT, file)}: ${firstLine(err)}`);
    }
  }
  generator = generatorOf();

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

await main();

import { readFileSync } from "node:fs";
import path from "node:path";
import type TS from "typescript";

/**
 * Which endpoints declare a success answer's type (record 0148): `endpoint<{ …; response: OrderDto }>()({…})` in
 * lib/<slice>/endpoints.ts. Read from the source's syntax only (no type checking, a few ms), so the OpenAPI test
 * can check that lib/openapi/responses.json has an entry for each, and `npm run openapi:responses`
 * (scripts/openapi-responses.ts) converts the same type nodes. Takes the TypeScript module as an argument: the
 * script parses with the copy ts-json-schema-generator brings (its nodes must come from that compiler).
 */

const ROOT = path.resolve(import.meta.dirname, "../../..");
export const REGISTRY_FILE = path.join(ROOT, "lib/contract/registry.ts");
export const RESPONSES_FILE = path.join(ROOT, "lib/openapi/responses.json");

/** The registry's slices and their endpoints files, from its `import * as slice from "@/lib/…/endpoints"` lines. */
export function sliceFiles(): Map<string, string> {
  const source = readFileSync(REGISTRY_FILE, "utf8");
  const out = new Map<string, string>();
  for (const m of source.matchAll(/^import \* as (\w+) from "@\/(lib\/[\w/-]+\/endpoints)";$/gm)) out.set(m[1], path.join(ROOT, `${m[2]}.ts`));
  return out;
}

export type DeclaredEndpoint = {
  /** `<slice>.<name>`: the operationId. */
  id: string;
  file: string;
  /** The `response` member's type node, or undefined when the endpoint declares no answer type. */
  response: TS.TypeNode | undefined;
};

/**
 * Every `export const name = endpoint<{…}>()({…})` of every slice's endpoints file, with its `response` type node.
 * An export of another shape throws (the test would otherwise miss an answer type it cannot see).
 */
export function declaredEndpoints(ts: typeof TS, sourceOf: (file: string) => TS.SourceFile = (f) => ts.createSourceFile(f, readFileSync(f, "utf8"), ts.ScriptTarget.Latest, true)): DeclaredEndpoint[] {
  const out: DeclaredEndpoint[] = [];
  for (const [slice, file] of sliceFiles()) {
    const sf = sourceOf(file);
    for (const stmt of sf.statements) {
      if (!ts.isVariableStatement(stmt) || !stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const decl of stmt.declarationList.declarations) {
        const name = decl.name.getText(sf);
        const init = decl.initializer;
        const inner = init && ts.isCallExpression(init) && ts.isCallExpression(init.expression) ? init.expression : undefined;
        if (!inner || !ts.isIdentifier(inner.expression) || inner.expression.text !== "endpoint") {
          // Plain values beside the descriptors (a shared list) are fine; the test checks the registry's names are all seen.
          continue;
        }
        const typeArg = inner.typeArguments?.[0];
        if (typeArg && !ts.isTypeLiteralNode(typeArg)) throw new Error(`${path.relative(ROOT, file)}: ${name}'s types are not written inline (endpoint<{ … }>())`);
        const member = typeArg?.members.find((m) => ts.isPropertySignature(m) && m.name.getText(sf) === "response");
        out.push({ id: `${slice}.${name}`, file, response: member && ts.isPropertySignature(member) ? member.type : undefined });
      }
    }
  }
  return out;
}

/** What scripts/openapi-responses.ts writes: each answer's JSON Schema, the named types they share, what fell back. */
export type ResponsesFile = {
  /** operationId → the answer's schema; `$ref`s point at `#/components/schemas/<name>` (below). */
  operations: Record<string, Record<string, unknown>>;
  /** The named types the answers share (OrderDto, …), as OpenAPI component schemas. */
  schemas: Record<string, Record<string, unknown>>;
  /** `<operationId>: <why>` for each answer type that could not be converted (documented as `{}`). */
  fallbacks: string[];
};

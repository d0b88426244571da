import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// ---------------------------------------------------------------------------------------------------
// Layer boundaries (ARCHITECTURE.md, "Rules"). Flat config replaces a rule's options per file instead of
// merging them, so each area below lists every restriction that applies to it.
// ---------------------------------------------------------------------------------------------------

const RULE = "@typescript-eslint/no-restricted-imports";

/** Drizzle and the database: only db/, lib/**\/repository.ts, scripts/ and tests/ talk to it. */
const database = (allowTypeImports) => ({
  group: ["drizzle-orm", "drizzle-orm/*", "@/db", "@/db/*", "**/db/client", "**/db/schema", "**/db/schema/*"],
  allowTypeImports,
  message: "Only db/** and lib/<slice>/repository.ts query the database: call the slice's service instead.",
});

/** Repositories are reached through their slice's service. */
const repositories = {
  group: ["**/repository", "**/repository.ts"],
  message: "Pages, route handlers and components call services (lib/<slice>/service.ts), never a repository.",
};

/** Another slice's repository: a slice's own is imported relatively ("./repository"), any other through its service. */
const otherSlicesRepositories = {
  group: ["@/lib/**/repository", "@/lib/**/repository.ts"],
  message: "Each table is queried by the slice that owns it: call that slice's service, not its repository.",
};

/**
 * A repository by relative path from anywhere but its own folder (`./repository`) or, from a subfolder, its
 * parent's (`../repository`): `../products/repository`, `../../discounts/repository`, `./ledger/repository`.
 * The same rule as dependency-cruiser's `repository-from-own-folder`, caught while typing.
 */
const foreignRelativeRepository = {
  regex: "^(?!\\.{1,2}/repository(\\.ts)?$)\\.{1,2}/.*/repository(\\.ts)?$",
  message:
    "A repository is imported only from its own folder (./repository) or a subfolder (../repository): call that folder's service instead (ARCHITECTURE.md, Rules).",
};

/** Repositories return data or null; which HTTP error that means is the service's decision. */
const httpErrors = {
  group: ["@/lib/errors", "**/http/errors"],
  message: "Repositories return data or null; the service decides the HTTP error.",
};

const LIB = ["lib/**/*.{ts,tsx}"];
// A repository may keep SQL builders it shares in a sibling "*-sql.ts" (search, smart-collection rules).
const REPOSITORIES = ["lib/**/repository.ts", "lib/**/*-sql.ts"];
const APP = ["app/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"];
const COMPONENTS = ["components/**/*.{ts,tsx}"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", ".data-*/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // lib/: services, schemas and pure rules may share the tables' row types, nothing more of the database.
  // Another slice's repository is reached through that slice's service.
  { files: LIB, rules: { [RULE]: ["error", { patterns: [database(true), otherSlicesRepositories, foreignRelativeRepository] }] } },
  // lib/**/repository.ts: the slice's only Drizzle code; no HTTP errors, no other slice's repository.
  { files: REPOSITORIES, rules: { [RULE]: ["error", { patterns: [httpErrors, otherSlicesRepositories, foreignRelativeRepository] }] } },
  // No file in lib/ passes 400 lines (issue 37; issue 22's ~300 regrew because nothing enforced it). Every line
  // counts, comments and blank lines too: it is what a reader scrolls through, and it matches `wc -l`. Past it,
  // split the file by responsibility (orders/service.ts reads, orders/changes.ts writes, lib/flows/ use cases).
  { files: ["lib/**/*.{ts,tsx,mjs}"], rules: { "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }] } },
  // app/ (pages and /api route handlers), proxy, instrumentation: services only.
  { files: APP, rules: { [RULE]: ["error", { patterns: [database(false), repositories] }] } },
  // components/: services' DTOs and schemas only; never the database schema, never a repository.
  { files: COMPONENTS, rules: { [RULE]: ["error", { patterns: [database(false), repositories] }] } },
  // A service declares the functions it offers other slices (it owns their signatures); it does not pass on
  // its repository's under another name (`export { findX }`, `export const findX = repo.findX`). `export … from
  // "./repository"` is caught by dependency-cruiser.
  {
    files: ["lib/**/service.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportNamedDeclaration[source=null][declaration=null]",
          message: "Declare the function here (export function …) instead of re-exporting an import: a service owns what it offers.",
        },
        {
          selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.type=/^(Identifier|MemberExpression)$/]",
          message: "Declare the function here (export function …) instead of aliasing another module's: a service owns what it offers.",
        },
      ],
    },
  },
];

export default config;

// The floors of lib/ (ARCHITECTURE.md, "Floors"): a module imports only from its own floor or the floors
// below it, and nothing anywhere imports in a circle. `npm run lint` runs this after ESLint:
//   depcruise app components lib db proxy.ts instrumentation.ts --config .dependency-cruiser.cjs --ignore-known
// Known violations (other branches' files, fixed after they merge) are listed in
// .dependency-cruiser-known-violations.json; a new violation fails the check.

/** Floors from the ground up. A slice is a folder of lib/ (regexes match paths from the repository root). */
const FLOORS = [
  // 0 ground: plain helpers with no business of their own, and the database's schema and handle.
  ["ground", "^lib/[^/]+\\.(ts|tsx|mjs)$|^lib/cache/|^db/(?!seed\\.ts$)"],
  // 1-2 identity: which store a request is for, then who is asking.
  ["tenancy", "^lib/tenancy/"],
  // 1.5 who may do what in a store (issue 40, record 0142): members and their permissions; and the activity log's
  // writer, which every slice above calls inside its own transactions.
  ["members", "^lib/members/"],
  ["activity", "^lib/activity/"],
  // 2 outgoing mail and the job queue under it: the outbox, templates, SMTP (lib/mail), pg-boss (lib/queue).
  // Low, so that auth (password resets) and orders (confirmations in the order's transaction) can write
  // a message; what a message says about an order is rendered a floor above orders (lib/jobs).
  ["mail", "^lib/(queue|mail)/"],
  ["auth", "^lib/auth/"],
  // 2.5 Admin API access tokens (issue 41, record 0145): the route wrapper checks a bearer token, so below http.
  ["apiTokens", "^lib/api-tokens/"],
  // 3 the HTTP edge: the route wrapper (server) and the browser fetcher and query keys (client).
  ["http", "^lib/http/"],
  // 4 store settings that the catalogue points at, and file storage.
  ["settings", "^lib/(tax|storage|redirects)/"],
  // 4 staff invitations, permissions changes and ownership transfer (issue 40): over auth, mail and members.
  ["staff", "^lib/staff/"],
  // 5-6 what the store sells and shows.
  ["catalog", "^lib/catalog/"],
  ["content", "^lib/(content|hero-banners|customers|translations)/"],
  // 7 pricing a basket.
  // Abandoned-checkout recovery (record 0156) beside the checkout it records.
  ["pricing", "^lib/(shipping|checkout|checkouts|cart|discounts|gift-cards)/"],
  // 8-9 selling.
  ["orders", "^lib/orders/"],
  // 8a draft orders (issue 45, record 0153): priced by the checkout, read the orders; a flow turns one into an order.
  ["drafts", "^lib/draft-orders/"],
  ["payments", "^lib/payments/"],
  // 9 product reviews (record 0157): verified by the orders, read by the storefront, their request mail rendered by jobs.
  ["reviews", "^lib/reviews/"],
  // 9a the reports' shapes (their ranges, periods, queries and answers: zod and dates only), which the funnel
  // shares with the reports read model two floors up.
  ["reportShapes", "^lib/reports/(range|schemas|time-zone)\\.ts$"],
  // 9a the storefront funnel (record 0151): beacons, their roll-up (a job below registers it) and the funnel report.
  ["analytics", "^lib/analytics/"],
  // 10 background work over the selling floors: the job worker and its handlers (mail rendering, the
  // abandoned-order sweep, password-reset requests, trial reminders), and outgoing webhooks' delivery (record 0146).
  ["jobs", "^lib/(jobs|webhooks)/"],
  // 11-12 read models over everything below: the storefront, the owner's figures, themes.
  ["storefront", "^lib/(storefront|storefront-readiness|stats)/|^lib/reports/(?!(range|schemas|time-zone)\\.ts$)"],
  ["themes", "^lib/themes/"],
  // 13-15 the platform: plans and subscriptions, the admin, store registration.
  ["billing", "^lib/billing/"],
  ["admin", "^lib/(admin|health)/"],
  ["registration", "^lib/registration/"],
  // 16 use cases that span slices (issue 37), one file each, as Medusa's workflows: placing, cancelling,
  // refunding (with its restock) and shipping an order. Route handlers call one flow; slices never import one.
  ["flows", "^lib/flows/"],
  // 17 the index of every endpoint descriptor (docs/decisions/0137): read by tests and the API document only.
  ["contract", "^lib/(contract|openapi)/"],
];

// Tests may reach across floors (a proxy test imports proxy.ts; storage tests use tests/fakes).
const TESTS = "\\.test\\.(ts|tsx)$";

const floorRules = FLOORS.slice(0, -1).map(([name, path], i) => ({
  name: `floor-${name}`,
  severity: "error",
  comment:
    `lib/ has floors (ARCHITECTURE.md): ${name} may import only from its own floor and those below ` +
    `(${FLOORS.slice(0, i + 1).map(([n]) => n).join(", ")}). When two slices need each other, move the shared part down a floor.`,
  from: { path, pathNot: TESTS },
  to: { path: FLOORS.slice(i + 1).map(([, p]) => `(${p})`).join("|") },
}));

module.exports = {
  forbidden: [
    ...floorRules,
    {
      name: "no-circular",
      severity: "error",
      comment: "No import circles anywhere (lib/, components/, app/, db/): break one by moving the shared part down.",
      from: { path: "^(lib|components|app|db)/" },
      to: { circular: true },
    },
    {
      name: "no-app-from-below",
      severity: "error",
      comment: "app/ is the top: components/, lib/ and db/ never import from it (pass what they need as props or arguments).",
      from: { path: "^(lib|components|db)/" },
      to: { path: "^app/" },
    },
    {
      name: "lib-not-from-ui",
      severity: "error",
      comment: "lib/ and db/ never import components/ or app-level files (proxy.ts, instrumentation.ts).",
      from: { path: "^(lib|db)/", pathNot: TESTS },
      to: { path: "^components/|^proxy\\.ts$|^instrumentation\\.ts$" },
    },
    {
      name: "browser-http-stays-browser",
      severity: "error",
      comment:
        "The browser half of lib/http (client, fetch, navigate, query-keys and the key parts it is built from) runs in the browser: it imports only the ground floor and itself, never the route wrapper or any slice.",
      from: { path: "^lib/http/(client|fetch|navigate|query-keys|query-key-scope|customer-query-keys|call|use-api-mutation|use-api-query)\\.ts$" },
      to: { path: "^lib/", pathNot: "^lib/http/(client|fetch|navigate|query-keys|query-key-scope|customer-query-keys|call|use-api-mutation|use-api-query)\\.ts$|^lib/[^/]+\\.ts$" },
    },
    {
      name: "endpoints-carry-no-schemas",
      severity: "error",
      comment:
        "A slice's endpoints.ts (docs/decisions/0137) is what browser islands import to call the API: it names its schemas and DTOs as types only (`import type`), so calling an endpoint never downloads the slice's zod schemas.",
      from: { path: "^lib/.+/endpoints\\.ts$" },
      to: { path: "^lib/", pathNot: "^lib/endpoint\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "route-wrapper-server-only",
      severity: "error",
      comment: "lib/http/route.ts is the server's route wrapper: only app/ route handlers use it, never components/ or a slice.",
      from: { path: "^(components|lib)/", pathNot: TESTS },
      to: { path: "^lib/http/route\\.ts$" },
    },
    {
      name: "repository-from-own-folder",
      severity: "error",
      comment:
        "A repository (lib/…/D/repository.ts) is imported only from its own folder D or a direct subfolder of D, relative paths included (`../products/repository`, `../../discounts/repository` and `./ledger/repository` are not): other folders call D's service.",
      // A file of a slice's top folder (lib/orders/service.ts): $1 is that folder.
      from: { path: "^(lib/[^/]+)/[^/]+$", pathNot: TESTS },
      to: { path: "^lib/.+/repository\\.ts$", pathNot: "^$1/repository\\.ts$" },
    },
    {
      name: "repository-from-own-folder-deeper",
      severity: "error",
      comment: "As repository-from-own-folder, for files in a subfolder (lib/orders/ledger/service.ts): its own folder's repository ($1) or its parent's ($2).",
      from: { path: "^((lib/.+)/[^/]+)/[^/]+$", pathNot: TESTS },
      to: { path: "^lib/.+/repository\\.ts$", pathNot: "^($1|$2)/repository\\.ts$" },
    },
    {
      name: "no-repository-outside-lib",
      severity: "error",
      comment: "Pages, route handlers, components and the proxy call services, never a repository.",
      from: { path: "^(app|components)/|^proxy\\.ts$|^instrumentation\\.ts$", pathNot: TESTS },
      to: { path: "^lib/.+/repository\\.ts$" },
    },
    {
      name: "no-repository-re-export",
      severity: "error",
      comment:
        "A service does not re-export its repository (`export … from './repository'`): other slices call service functions that own their signature.",
      from: { path: "^lib/.+/service\\.ts$" },
      to: { path: "/repository\\.ts$", dependencyTypes: ["export"] },
    },
    {
      name: "payment-secrets-only-in-payments",
      severity: "error",
      comment:
        "The store row with the encrypted payment secrets is loaded by lib/tenancy/payment-store.ts for the payments slice only: route handlers may load it to hand it to lib/payments, nothing else imports it (everyone else gets Store, whose row holds no secret).",
      from: { path: "^(lib|components|app)/", pathNot: "^lib/(payments|tenancy)/|^app/.+/route\\.ts$" },
      to: { path: "^lib/tenancy/payment-store\\.ts$" },
    },
    {
      name: "db-seed-only-from-client",
      severity: "error",
      comment:
        "db/seed.ts (the demo data) hashes passwords through lib/auth, so it sits above the ground: only db/client.ts loads it (dynamically, for the embedded demo) and scripts/.",
      from: { path: "^(lib|components|app)/" },
      to: { path: "^db/seed\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
    // Type-only imports count: a type import up the floors couples the slices as much as a value import.
    skipAnalysisNotInRules: true,
  },
};

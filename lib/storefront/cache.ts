// Moved to lib/cache/tags.ts (the ground floor: catalog, content and tenancy expire tags too). This re-export
// keeps lib/orders, lib/payments and lib/themes/drafts compiling while other branches reshape them; delete it
// once they import "@/lib/cache/tags" (ARCHITECTURE.md, "Known exceptions").
export * from "@/lib/cache/tags";

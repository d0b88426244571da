// Moved to lib/permissions.ts (the client and the schema read it too); this re-export goes once the branches that import it here have merged.
export * from "@/lib/permissions";

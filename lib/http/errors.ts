// Moved to lib/errors.ts (the ground floor: auth and tenancy throw these too). This re-export keeps
// lib/orders and lib/payments compiling while another branch reshapes them; delete it once they import
// "@/lib/errors" (ARCHITECTURE.md, "Known exceptions").
export * from "@/lib/errors";

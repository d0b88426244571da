// Moved to lib/regions.ts (the ground floor: lib/validation.ts checks countries with it). This re-export keeps
// components/checkout compiling while another branch reshapes it; delete it once it imports "@/lib/regions".
export * from "@/lib/regions";

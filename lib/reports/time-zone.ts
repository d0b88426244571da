/** The store's time zone helpers live on the ground floor (lib/time-zone.ts) so store settings can validate a zone. */
export * from "@/lib/time-zone";

// Moved to lib/payments/settings/schemas.ts. This re-export stays only until components/ imports the new path (the lead
// updates those imports when merging); nothing in lib/ or app/ may import it.
export * from "./settings/schemas";

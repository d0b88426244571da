import { endpoint } from "@/lib/endpoint";
import type { MigrateResult } from "./migrate";

/** The store's files (docs/decisions/0137): the owner's 'Fix Logo URLs'. */
export const migrateUrls = endpoint<{ response: MigrateResult }>()({
  method: "POST",
  path: "/api/tenant/migrate-storage-urls",
  auth: "owner",
  invalidates: ["/api/tenant"],
  summary: "Copy the store's logo and favicon from a third-party cloud bucket into this platform's storage",
});

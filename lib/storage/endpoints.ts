import { endpoint } from "@/lib/endpoint";
import type { MigrateResult } from "./migrate";

/** File uploads (docs/decisions/0137): the owner's images, stored through lib/storage; nothing cached reads them. */
export const upload = endpoint<{ response: { url: string } }>()({
  method: "POST",
  path: "/api/upload",
  auth: "owner",
  // Product images, banners and theme images, logos: any member who manages one of them.
  permission: ["products", "content", "settings"],
  bodyKind: "multipart",
  summary: 'Multipart "file": an image checked by its content, at most UPLOAD_MAX_BYTES; answers { url }',
});

/** The store's files (docs/decisions/0137): the owner's 'Fix Logo URLs'. */
export const migrateUrls = endpoint<{ response: MigrateResult }>()({
  method: "POST",
  path: "/api/tenant/migrate-storage-urls",
  auth: "owner", permission: "settings",
  invalidates: ["/api/tenant"],
  summary: "Copy the store's logo and favicon from a third-party cloud bucket into this platform's storage",
});

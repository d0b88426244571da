// POST /api/tenant/migrate-storage-urls — the owner's 'Fix Logo URLs': copy the store's logo and favicon
// from a third-party cloud bucket into this platform's storage. Empty body; answers { message, migrated }.
import { route } from "@/lib/http/route";
import * as storage from "@/lib/storage/endpoints";
import { migrateStorageUrls } from "@/lib/storage/migrate";

export const POST = route(storage.migrateUrls, ({ store }) => migrateStorageUrls(store));

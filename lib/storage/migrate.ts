import "server-only";
import { randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { invalidateStore } from "@/lib/cache/tags";
import { storeChange } from "@/lib/activity/record";
import { saveStoreColumns } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";
import { isCloudStorageUrl } from "./cloud-url";
import { sniffImage } from "./image";
import { getStorage } from "./index";

export type MigrateResult = { message: string; migrated: { field: "logo" | "favicon"; from: string; to: string }[] };

const FAILED = "Failed to migrate URLs";

/** Fetch a file from a cloud bucket: a timeout, the upload size limit, and it must be an image. */
async function download(url: string): Promise<{ bytes: Uint8Array; ext: string; contentType: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: "follow", cache: "no-store" });
  if (!res.ok) throw new Error(`status ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength === 0 || bytes.byteLength > getEnv().UPLOAD_MAX_BYTES) throw new Error("size");
  const sniff = sniffImage(bytes);
  if (!sniff.ok) throw new Error("not an image");
  return { bytes, ext: sniff.kind.ext, contentType: sniff.kind.contentType };
}

/**
 * POST /api/tenant/migrate-storage-urls: copies the store's logo and favicon from a third-party cloud
 * bucket into this platform's storage and points the store at the copies. All or nothing: if one file
 * cannot be copied, nothing is changed and the answer is 502 'Failed to migrate URLs'.
 */
export async function migrateStorageUrls(store: Store): Promise<MigrateResult> {
  const fields = (["logo", "favicon"] as const).filter((f) => isCloudStorageUrl(store.row[f]));
  if (fields.length === 0) return { message: "No URLs needed migrating", migrated: [] };
  const storage = getStorage();
  const migrated: MigrateResult["migrated"] = [];
  for (const field of fields) {
    const from = store.row[field]!;
    try {
      const file = await download(from);
      const to = await storage.put(`${store.id}/${randomBytes(16).toString("hex")}.${file.ext}`, file.bytes, file.contentType);
      migrated.push({ field, from, to });
    } catch (err) {
      console.error("[storage] migrating", field, "failed:", (err as Error).message);
      throw new AppError(502, FAILED, { [field]: `Could not copy the ${field}` }, "provider_error");
    }
  }
  await saveStoreColumns(
    store,
    Object.fromEntries(migrated.map((m) => [m.field, m.to])),
    storeChange("settings.storage_migrated", `moved the store's ${migrated.map((m) => m.field).join(" and ")} to the platform's storage`),
  );
  invalidateStore(store.id);
  return { message: "URLs migrated successfully", migrated };
}

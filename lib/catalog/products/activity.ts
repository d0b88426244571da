import "server-only";
import type { Tx } from "@/db/client";
import { diffChanges } from "@/lib/activity/diff";
import { recordActivity } from "@/lib/activity/record";
import type { TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";
import type { ProductRow } from "./schemas";

/** What a product's activity entry compares (its own fields and its variants' summary columns). */
const LOGGED_FIELDS = [
  "name",
  "productType",
  "slug",
  "status",
  "description",
  "shortDescription",
  "categoryId",
  "taxRuleId",
  "hsnCode",
  "tags",
  "images",
  "options",
  "price",
  "compareAtPrice",
  "costPrice",
  "sku",
  "barcode",
  "quantity",
  "trackQuantity",
  "weight",
  "weightUnit",
  "dimensions",
  "requiresShipping",
  "seoTitle",
  "seoDescription",
] as const;

/** The activity entry of a product written in `tx` (created, updated or imported), read back after its variants. */
export async function recordProductWrite(tx: Tx, tenantId: TenantId, id: string, before: ProductRow | null, how: "created" | "updated" | "imported") {
  const after = await repo.lockProduct(tx, tenantId, id);
  if (!after) return;
  const changes = diffChanges(before, after, LOGGED_FIELDS);
  if (before && Object.keys(changes).length === 0) return;
  const verb = how === "created" ? "created" : how === "imported" ? (before ? "updated by import" : "imported") : "updated";
  await recordActivity(tx, tenantId, {
    action: how === "imported" ? "product.imported" : `product.${how}`,
    resourceType: "product",
    resourceId: id,
    summary: `${verb} product "${after.name}"`,
    changes,
    // An imported row is a product created or updated, for the webhooks (the action keeps saying "imported").
    ...(how === "imported" ? { topic: before ? ("products/updated" as const) : ("products/created" as const) } : {}),
  });
}


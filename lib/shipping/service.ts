import "server-only";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, withActivity } from "@/lib/activity/record";
import { fromMinor, toMinor } from "@/lib/money";
import type { TenantId } from "@/lib/tenancy/store";
import { badRequest, notFound } from "@/lib/errors";
import type { Tx } from "@/db/client";
import type { TierInput } from "./calculate";
import * as repo from "./repository";
import { checkTier, type ShippingTierDto, type TierFields, type TierValues } from "./schemas";

/**
 * The owner's shipping tiers. The store is always the request's store; an id of another
 * store's tier is simply not found. Shopper pages show no tier data, so writes expire no cached pages:
 * checkout reads the tiers per request (POST /api/calculate-shipping, POST /api/orders).
 */

const money = (v: string | null) => (v === null ? null : fromMinor(toMinor(v)));

export function toTierDto(row: repo.TierRow): ShippingTierDto {
  return {
    id: row.id,
    name: row.name,
    shippingType: row.shippingType,
    pricingType: row.pricingType,
    fixedPrice: money(row.fixedPrice),
    freeAbove: money(row.freeAbove),
    priceRanges: repo.storedRanges(row.priceRanges),
    countries: row.countries ?? [],
    deliveryTime: row.deliveryTime,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function valid(fields: TierFields): TierValues {
  const r = checkTier(fields);
  if (!r.ok) throw badRequest(Object.values(r.errors)[0] ?? "Invalid input", r.errors);
  return r.value;
}

export async function listShippingTiers(tenantId: TenantId, shippingType?: "domestic" | "international"): Promise<ShippingTierDto[]> {
  return (await repo.listTiers(tenantId, shippingType)).map(toTierDto);
}

const TIER_FIELDS = ["name", "shippingType", "pricingType", "fixedPrice", "freeAbove", "priceRanges", "countries", "deliveryTime", "isActive"] as const;

export async function createShippingTier(tenantId: TenantId, input: TierFields): Promise<ShippingTierDto> {
  const values = valid(input);
  return toTierDto(await withActivity(tenantId, (tx) => repo.insertTier(tenantId, values, tx), (r) => changeEntry("shipping_tier", "created", r.id, r.name, diffChanges(null, toTierDto(r), TIER_FIELDS))));
}

/** A partial update: the given fields over the stored tier, then the whole tier is checked again. */
export async function updateShippingTier(tenantId: TenantId, id: string, patch: TierFields): Promise<ShippingTierDto> {
  const row = await repo.findTier(tenantId, id);
  if (!row) throw notFound("Shipping tier not found");
  const current = toTierDto(row);
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<TierFields>;
  const merged: TierFields = {
    name: current.name,
    shippingType: current.shippingType,
    pricingType: current.pricingType,
    fixedPrice: current.fixedPrice,
    freeAbove: current.freeAbove,
    priceRanges: current.priceRanges,
    countries: current.countries as TierFields["countries"],
    deliveryTime: current.deliveryTime,
    isActive: current.isActive,
    ...given,
  };
  const values = valid(merged);
  const updated = await withActivity(
    tenantId,
    (tx) => repo.updateTier(tenantId, id, values, tx),
    (r) => r && changeEntry("shipping_tier", "updated", id, r.name, diffChanges(current, toTierDto(r), TIER_FIELDS)),
  );
  if (!updated) throw notFound("Shipping tier not found");
  return toTierDto(updated);
}

export async function deleteShippingTier(tenantId: TenantId, id: string): Promise<{ message: string }> {
  if (!(await withActivity(tenantId, (tx) => repo.deleteTier(tenantId, id, tx), (r) => r && changeEntry("shipping_tier", "deleted", id, r.name)))) throw notFound("Shipping tier not found");
  return { message: "Shipping tier deleted" };
}

/** The store's active tiers as the pure calculator takes them (checkout quotes and order pricing). */
export function loadActiveTiers(tenantId: TenantId, tx?: Tx): Promise<TierInput[]> {
  return repo.loadActiveTiers(tenantId, tx);
}

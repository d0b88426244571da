import "server-only";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, recordActivity, withActivity } from "@/lib/activity/record";
import { badRequest, notFound } from "@/lib/errors";
import { invalidateStore } from "@/lib/cache/tags";
import type { TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";
import {
  IMAGE_LIMIT_MESSAGE,
  MAX_IMAGES_PER_DEVICE,
  toHeroBanner,
  type HeroBanner,
  type HeroBannerUpdateValues,
  type HeroBannerValues,
  type HeroLayout,
} from "./schemas";

/**
 * Hero banners behind /api/hero-banners (owner only). The image limit holds per layout and device type
 * across all of a layout's banners, checked under a per-layout lock; every write expires the store's
 * cached pages so the home shows the change at once.
 */

export async function listHeroBanners(tenantId: TenantId): Promise<HeroBanner[]> {
  return (await repo.listBanners(tenantId)).map(toHeroBanner);
}

export function hasActiveHeroBanner(tenantId: TenantId): Promise<boolean> {
  return repo.hasActiveBanner(tenantId);
}

/** Refuse images beyond the limit, naming the device type that overflows. */
function assertWithinLimit(others: { desktop: number; mobile: number }, desktop: number, mobile: number) {
  const errors: Record<string, string> = {};
  if (others.desktop + desktop > MAX_IMAGES_PER_DEVICE) errors.desktopImages = IMAGE_LIMIT_MESSAGE;
  if (others.mobile + mobile > MAX_IMAGES_PER_DEVICE) errors.mobileImages = IMAGE_LIMIT_MESSAGE;
  if (Object.keys(errors).length) throw badRequest(IMAGE_LIMIT_MESSAGE, errors);
}

function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const BANNER_FIELDS = ["layout", "desktopImages", "mobileImages", "isActive", "sortOrder", "title", "subtitle", "buttonLabel", "buttonUrl"] as const;

export async function createHeroBanner(tenantId: TenantId, input: HeroBannerValues): Promise<HeroBanner> {
  const desktopImages = input.desktopImages ?? [];
  const mobileImages = input.mobileImages ?? [];
  const row = await repo.withLayoutLock(tenantId, input.layout, async (tx) => {
    assertWithinLimit(await repo.otherImageCounts(tx, tenantId, input.layout), desktopImages.length, mobileImages.length);
    const created = await repo.insertBanner(tx, tenantId, {
      layout: input.layout,
      desktopImages,
      mobileImages,
      isActive: input.isActive ?? false,
      sortOrder: input.sortOrder ?? 0,
      title: input.title ?? null,
      subtitle: input.subtitle ?? null,
      buttonLabel: input.buttonLabel ?? null,
      buttonUrl: input.buttonUrl ?? null,
    });
    await recordActivity(tx, tenantId, changeEntry("hero_banner", "created", created.id, created.title ?? created.layout, diffChanges(null, created, BANNER_FIELDS))!);
    return created;
  });
  invalidateStore(tenantId);
  return toHeroBanner(row);
}

export async function updateHeroBanner(tenantId: TenantId, id: string, input: HeroBannerUpdateValues): Promise<HeroBanner> {
  const current = await repo.findBanner(tenantId, id);
  if (!current) throw notFound("Hero banner not found");
  const layout: HeroLayout = current.layout;
  const row = await repo.withLayoutLock(tenantId, layout, async (tx) => {
    // Read again under the lock: the banner may have gone meanwhile.
    const fresh = await repo.findBanner(tenantId, id, tx);
    if (!fresh) throw notFound("Hero banner not found");
    const desktop = input.desktopImages ?? fresh.desktopImages;
    const mobile = input.mobileImages ?? fresh.mobileImages;
    if (input.desktopImages || input.mobileImages) {
      assertWithinLimit(await repo.otherImageCounts(tx, tenantId, layout, id), desktop.length, mobile.length);
    }
    const updated = await repo.updateBanner(tx, tenantId, id, defined(input));
    const entry = updated && changeEntry("hero_banner", "updated", id, updated.title ?? updated.layout, diffChanges(fresh, updated, BANNER_FIELDS));
    if (entry) await recordActivity(tx, tenantId, entry);
    return updated;
  });
  if (!row) throw notFound("Hero banner not found");
  invalidateStore(tenantId);
  return toHeroBanner(row);
}

export async function deleteHeroBanner(tenantId: TenantId, id: string): Promise<{ message: string }> {
  const deleted = await withActivity(tenantId, (tx) => repo.deleteBanner(tenantId, id, tx), (r) => r && changeEntry("hero_banner", "deleted", id, r.title ?? r.layout));
  if (!deleted) throw notFound("Hero banner not found");
  invalidateStore(tenantId);
  return { message: "Hero banner deleted successfully" };
}

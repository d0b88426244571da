/**
 * Inserts the demo content of db/seed-data.ts: the platform admin and two stores ("demo" in INR,
 * "gadgets" in USD) with owners, catalogue, collections, menus, pages, banners, tax and shipping.
 * Everything goes in one transaction, so a failure leaves nothing behind.
 */
import { count, eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { slugify } from "@/lib/slug";
import type { Db, Tx } from "./types";
import * as s from "./schema";
import { DEMO_STORES, PLATFORM_ADMIN, type SeedCategory, type SeedMenuItem, type SeedStore } from "./seed-data";

const DAY_MS = 24 * 60 * 60 * 1000;
// Serialises concurrent "seed if empty" calls on a shared PostgreSQL server.
const SEED_LOCK_KEY = 724154;

type Hashes = Map<string, string>;

/** bcrypt is slow on purpose: hash each distinct password once. */
async function hashAll(): Promise<Hashes> {
  const passwords = new Set<string>([PLATFORM_ADMIN.password]);
  for (const store of DEMO_STORES) {
    passwords.add(store.owner.password);
    for (const c of store.customers) passwords.add(c.password);
  }
  const hashes: Hashes = new Map();
  for (const p of passwords) hashes.set(p, await hashPassword(p));
  return hashes;
}

function hashOf(hashes: Hashes, password: string): string {
  const h = hashes.get(password);
  if (!h) throw new Error("seed: password was not hashed");
  return h;
}

async function insertStore(tx: Tx, store: SeedStore, hashes: Hashes, now: Date): Promise<void> {
  const t = store.tenant;

  // users.tenantId -> tenants and tenants.ownerId -> users: owner first, then the store, then link them.
  const [owner] = await tx
    .insert(s.users)
    .values({
      email: store.owner.email.toLowerCase(),
      passwordHash: hashOf(hashes, store.owner.password),
      firstName: store.owner.firstName,
      lastName: store.owner.lastName,
      role: "tenant",
      tenantId: null,
    })
    .returning({ id: s.users.id });

  const trialEnds = new Date(now.getTime() + t.trialDays * DAY_MS);
  const [tenant] = await tx
    .insert(s.tenants)
    .values({
      name: t.name,
      slug: t.slug,
      subdomain: t.slug,
      ownerId: owner.id,
      description: t.description,
      ...(t.primaryColor ? { primaryColor: t.primaryColor } : {}),
      ...(t.secondaryColor ? { secondaryColor: t.secondaryColor } : {}),
      ...(t.logo ? { logo: t.logo } : {}),
      country: t.country,
      state: t.state ?? null,
      currency: t.currency,
      codEnabled: t.codEnabled,
      codCharges: t.codCharges,
      codMinOrder: t.codMinOrder,
      taxEnabled: t.taxEnabled,
      taxationType: t.taxationType,
      isActive: true,
      subscriptionStatus: "trial",
      subscriptionPlan: t.subscriptionPlan,
      purchaseDate: now,
      trialEndsAt: trialEnds,
      nextDueDate: trialEnds,
    })
    .returning({ id: s.tenants.id });
  const tenantId = tenant.id;

  await tx.update(s.users).set({ tenantId }).where(eq(s.users.id, owner.id));

  // Customers with their default shipping address.
  for (const c of store.customers) {
    const [customer] = await tx
      .insert(s.users)
      .values({
        email: c.email.toLowerCase(),
        passwordHash: hashOf(hashes, c.password),
        firstName: c.firstName,
        lastName: c.lastName,
        role: "customer",
        tenantId,
      })
      .returning({ id: s.users.id });
    await tx.insert(s.addresses).values({
      tenantId,
      userId: customer.id,
      type: "shipping",
      firstName: c.firstName,
      lastName: c.lastName,
      address1: c.address.address1,
      address2: c.address.address2 ?? null,
      city: c.address.city,
      state: c.address.state,
      zipCode: c.address.zipCode,
      country: c.address.country,
      phone: c.address.phone,
      isDefault: true,
    });
  }

  // Categories, two levels, keyed by slug.
  const categoryIds = new Map<string, string>();
  const insertCategories = async (list: SeedCategory[], parentId: string | null) => {
    for (const [i, cat] of list.entries()) {
      const slug = slugify(cat.name);
      if (categoryIds.has(slug)) throw new Error(`seed: duplicate category slug "${slug}" in ${t.slug}`);
      const [row] = await tx
        .insert(s.categories)
        .values({
          tenantId,
          name: cat.name,
          slug,
          description: cat.description,
          image: cat.image,
          parentId,
          sortOrder: i,
          seoTitle: `${cat.name} | ${t.name}`,
          seoDescription: cat.description,
          isActive: true,
        })
        .returning({ id: s.categories.id });
      categoryIds.set(slug, row.id);
      if (cat.children) await insertCategories(cat.children, row.id);
    }
  };
  await insertCategories(store.categories, null);

  // Tax rules and their levels; the first rule is the store's default for taxed products.
  let defaultTaxRuleId: string | null = null;
  for (const rule of store.taxRules) {
    const [row] = await tx.insert(s.taxRules).values({ tenantId, name: rule.name, isActive: true }).returning({ id: s.taxRules.id });
    defaultTaxRuleId ??= row.id;
    await tx.insert(s.taxLevels).values(
      rule.levels.map((l) => ({
        tenantId,
        taxRuleId: row.id,
        level: l.level,
        labelName: l.labelName,
        taxRate: l.taxRate,
        country: l.country,
        applyToAllCountries: l.applyToAllCountries ?? false,
        state: l.state,
        applyToAllStates: l.applyToAllStates ?? false,
      })),
    );
  }

  // Products, keyed by name for the collections below.
  const productSlugs = new Set<string>();
  const productRows = store.products.map((p, i) => {
    const slug = slugify(p.name);
    if (productSlugs.has(slug)) throw new Error(`seed: duplicate product slug "${slug}" in ${t.slug}`);
    productSlugs.add(slug);
    let categoryId: string | null = null;
    if (p.category) {
      const id = categoryIds.get(p.category);
      if (!id) throw new Error(`seed: product "${p.name}" names unknown category "${p.category}"`);
      categoryId = id;
    }
    // A few hours apart on top of the day offset, so no two products share a timestamp.
    const createdAt = new Date(now.getTime() - p.daysAgo * DAY_MS - (i % 7) * 3_600_000);
    const taxed = p.taxed ?? true;
    return {
      tenantId,
      categoryId,
      name: p.name,
      slug,
      description: p.description,
      shortDescription: p.shortDescription,
      sku: p.sku,
      price: p.price,
      compareAtPrice: p.compareAtPrice ?? null,
      costPrice: p.costPrice ?? null,
      trackQuantity: p.trackQuantity ?? true,
      quantity: p.quantity,
      weight: p.weight ?? null,
      weightUnit: p.weightUnit ?? "kg",
      dimensions: p.dimensions ?? null,
      requiresShipping: p.requiresShipping ?? true,
      taxable: taxed,
      hsnCode: p.hsnCode ?? null,
      taxRuleId: taxed ? defaultTaxRuleId : null,
      status: p.status ?? "active",
      visibility: "visible",
      tags: p.tags,
      images: p.images,
      seoTitle: `${p.name} | ${t.name}`,
      seoDescription: p.shortDescription,
      isActive: true,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof s.products.$inferInsert;
  });
  const inserted = await tx.insert(s.products).values(productRows).returning({ id: s.products.id, name: s.products.name });
  const productIds = new Map(inserted.map((r) => [r.name, r.id]));

  // Options and variants: the products' own variants replace the default one the database gave each (its
  // summary trigger then sets the product's price, stock and SKU from them).
  for (const p of store.products) {
    if (!p.variants) continue;
    const productId = productIds.get(p.name)!;
    await tx.update(s.products).set({ options: p.variants.options }).where(eq(s.products.id, productId));
    await tx.delete(s.productVariants).where(eq(s.productVariants.productId, productId));
    await tx.insert(s.productVariants).values(
      p.variants.rows.map((v, position) => ({
        tenantId,
        productId,
        title: v.options.join(" / "),
        option1: v.options[0] ?? null,
        option2: v.options[1] ?? null,
        option3: v.options[2] ?? null,
        price: v.price,
        compareAtPrice: v.compareAtPrice ?? null,
        costPrice: p.costPrice ?? null,
        sku: v.sku,
        trackQuantity: p.trackQuantity ?? true,
        quantity: v.quantity,
        weight: p.weight ?? null,
        image: v.image && p.images.includes(v.image) ? v.image : null,
        position,
      })),
    );
  }

  // Collections: manual ones list their products, smart ones carry criteria.
  for (const [i, col] of store.collections.entries()) {
    const [row] = await tx
      .insert(s.collections)
      .values({
        tenantId,
        name: col.name,
        slug: slugify(col.name),
        description: col.description,
        type: col.criteria ? "smart" : "manual",
        criteria: col.criteria ?? null,
        image: col.image,
        sortOrder: i,
        seoTitle: `${col.name} | ${t.name}`,
        seoDescription: col.description,
        isActive: true,
      })
      .returning({ id: s.collections.id });
    if (col.products?.length) {
      await tx.insert(s.collectionProducts).values(
        col.products.map((name, sortOrder) => {
          const productId = productIds.get(name);
          if (!productId) throw new Error(`seed: collection "${col.name}" names unknown product "${name}"`);
          return { tenantId, collectionId: row.id, productId, sortOrder };
        }),
      );
    }
  }

  // Menus with one level of children.
  for (const [i, menu] of store.menus.entries()) {
    const [row] = await tx
      .insert(s.menus)
      .values({ tenantId, name: menu.name, handle: slugify(menu.name), location: menu.location, isActive: true, sortOrder: i })
      .returning({ id: s.menus.id });
    const insertItems = async (items: SeedMenuItem[], parentId: string | null) => {
      for (const [sortOrder, item] of items.entries()) {
        const [itemRow] = await tx
          .insert(s.menuItems)
          .values({
            tenantId,
            menuId: row.id,
            parentId,
            label: item.label,
            linkType: item.linkType ?? "internal",
            linkTarget: item.linkTarget,
            sortOrder,
            isActive: true,
            openInNewTab: item.openInNewTab ?? false,
          })
          .returning({ id: s.menuItems.id });
        if (item.children) {
          if (parentId) throw new Error("seed: menus have one nesting level only");
          await insertItems(item.children, itemRow.id);
        }
      }
    };
    await insertItems(menu.items, null);
  }

  if (store.shippingTiers.length) {
    await tx.insert(s.shippingTiers).values(
      store.shippingTiers.map((tier, sortOrder) => ({
        tenantId,
        name: tier.name,
        shippingType: tier.shippingType,
        pricingType: tier.pricingType,
        fixedPrice: tier.fixedPrice ?? null,
        freeAbove: tier.freeAbove ?? null,
        priceRanges: tier.priceRanges ?? [],
        countries: tier.countries ?? [],
        deliveryTime: tier.deliveryTime,
        isActive: true,
        sortOrder,
      })),
    );
  }

  await tx.insert(s.heroBanners).values({ tenantId, layout: "full-rectangular", isActive: true, sortOrder: 0, ...store.hero });

  await tx.insert(s.themeSettings).values({ tenantId, themeId: "sellure", ...store.theme, settingsData: {} });

  if (store.pages.length) {
    await tx.insert(s.pages).values(
      store.pages.map((p, sortOrder) => ({
        tenantId,
        title: p.title,
        slug: slugify(p.title),
        content: p.content,
        metaDescription: p.metaDescription,
        isPublished: true,
        sortOrder,
      })),
    );
  }
}

async function insertAll(tx: Tx, hashes: Hashes): Promise<void> {
  const now = new Date();
  await tx.insert(s.users).values({
    email: PLATFORM_ADMIN.email.toLowerCase(),
    passwordHash: hashOf(hashes, PLATFORM_ADMIN.password),
    firstName: PLATFORM_ADMIN.firstName,
    lastName: PLATFORM_ADMIN.lastName,
    role: "admin",
    tenantId: null,
  });
  for (const store of DEMO_STORES) await insertStore(tx, store, hashes, now);
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [t] = await db.select({ n: count() }).from(s.tenants);
  if (t.n > 0) return false;
  const [u] = await db.select({ n: count() }).from(s.users);
  return u.n === 0;
}

/** Inserts the platform admin and both demo stores in one transaction. */
export async function seedDemo(db: Db): Promise<void> {
  const hashes = await hashAll();
  await db.transaction(async (tx) => {
    await insertAll(tx, hashes);
  });
}

/** Seeds only when there are no tenants and no users yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const hashes = await hashAll();
  return db.transaction(async (tx) => {
    // Two processes starting on one empty server: the second waits here, then sees the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await insertAll(tx, hashes);
    return true;
  });
}

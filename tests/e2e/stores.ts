import { expect, request, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_STORE, type SeedCategory, type SeedMenuItem, type SeedProduct } from "../../db/seed-data";
import { PORT } from "./helpers";

/**
 * A store of the journey's own (issue 38): created through the admin's API (POST /api/tenants with the owner's
 * account, what the admin screen sends), with the products the journey asks for, so a journey never depends on
 * what another left behind in the demo store, and runs alone, in any order, beside the others.
 *
 * Call it in a `test.beforeAll` (one store per worker that runs the file) or inside a test (one per test).
 */
const ROOT = `http://localhost:${PORT}`;

export type ProductSeed = {
  name: string;
  /** Required unless `variants` are given (each has its own). */
  price?: string;
  quantity?: number;
  compareAtPrice?: string;
  description?: string;
  images?: string[];
  sku?: string;
  /** Taxed by the store's tax rule (a store made `like: "demo"` has one; default: taxed when there is one). */
  taxed?: boolean;
  options?: { name: string; values: string[] }[];
  variants?: { options: string[]; price: string; compareAtPrice?: string; sku?: string; quantity: number; image?: string }[];
};

/** The store's own payment keys (each store its own, so its requests to the shared fake provider are its own). */
export type PaymentKeys = {
  stripe: { publicKey: string; secretKey: string };
  razorpay: { keyId: string; keySecret: string };
  paypal: { clientId: string; clientSecret: string };
};

export type Store = {
  id: string;
  slug: string;
  name: string;
  owner: { email: string; password: string };
  /** A page of the store on its own host (the browser resolves *.localhost). */
  url: (path?: string) => string;
  /** The same store in path mode, for Node's requests (Node does not resolve *.localhost). */
  pathUrl: (path?: string) => string;
  products: { id: string; slug: string; name: string; price: string }[];
  /** The store's tax rule (a store made `like: "demo"`: its copy of demo's GST 18 %), else null. */
  taxRuleId: string | null;
  /** Its categories by slug (a store made with `categories: true`). */
  categories: Map<string, string>;
  keys: PaymentKeys;
};

export type StoreOptions = {
  prefix?: string;
  name?: string;
  products?: ProductSeed[];
  /**
   * Set up as the seeded demo store is for a shopper (db/seed-data.ts): tax on (exclusive) with its GST 18 % rule,
   * its three shipping tiers, cash on delivery with its ₹49 charge. Prices, totals and taxes then read as on demo.
   */
  like?: "demo";
  /** Copies of these demo products (by name, with their variants, images and tax), made after `products`. */
  demoProducts?: string[];
  /** Demo's category tree (two levels); copied demo products go into their categories. */
  categories?: boolean;
  /** Demo's menus (header and footer) in place of the starter ones. */
  demoMenus?: boolean;
  /** Copies of these demo collections (by name): smart ones with their criteria, manual ones with those of their products the store has. */
  demoCollections?: string[];
  /** Online payments switched on with the store's own keys, against the shared fake provider. */
  payments?: { stripe?: boolean; razorpay?: boolean; paypal?: boolean };
  /** The store's information (PUT /api/tenants/{id}), e.g. { guestCheckout: true }. */
  settings?: Record<string, unknown>;
  /**
   * A copy of the seeded demo store as shipped (db/seed-data.ts), for the journeys that read or change its
   * catalogue: `like: "demo"` with its description and logo (its name is "Demo Copy <slug>": the platform admin's
   * screen and the journeys that look for "Demo Store" there find demo alone),
   * its categories, every product (made oldest first, so "Newest First" lists them as on demo), its collections,
   * its menus in place of the starter ones, its pages and its hero banner.
   */
  clone?: "demo";
};

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let admin: Promise<APIRequestContext> | undefined;
async function adminApi() {
  admin ??= (async () => {
    const api = await request.newContext();
    const r = await api.post(`${ROOT}/api/auth/login`, { data: { email: "admin@example.com", password: "admin12345" } });
    expect(r.status(), await r.text()).toBe(200);
    return api;
  })();
  return admin;
}

/** The store's owner, signed in through the API on the root host: reaches the store in path mode. */
export async function ownerApiOf(store: Pick<Store, "slug" | "owner">): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: `${ROOT}/store/${store.slug}/` });
  const r = await api.post(`${ROOT}/api/auth/login`, { data: store.owner });
  expect(r.status(), await r.text()).toBe(200);
  return api;
}

/** A demo product as the owner's API takes it. */
function demoProductInput(p: SeedProduct, taxRuleId: string | null, categories: Map<string, string>) {
  const taxed = (p.taxed ?? true) && taxRuleId !== null;
  const base = {
    name: p.name,
    description: p.description,
    shortDescription: p.shortDescription,
    status: p.status ?? "active",
    categoryId: p.category ? (categories.get(p.category) ?? null) : null,
    tags: p.tags,
    images: p.images,
    hsnCode: p.hsnCode,
    taxRuleId: taxed ? taxRuleId : null,
    weightUnit: p.weightUnit,
    dimensions: p.dimensions,
    requiresShipping: p.requiresShipping ?? true,
  };
  if (!p.variants) {
    return {
      ...base,
      price: p.price,
      compareAtPrice: p.compareAtPrice,
      costPrice: p.costPrice,
      sku: p.sku,
      trackQuantity: p.trackQuantity ?? true,
      quantity: p.quantity,
      weight: p.weight,
    };
  }
  return {
    ...base,
    options: p.variants.options,
    variants: p.variants.rows.map((v) => ({
      options: v.options,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      costPrice: p.costPrice,
      sku: v.sku,
      trackQuantity: p.trackQuantity ?? true,
      quantity: v.quantity,
      weight: p.weight,
      image: v.image && p.images.includes(v.image) ? v.image : undefined,
    })),
  };
}

export async function createStore(options: StoreOptions = {}): Promise<Store> {
  if (options.clone === "demo") {
    options = {
      ...options,
      like: "demo",
      categories: true,
      demoProducts: [...DEMO_STORE.products].sort((a, b) => b.daysAgo - a.daysAgo).map((p) => p.name),
      demoCollections: DEMO_STORE.collections.map((c) => c.name),
      demoMenus: true,
      settings: { description: DEMO_STORE.tenant.description, logo: DEMO_STORE.tenant.logo ?? null, ...options.settings },
    };
  }
  const slug = `${options.prefix ?? "e2e"}${uniq()}`.toLowerCase().slice(0, 30);
  const name = options.name ?? (options.clone === "demo" ? `Demo Copy ${slug}` : `Shop ${slug}`);
  const owner = { email: `${slug}@example.com`, password: "owner-pass-1" };
  const keys: PaymentKeys = {
    stripe: { publicKey: `pk_test_${slug}`, secretKey: `sk_test_${slug}` },
    razorpay: { keyId: `rzp_test_${slug}`, keySecret: `rzp_secret_${slug}` },
    paypal: { clientId: `pp_client_${slug}`, clientSecret: `pp_secret_${slug}` },
  };
  const api = await adminApi();
  let created: Awaited<ReturnType<APIRequestContext["post"]>> | undefined;
  // The admin session is shared by the file's stores; one signed out meanwhile (a journey signs the admin out of
  // other sessions) is signed in again.
  for (let attempt = 0; attempt < 2; attempt++) {
    created = await api.post(`${ROOT}/api/tenants`, {
      data: { name, slug, subdomain: slug, description: "", ownerEmail: owner.email, ownerPassword: owner.password, ownerFirstName: "Olga", ownerLastName: "Own" },
    });
    if (created.status() !== 401) break;
    expect((await api.post(`${ROOT}/api/auth/login`, { data: { email: "admin@example.com", password: "admin12345" } })).status()).toBe(200);
  }
  expect(created!.status(), await created!.text()).toBe(201);
  const id = ((await created!.json()) as { id: string }).id;

  const products: Store["products"] = [];
  const categories = new Map<string, string>();
  let taxRuleId: string | null = null;
  const o = await ownerApiOf({ slug, owner });
  const ok = async (call: Promise<Awaited<ReturnType<APIRequestContext["post"]>>>, status = 200) => {
    const r = await call;
    expect(r.status(), await r.text()).toBe(status);
    return r;
  };
  if (options.like === "demo") {
    const t = DEMO_STORE.tenant;
    await ok(o.patch(`api/tenants/${id}/tax-settings`, { data: { taxEnabled: t.taxEnabled, taxationType: t.taxationType } }));
    for (const rule of DEMO_STORE.taxRules) {
      const made = await ok(
        o.post("api/tax-rules", {
          data: {
            name: rule.name,
            levels: rule.levels.map((l) => ({ level: l.level, labelName: l.labelName, taxRate: l.taxRate, country: l.country ?? undefined, state: l.state ?? undefined, applyToAllStates: l.applyToAllStates, applyToAllCountries: l.applyToAllCountries })),
          },
        }),
        201,
      );
      taxRuleId ??= ((await made.json()) as { id: string }).id;
    }
    for (const tier of DEMO_STORE.shippingTiers) await ok(o.post("api/shipping-tiers", { data: tier }), 201);
    await ok(o.put(`api/tenants/${id}/payment-settings`, { data: { codEnabled: t.codEnabled, codCharges: t.codCharges, codMinOrder: t.codMinOrder } }));
  }
  if (options.payments) {
    const p = options.payments;
    await ok(
      o.put(`api/tenants/${id}/payment-settings`, {
        data: {
          ...(p.stripe ? { stripeEnabled: true, stripePublicKey: keys.stripe.publicKey, stripeSecretKey: keys.stripe.secretKey } : {}),
          ...(p.razorpay ? { razorpayEnabled: true, razorpayKeyId: keys.razorpay.keyId, razorpayKeySecret: keys.razorpay.keySecret } : {}),
          ...(p.paypal ? { paypalEnabled: true, paypalClientId: keys.paypal.clientId, paypalClientSecret: keys.paypal.clientSecret } : {}),
        },
      }),
    );
  }
  if (options.settings) await ok(o.put(`api/tenants/${id}`, { data: options.settings, headers: { origin: ROOT } }));
  if (options.categories) {
    const add = async (list: SeedCategory[], parentId: string | null) => {
      for (const [i, c] of list.entries()) {
        const made = await ok(o.post("api/categories", { data: { name: c.name, description: c.description, image: c.image, parentId, sortOrder: i, isActive: true } }), 201);
        const row = (await made.json()) as { id: string; slug: string };
        categories.set(row.slug, row.id);
        if (c.children) await add(c.children, row.id);
      }
    };
    await add(DEMO_STORE.categories, null);
  }
  const keep = async (r: Awaited<ReturnType<APIRequestContext["post"]>>) => {
    const made = (await r.json()) as { id: string; slug: string; name: string; price: string };
    products.push({ id: made.id, slug: made.slug, name: made.name, price: made.price });
  };
  for (const p of options.products ?? []) {
    const taxed = (p.taxed ?? true) && taxRuleId !== null;
    const data = p.variants
      ? { name: p.name, description: p.description ?? "", status: "active", images: p.images, taxRuleId: taxed ? taxRuleId : null, options: p.options, variants: p.variants.map((v) => ({ ...v, trackQuantity: true })) }
      : {
          name: p.name,
          price: p.price,
          compareAtPrice: p.compareAtPrice,
          description: p.description ?? "",
          status: "active",
          images: p.images,
          sku: p.sku,
          taxRuleId: taxed ? taxRuleId : null,
          trackQuantity: p.quantity !== undefined,
          quantity: p.quantity ?? 0,
        };
    await keep(await ok(o.post("api/products", { data }), 201));
  }
  for (const wanted of options.demoProducts ?? []) {
    const seed = DEMO_STORE.products.find((p) => p.name === wanted);
    if (!seed) throw new Error(`createStore: demo has no product named "${wanted}"`);
    await keep(await ok(o.post("api/products", { data: demoProductInput(seed, taxRuleId, categories) }), 201));
  }
  for (const wanted of options.demoCollections ?? []) {
    const seed = DEMO_STORE.collections.find((c) => c.name === wanted);
    if (!seed) throw new Error(`createStore: demo has no collection named "${wanted}"`);
    const productIds = (seed.products ?? []).map((n) => products.find((p) => p.name === n)?.id).filter((x): x is string => !!x);
    await ok(
      o.post("api/collections", {
        data: { name: seed.name, description: seed.description, image: seed.image, type: seed.criteria ? "smart" : "manual", criteria: seed.criteria ?? null, ...(seed.criteria ? {} : { productIds }), isActive: true },
      }),
      201,
    );
  }
  if (options.demoMenus) {
    // Demo's menus in place of the starter ones.
    for (const m of (await (await ok(o.get("api/menus"))).json()) as { id: string }[]) await ok(o.delete(`api/menus/${m.id}`));
    for (const [i, menu] of DEMO_STORE.menus.entries()) {
      const made = (await (await ok(o.post("api/menus", { data: { name: menu.name, location: menu.location, isActive: true, sortOrder: i } }), 201)).json()) as { id: string };
      const addItems = async (items: SeedMenuItem[], parentId: string | null) => {
        for (const [sortOrder, item] of items.entries()) {
          const row = (await (
            await ok(
              o.post("api/menu-items", {
                data: { menuId: made.id, parentId, label: item.label, linkType: item.linkType ?? "internal", linkTarget: item.linkTarget, sortOrder, isActive: true, openInNewTab: item.openInNewTab ?? false },
              }),
              201,
            )
          ).json()) as { id: string };
          if (item.children) await addItems(item.children, row.id);
        }
      };
      await addItems(menu.items, null);
    }
  }
  if (options.clone === "demo") {
    for (const [sortOrder, page] of DEMO_STORE.pages.entries()) {
      await ok(o.post("api/pages", { data: { title: page.title, content: page.content, metaDescription: page.metaDescription, isPublished: true, sortOrder } }), 201);
    }
    await ok(o.post("api/hero-banners", { data: { layout: "full-rectangular", isActive: true, sortOrder: 0, ...DEMO_STORE.hero } }), 201);
    // Demo's customers (customer@example.com…: customers are per store), each with their saved address.
    for (const c of DEMO_STORE.customers) {
      const shopper = await request.newContext();
      const at = (path: string) => `${ROOT}/store/${slug}${path}`;
      await ok(shopper.post(at("/api/customers/register"), { data: { firstName: c.firstName, lastName: c.lastName, email: c.email, password: c.password }, headers: { origin: ROOT } }), 201);
      await ok(
        shopper.post(at("/api/customers/addresses"), { data: { firstName: c.firstName, lastName: c.lastName, ...c.address, type: "shipping", isDefault: true }, headers: { origin: ROOT } }),
        201,
      );
      await shopper.dispose();
    }
  }
  await o.dispose();
  return {
    id,
    slug,
    name,
    owner,
    url: (path = "/") => `http://${slug}.localhost:${PORT}${path}`,
    pathUrl: (path = "/") => `${ROOT}/store/${slug}${path === "/" ? "" : path}`,
    products,
    taxRuleId,
    categories,
    keys,
  };
}

/**
 * Signs the browser context in as the store's owner without the form: the API's session cookie, set for the
 * store's host and for localhost (path mode).
 */
export async function signInOwnerOf(target: Page | BrowserContext, store: Store) {
  const context = "context" in target ? target.context() : target;
  const api = await ownerApiOf(store);
  const { cookies } = await api.storageState();
  await api.dispose();
  const session = cookies.filter((c) => c.domain === "localhost" || c.domain === ".localhost");
  expect(session.length).toBeGreaterThan(0);
  await context.addCookies([...session, ...session.map((c) => ({ ...c, domain: `${store.slug}.localhost` }))]);
}

export type Customer = { firstName: string; lastName: string; email: string; password: string };

/** A new customer of the store, registered through its API (path mode: Node does not resolve *.localhost). */
export async function registerCustomerOf(store: Pick<Store, "slug">, who: Partial<Customer> = {}): Promise<Customer> {
  const customer: Customer = { firstName: "Chris", lastName: "Customer", email: `shopper-${uniq()}@example.com`, password: "customer12345", ...who };
  const api = await request.newContext();
  const r = await api.post(`${ROOT}/store/${store.slug}/api/customers/register`, { data: customer, headers: { origin: ROOT } });
  expect(r.status(), await r.text()).toBe(201);
  await api.dispose();
  return customer;
}

/**
 * Signs the browser context in as one of the store's customers without the form: the session cookie of the API's
 * sign-in (path mode), set for the store's host and for localhost.
 */
export async function signInCustomerOf(target: Page | BrowserContext, store: Store, customer: Pick<Customer, "email" | "password">) {
  const context = "context" in target ? target.context() : target;
  const api = await request.newContext();
  const r = await api.post(`${ROOT}/store/${store.slug}/api/customers/login`, { data: { email: customer.email, password: customer.password }, headers: { origin: ROOT } });
  expect(r.status(), await r.text()).toBe(200);
  const { cookies } = await api.storageState();
  await api.dispose();
  const session = cookies.filter((c) => c.domain === "localhost" || c.domain === ".localhost");
  expect(session.length).toBeGreaterThan(0);
  await context.addCookies([...session, ...session.map((c) => ({ ...c, domain: `${store.slug}.localhost` }))]);
}

import { expect, request, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { PORT } from "./helpers";

/**
 * A store of the journey's own (issue 38): created through the admin's API (POST /api/tenants with the owner's
 * account, what the admin screen sends), with the products the journey asks for, so a journey never depends on
 * what another left behind in the demo store, and runs alone, in any order, beside the others.
 *
 * Call it in a `test.beforeAll` (one store per worker that runs the file) or inside a test (one per test).
 */
const ROOT = `http://localhost:${PORT}`;

export type ProductSeed = { name: string; price: string; quantity?: number; compareAtPrice?: string; description?: string };

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

export async function createStore(options: { prefix?: string; name?: string; products?: ProductSeed[] } = {}): Promise<Store> {
  const slug = `${options.prefix ?? "e2e"}${uniq()}`.toLowerCase().slice(0, 30);
  const name = options.name ?? `Shop ${slug}`;
  const owner = { email: `${slug}@example.com`, password: "owner-pass-1" };
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
  if (options.products?.length) {
    const o = await ownerApiOf({ slug, owner });
    for (const p of options.products) {
      const r = await o.post("api/products", {
        data: { name: p.name, price: p.price, compareAtPrice: p.compareAtPrice, description: p.description ?? "", status: "active", trackQuantity: p.quantity !== undefined, quantity: p.quantity ?? 0 },
      });
      expect(r.status(), await r.text()).toBe(201);
      const made = (await r.json()) as { id: string; slug: string; name: string; price: string };
      products.push({ id: made.id, slug: made.slug, name: made.name, price: made.price });
    }
    await o.dispose();
  }
  return {
    id,
    slug,
    name,
    owner,
    url: (path = "/") => `http://${slug}.localhost:${PORT}${path}`,
    pathUrl: (path = "/") => `${ROOT}/store/${slug}${path === "/" ? "" : path}`,
    products,
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

import "server-only";
import type { UserRow } from "@/lib/auth/schemas";
import { resolveLines } from "@/lib/catalog/inventory/service";
import { loadActiveProducts, productDtos } from "@/lib/catalog/products/service";
import { unprocessable } from "@/lib/errors";
import type { Store } from "@/lib/tenancy/store";
import { translationsForRead } from "@/lib/translations/service";
import type { CartItem } from "./cart";
import { mergeCarts } from "./merge";
import { findCart, updateCartLocked, writeCart, type CustomerCartRow } from "./repository";
import type { CartInput, CustomerCartDto, StoredLine } from "./schemas";

/**
 * Signed-in customers' carts on the server (GET/PUT /api/customers/cart, POST /api/customers/cart/merge;
 * record 0132): what the browser holds, kept so the cart follows the customer to another device. Guests
 * have none. Every id a browser sends must be this store's; names, prices and stock always come from the
 * catalogue.
 */

const ownerOf = (store: Store, customer: UserRow) => ({ tenantId: store.id, userId: customer.id });

/**
 * The lines resolved to this store's variants (a line without a variant means the product's only one; the
 * same variant twice is one line). A product or variant that is not this store's is refused, naming the
 * line, and nothing is stored: a browser never keeps another store's ids in a customer's cart.
 */
async function storeLines(store: Store, input: CartInput): Promise<StoredLine[]> {
  const { lines, unknown, problems } = await resolveLines(null, store.id, input.lines);
  if (unknown.length === 0 && problems.length === 0) return lines;
  const errors: Record<string, string> = {};
  input.lines.forEach((l, i) => {
    if (unknown.includes(l.productId)) errors[`lines.${i}.productId`] = "Not a product of this store";
  });
  for (const p of problems) errors[`lines.${p.index}.variantId`] = p.message;
  throw unprocessable("Some items in this cart are not sold here", errors);
}

/** The stored lines as the browser shows them, from the catalogue; lines no longer on sale are left out. */
async function toDto(store: Store, row: CustomerCartRow | null): Promise<CustomerCartDto> {
  if (!row) return { items: [], discountCode: null, revision: 0 };
  const rows = await loadActiveProducts(store.id, [...new Set(row.lines.map((l) => l.productId))]);
  const products = new Map((await productDtos(store.id, [...rows.values()], false)).map((p) => [p.id, p]));
  const names = await translatedNames(store, [...products.keys()]);
  const items = row.lines.flatMap((l): CartItem[] => {
    const p = products.get(l.productId);
    const v = p?.variants.find((x) => x.id === l.variantId);
    if (!p || !v) return [];
    return [
      {
        id: v.id,
        productId: p.id,
        variantId: v.id,
        variantTitle: p.options.length > 0 ? v.title : null,
        name: names.get(p.id) || p.name,
        slug: p.slug,
        price: v.price,
        image: v.image ?? p.images[0] ?? null,
        quantity: l.quantity,
        maxQuantity: v.trackQuantity ? v.quantity : null,
      },
    ];
  });
  return { items, discountCode: row.discountCode, revision: row.revision };
}

/**
 * The products' names in the request's language (issue 44: a cart read through `/hi/api/…` names its lines as the
 * Hindi pages do); none for the store's default language, which the rows already are (no statement then).
 */
async function translatedNames(store: Store, productIds: string[]): Promise<Map<string, string>> {
  const { language } = store;
  if (language.isDefault || !language.enabled || productIds.length === 0) return new Map();
  const fields = (await translationsForRead(store.id, language.code, [{ type: "product", ids: productIds }])).get("product");
  const out = new Map<string, string>();
  for (const [id, f] of fields ?? []) if (f.name?.trim()) out.set(id, f.name);
  return out;
}

export async function customerCart(store: Store, customer: UserRow): Promise<CustomerCartDto> {
  return toDto(store, await findCart(ownerOf(store, customer)));
}

/** The browser's cart replaces the stored one (the browser sends its whole cart after each change). */
export async function saveCustomerCart(store: Store, customer: UserRow, input: CartInput): Promise<CustomerCartDto> {
  const lines = await storeLines(store, input);
  return toDto(store, await writeCart(ownerOf(store, customer), { lines, discountCode: input.discountCode ?? null }));
}

/**
 * Sign-in: the browser's (guest) cart merged into the stored one by mergeCarts' rules, quantities capped
 * by each variant's current stock.
 */
export async function mergeCustomerCart(store: Store, customer: UserRow, input: CartInput): Promise<CustomerCartDto> {
  const owner = ownerOf(store, customer);
  const lines = await storeLines(store, input);
  // Stock is read before the transaction: the embedded database has one connection, so a read outside the
  // transaction while it holds it would wait forever. A line another device added in between is not capped.
  const before = await findCart(owner);
  const stock = await stockOf(store, [...(before?.lines ?? []), ...lines]);
  const row = await updateCartLocked(owner, (stored) => mergeCarts(stored, { lines, discountCode: input.discountCode ?? null }, (id) => stock.get(id) ?? null));
  return toDto(store, row);
}

/** Each variant's stock (null: untracked, or no longer on sale, when the checkout will say so). */
async function stockOf(store: Store, lines: readonly StoredLine[]): Promise<Map<string, number | null>> {
  const rows = await loadActiveProducts(store.id, [...new Set(lines.map((l) => l.productId))]);
  const products = await productDtos(store.id, [...rows.values()], false);
  return new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v.trackQuantity ? v.quantity : null] as const)));
}

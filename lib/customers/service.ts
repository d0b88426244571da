import "server-only";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { toCustomer, type Customer, type UserRow } from "@/lib/auth/schemas";
import { customerAccountKey, updateCustomerName, updateCustomerPasswordHash } from "@/lib/auth/service";
import { endOtherSessions } from "@/lib/auth/session";
import { getThrottle } from "@/lib/auth/throttle";
import { loadActiveProducts } from "@/lib/catalog/products/service";
import type { Store } from "@/lib/tenancy/store";
import { badRequest, notFound, tooManyRequests } from "@/lib/errors";
import {
  addToWishlist,
  deleteAddress,
  insertAddress,
  listAddresses,
  listWishlistItems,
  removeFromWishlist,
  setDefaultAddress,
  updateAddress,
} from "./repository";
import {
  addressSchema,
  makeDefaultSchema,
  toAddressDto,
  type AddressDto,
  type AddressValues,
  type ProfileInput,
  type WishlistItemDto,
} from "./schemas";

/**
 * Change a signed-in customer's password. The current password is checked under the same throttle as
 * sign-in (per account), so a stolen session cannot be used to guess it.
 */
export async function changeCustomerPassword(
  store: Store,
  customer: UserRow,
  currentPassword: string,
  newPassword: string,
  currentSessionToken: string | undefined,
) {
  const throttle = getThrottle();
  const key = customerAccountKey(store.id, customer.email);
  const wait = await throttle.retryAfter(key);
  if (wait > 0) throw tooManyRequests(undefined, wait);
  if (!(await verifyPassword(currentPassword, customer.passwordHash))) {
    await throttle.fail(key);
    throw badRequest("Current password is incorrect", { currentPassword: "Current password is incorrect" });
  }
  if (currentPassword === newPassword) {
    throw badRequest("The new password must differ from the current one", { newPassword: "The new password must differ from the current one" });
  }
  await updateCustomerPasswordHash(ownerOf(store, customer), await hashPassword(newPassword));
  // Whoever else holds a session of this account (a stolen cookie, a shared computer) is signed out;
  // the session that made the change stays.
  await endOtherSessions(customer.id, currentSessionToken);
}

/** A customer's own records: every call names the request's store and the signed-in customer. */
const ownerOf = (store: Store, customer: UserRow) => ({ tenantId: store.id, userId: customer.id });

export async function updateProfile(store: Store, customer: UserRow, input: ProfileInput): Promise<Customer> {
  const row = await updateCustomerName(ownerOf(store, customer), input);
  if (!row) throw notFound("Customer not found");
  return toCustomer(row);
}

export async function listAddressesOf(store: Store, customer: UserRow): Promise<AddressDto[]> {
  return (await listAddresses(ownerOf(store, customer))).map(toAddressDto);
}

export async function addAddress(store: Store, customer: UserRow, input: AddressValues): Promise<AddressDto> {
  return toAddressDto(await insertAddress(ownerOf(store, customer), input));
}

/** `{ isDefault: true }` alone makes the address the default; anything else is a full edit. */
export async function editAddress(store: Store, customer: UserRow, id: string, body: unknown): Promise<AddressDto> {
  const owner = ownerOf(store, customer);
  const only = makeDefaultSchema.safeParse(body);
  const row = only.success ? await setDefaultAddress(owner, id) : await updateAddress(owner, id, addressSchema.parse(body));
  if (!row) throw notFound("Address not found");
  return toAddressDto(row);
}

export async function removeAddress(store: Store, customer: UserRow, id: string): Promise<void> {
  if (!(await deleteAddress(ownerOf(store, customer), id))) throw notFound("Address not found");
}

/** The wishlist with each product's public fields; products no longer for sale are left out. */
export async function wishlistOf(store: Store, customer: UserRow): Promise<WishlistItemDto[]> {
  const items = await listWishlistItems(ownerOf(store, customer));
  const products = await loadActiveProducts(store.id, items.map((i) => i.productId));
  return items.flatMap((item) => {
    const p = products.get(item.productId);
    if (!p) return [];
    return [
      {
        id: item.id,
        productId: p.id,
        product: {
          id: p.id,
          name: p.name,
          slug: p.slug,
          price: p.price,
          compareAtPrice: p.compareAtPrice,
          images: p.images,
          quantity: p.quantity,
          trackQuantity: p.trackQuantity,
          hasOptions: p.options.length > 0,
        },
      },
    ];
  });
}

/** Adds an active product of this store (adding twice is harmless) and returns its wishlist entry. */
export async function addToWishlistOf(store: Store, customer: UserRow, productId: string): Promise<WishlistItemDto | { productId: string }> {
  const forSale = await loadActiveProducts(store.id, [productId]);
  if (!forSale.has(productId)) throw notFound("Product not found");
  await addToWishlist(ownerOf(store, customer), productId);
  const items = await wishlistOf(store, customer);
  return items.find((i) => i.productId === productId) ?? { productId };
}

export async function removeFromWishlistOf(store: Store, customer: UserRow, productId: string): Promise<void> {
  await removeFromWishlist(ownerOf(store, customer), productId);
}

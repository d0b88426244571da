import type { Customer } from "@/lib/auth/schemas";
import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type {
  CustomerDetail,
  CustomerList,
  customerListQuerySchema,
  customerPatchSchema,
  SegmentDto,
  segmentCustomersQuerySchema,
  segmentSchema,
} from "./admin/schemas";
import type {
  AddressDto,
  addressPatchSchema,
  addressSchema,
  changePasswordSchema,
  meQuerySchema,
  profileSchema,
  wishlistAddSchema,
  WishlistItemDto,
  wishlistParams,
} from "./schemas";

/** The signed-in shopper's own calls (docs/decisions/0137): profile, addresses, wishlist; and the owner's export. */
export const me = endpoint<{ query: typeof meQuerySchema; response: Customer | null }>()({
  method: "GET",
  path: "/api/customers/me",
  auth: "public",
  access: "customer",
  tenant: "required",
  summary: "The signed-in shopper (401 when none; with optional=1, null)",
});
export const updateProfile = endpoint<{ body: typeof profileSchema; response: Customer }>()({
  method: "PATCH",
  path: "/api/customers/me",
  auth: "customer",
  invalidates: ["/api/customers/me"],
});
export const myDataExport = endpoint()({
  method: "GET",
  path: "/api/customers/me/data-export",
  auth: "customer",
  answerKind: "file",
  summary: "The signed-in shopper's own data, as a JSON file (a data-protection request)",
});
export const requestErasure = endpoint<{ response: { message: string; requestedAt: string } }>()({
  method: "POST",
  path: "/api/customers/me/erasure-request",
  auth: "customer",
  invalidates: ["/api/customers/me"],
  summary: "The signed-in shopper asks for their data to be erased; it waits for the owner's confirmation, and the owner is mailed",
});
const password = { path: "/api/customers/password", auth: "customer" } as const;
export const changePassword = endpoint<{ body: typeof changePasswordSchema; response: { message: string } }>()({ method: "POST", ...password });
export const changePasswordPut = endpoint<{ body: typeof changePasswordSchema; response: { message: string } }>()({ method: "PUT", ...password });

export const addresses = endpoint<{ response: AddressDto[] }>()({ method: "GET", path: "/api/customers/addresses", auth: "customer" });
export const addAddress = endpoint<{ body: typeof addressSchema; response: AddressDto }>()({
  method: "POST",
  path: "/api/customers/addresses",
  auth: "customer",
  invalidates: ["/api/customers/addresses"],
});
export const editAddress = endpoint<{ params: typeof idParams; body: typeof addressPatchSchema; response: AddressDto }>()({
  method: "PUT",
  path: "/api/customers/addresses/{id}",
  auth: "customer",
  invalidates: ["/api/customers/addresses"],
  summary: "Change an address, or make it the default with {isDefault: true}",
});
export const removeAddress = endpoint<{ params: typeof idParams; response: { message: string } }>()({
  method: "DELETE",
  path: "/api/customers/addresses/{id}",
  auth: "customer",
  invalidates: ["/api/customers/addresses"],
});

export const wishlist = endpoint<{ response: WishlistItemDto[] }>()({ method: "GET", path: "/api/customers/wishlist", auth: "customer" });
export const addToWishlist = endpoint<{ body: typeof wishlistAddSchema; response: WishlistItemDto | { productId: string } }>()({
  method: "POST",
  path: "/api/customers/wishlist",
  auth: "customer",
  invalidates: ["/api/customers/wishlist"],
});
export const removeFromWishlist = endpoint<{ params: typeof wishlistParams; response: { message: string } }>()({
  method: "DELETE",
  path: "/api/customers/wishlist/{productId}",
  auth: "customer",
  invalidates: ["/api/customers/wishlist"],
});

export const exportCsv = endpoint()({ method: "GET", path: "/api/customers/export", auth: "owner", permission: "customers", answerKind: "file", summary: "The store's customers as CSV" });

// ---- the owner's customers (issue 45, record 0152): list, profile, edit, privacy requests; permission `customers`

const customersKey = ["/api/customers", "/api/customer-segments"];
export const list = endpoint<{ query: typeof customerListQuerySchema; response: CustomerList }>()({
  method: "GET",
  path: "/api/customers",
  auth: "owner",
  permission: "customers",
  summary: "The store's registered customers, one page: search (e-mail, name, phone), tag, segment, sort (createdAt, totalSpent, ordersCount, lastOrderAt; - for descending), page",
});
export const get = endpoint<{ params: typeof idParams; response: CustomerDetail }>()({
  method: "GET",
  path: "/api/customers/{id}",
  auth: "owner",
  permission: "customers",
  summary: "A customer: profile, addresses, orders, lifetime figures, note, tags and activity",
});
export const update = endpoint<{ params: typeof idParams; body: typeof customerPatchSchema; response: CustomerDetail }>()({
  method: "PATCH",
  path: "/api/customers/{id}",
  auth: "owner",
  permission: "customers",
  invalidates: customersKey,
  summary: "Change a customer's name, phone, tags, note or marketing consent",
});
export const dataExport = endpoint<{ params: typeof idParams }>()({
  method: "GET",
  path: "/api/customers/{id}/data-export",
  auth: "owner",
  permission: "customers",
  answerKind: "file",
  summary: "Everything stored about a customer, as a JSON file (a data-protection request)",
});
export const erase = endpoint<{ params: typeof idParams; response: { erased: true; alreadyErased: boolean } }>()({
  method: "POST",
  path: "/api/customers/{id}/erase",
  auth: "owner",
  permission: "customers",
  invalidates: customersKey,
  summary: "Erase a customer's personal data; orders stay, anonymised; a second erase is a no-op (200)",
});

// ---- segments

export const segments = endpoint<{ response: { items: SegmentDto[] } }>()({ method: "GET", path: "/api/customer-segments", auth: "owner", permission: "customers" });
export const createSegment = endpoint<{ body: typeof segmentSchema; response: SegmentDto }>()({
  method: "POST",
  path: "/api/customer-segments",
  auth: "owner",
  permission: "customers",
  invalidates: ["/api/customer-segments"],
  summary: "Save a segment: {name, match: all|any, rules: [{field, operator, value}]} (201)",
});
export const segment = endpoint<{ params: typeof idParams; response: SegmentDto }>()({ method: "GET", path: "/api/customer-segments/{id}", auth: "owner", permission: "customers" });
export const deleteSegment = endpoint<{ params: typeof idParams; response: { message: string } }>()({
  method: "DELETE",
  path: "/api/customer-segments/{id}",
  auth: "owner",
  permission: "customers",
  invalidates: ["/api/customer-segments"],
});
export const segmentCustomers = endpoint<{ params: typeof idParams; query: typeof segmentCustomersQuerySchema; response: CustomerList }>()({
  method: "GET",
  path: "/api/customer-segments/{id}/customers",
  auth: "owner",
  permission: "customers",
  summary: "The segment's customers, one page (the list's search, tag and sort apply too)",
});
export const segmentExport = endpoint<{ params: typeof idParams }>()({
  method: "GET",
  path: "/api/customer-segments/{id}/export",
  auth: "owner",
  permission: "customers",
  answerKind: "file",
  summary: "The segment's customers as CSV",
});

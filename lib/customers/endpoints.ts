import type { Customer } from "@/lib/auth/schemas";
import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
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

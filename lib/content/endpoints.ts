import { endpoint } from "@/lib/endpoint";
import type { idParams, langQuerySchema } from "@/lib/validation";
import type {
  Menu,
  MenuItem,
  menuInputSchema,
  menuItemInputSchema,
  menuItemListQuerySchema,
  menuItemUpdateSchema,
  menuListQuerySchema,
  menuReorderSchema,
  menuUpdateSchema,
  MenuWithItems,
  Page,
  pageInputSchema,
  pageUpdateSchema,
} from "./schemas";

/**
 * The store's pages, menus and menu items (docs/decisions/0137): shoppers read the published and active ones,
 * the owner all and changes them. A menu carries its items, so a write to either makes both stale.
 */
const pages = ["/api/pages"];
const menus = ["/api/menus", "/api/menu-items"];
type Deleted = { message: string };

// ----- pages

export const listPages = endpoint<{ query: typeof langQuerySchema; response: Page[] }>()({
  method: "GET",
  path: "/api/pages",
  auth: "public",
  tenant: "required",
  summary: "The store's pages (shoppers: published ones)",
});
export const createPage = endpoint<{ body: typeof pageInputSchema; response: Page }>()({ method: "POST", path: "/api/pages", auth: "owner", permission: "content", invalidates: pages });
export const page = endpoint<{ params: typeof idParams; query: typeof langQuerySchema; response: Page }>()({ method: "GET", path: "/api/pages/{id}", auth: "public", tenant: "required" });
const pageById = { path: "/api/pages/{id}", auth: "owner", permission: "content", invalidates: pages } as const;
export const updatePage = endpoint<{ params: typeof idParams; body: typeof pageUpdateSchema; response: Page }>()({ method: "PATCH", ...pageById });
export const replacePage = endpoint<{ params: typeof idParams; body: typeof pageUpdateSchema; response: Page }>()({ method: "PUT", ...pageById });
export const removePage = endpoint<{ params: typeof idParams; response: Deleted }>()({ method: "DELETE", ...pageById });

// ----- menus

export const listMenus = endpoint<{ query: typeof menuListQuerySchema; response: MenuWithItems[] }>()({
  method: "GET",
  path: "/api/menus",
  auth: "public",
  tenant: "required",
  summary: "Menus with their items nested two levels, by sortOrder (shoppers: active ones); ?location= narrows",
});
export const createMenu = endpoint<{ body: typeof menuInputSchema; response: Menu }>()({ method: "POST", path: "/api/menus", auth: "owner", permission: "content", invalidates: menus });
export const menu = endpoint<{ params: typeof idParams; query: typeof langQuerySchema; response: MenuWithItems }>()({ method: "GET", path: "/api/menus/{id}", auth: "public", tenant: "required" });
const menuById = { path: "/api/menus/{id}", auth: "owner", permission: "content", invalidates: menus } as const;
export const updateMenu = endpoint<{ params: typeof idParams; body: typeof menuUpdateSchema; response: Menu }>()({ method: "PATCH", ...menuById });
export const replaceMenu = endpoint<{ params: typeof idParams; body: typeof menuUpdateSchema; response: Menu }>()({ method: "PUT", ...menuById });
export const removeMenu = endpoint<{ params: typeof idParams; response: Deleted }>()({ method: "DELETE", ...menuById });
export const itemsOfMenu = endpoint<{ params: typeof idParams; response: MenuItem[] }>()({
  method: "GET",
  path: "/api/menus/{id}/items",
  auth: "public",
  tenant: "required",
  summary: "A menu's items as a flat list with parentId and sortOrder",
});
export const reorderMenu = endpoint<{ params: typeof idParams; body: typeof menuReorderSchema; response: MenuItem[] }>()({
  method: "PUT",
  path: "/api/menus/{id}/reorder",
  auth: "owner", permission: "content",
  invalidates: menus,
  summary: "Every item id of the menu exactly once, in the new order",
});

// ----- menu items

export const listMenuItems = endpoint<{ query: typeof menuItemListQuerySchema; response: MenuItem[] }>()({
  method: "GET",
  path: "/api/menu-items",
  auth: "public",
  tenant: "required",
  summary: "Menu items (shoppers: the active items of active menus); ?menuId= narrows",
});
export const createMenuItem = endpoint<{ body: typeof menuItemInputSchema; response: MenuItem }>()({ method: "POST", path: "/api/menu-items", auth: "owner", permission: "content", invalidates: menus });
const itemById = { path: "/api/menu-items/{id}", auth: "owner", permission: "content", invalidates: menus } as const;
export const updateMenuItem = endpoint<{ params: typeof idParams; body: typeof menuItemUpdateSchema; response: MenuItem }>()({ method: "PATCH", ...itemById });
export const replaceMenuItem = endpoint<{ params: typeof idParams; body: typeof menuItemUpdateSchema; response: MenuItem }>()({ method: "PUT", ...itemById });
export const removeMenuItem = endpoint<{ params: typeof idParams; response: Deleted }>()({ method: "DELETE", ...itemById });

import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { categories, collections, platformInvoices, products, tenants, tenantSubscriptions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { startFakeProvider, type FakeProvider } from "../fakes/payment-provider";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";
import { servedEndpoints, UNDESCRIBED_ROUTES } from "./helpers/route-files";

/**
 * The contract: every call the three spec documents list, made over the route handlers as the app serves
 * them, once by the role that may make it (status and the documented fields) and once by each role that
 * may not (401 signed out; 403 a customer, another store's owner, or the admin writing a store's data).
 * A documented call whose handler is missing fails here.
 *
 * AWAITING_MERGE lists groups of calls whose handlers are being built elsewhere: their rows are skipped
 * while the handler is missing. It is empty: every documented call must answer.
 */
const AWAITING_MERGE: Group[] = [];

type Group = "themes" | "heroBanners" | "readiness";
type Access = "public" | "customer" | "owner" | "staff" | "admin";
type Role = "visitor" | "customer" | "owner" | "otherOwner" | "admin";
type Input = { params?: Record<string, string>; body?: unknown; query?: string; rawBody?: string; headers?: Record<string, string> };
type Row = {
  /** As the documents write it. */
  call: string;
  /** The handler's folder under app/. */
  file: string;
  access: Access;
  /** "store" (default): /store/demo/… on the platform host; "platform": the root host. */
  on?: "store" | "platform";
  group?: Group;
  input?: (s: State) => Promise<Input> | Input;
  /** Fields the documents name in the answer; "[]" for a list. */
  fields?: string[] | "[]";
  after?: (json: Record<string, unknown>, s: State) => void | Promise<void>;
  /** Expected status of the permitted call, when it is not 2xx. */
  status?: number;
};

type State = Record<string, string>;

const ctx = setupTestDatabase();
let fake: FakeProvider;
const clients = {} as Record<Role, TestClient>;
const state: State = {};

const KEYS = {
  razorpayEnabled: true,
  razorpayKeyId: "rzp_test_contract",
  razorpayKeySecret: "rzp_secret_contract",
  stripeEnabled: true,
  stripePublicKey: "pk_test_contract",
  stripeSecretKey: "sk_test_contract",
  paypalEnabled: true,
  paypalClientId: "pp_client_contract",
  paypalClientSecret: "pp_secret_contract",
};

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

function routeFile(file: string) {
  return path.join(process.cwd(), "app", file, "route.ts");
}

const norm = (p: string) => p.replace(/\{[^}]+\}/g, "{}");

/**
 * The registry's endpoint for a documented call (its method and path, parameters by position), with the folder
 * that serves it: the rows walk the registry, and a row whose call the registry lacks names a folder that
 * tests/integration/helpers/route-files.ts lists as not yet described.
 */
function endpointOf(call: string) {
  const [method, documented] = call.split(" ");
  const p = norm(documented.split("?")[0]);
  return servedEndpoints().find((r) => r.endpoint.method === method && norm(r.endpoint.path) === p);
}

async function handlerOf(file: string, method: string): Promise<Handler | undefined> {
  const mod = (await import(/* @vite-ignore */ routeFile(file))) as Record<string, Handler | undefined>;
  return mod[method];
}

function visitorPath(row: Row, documented: string, query?: string) {
  const p = row.on === "platform" ? documented : `/store/demo${documented}`;
  return query ? `${p}?${query}` : p;
}

async function send(role: Role, row: Row, input: Input) {
  const [method, documentedWithQuery] = row.call.split(" ");
  // The documented query (?status=active) is an example of the input; the row's input gives the real one.
  const documented = documentedWithQuery.split("?")[0];
  const described = endpointOf(row.call);
  if (described) {
    expect(described.endpoint.access ?? described.endpoint.auth, `${row.call}: the descriptor ${described.slice}.${described.name} declares the documented access`).toBe(row.access);
    expect(`api/${described.folder}`, `${row.call}: served from its row's folder`).toBe(row.file);
  } else if (row.file.startsWith("api/") && row.file !== "api/[...path]") {
    expect(UNDESCRIBED_ROUTES.has(row.file.replace(/^api\//, "")), `${row.call}: no endpoint in lib/contract/registry.ts`).toBe(true);
  }
  const handler = await handlerOf(row.file, method);
  if (!handler) throw new Error(`${row.call}: app/${row.file}/route.ts has no ${method} handler`);
  let concrete = documented;
  for (const [k, v] of Object.entries(input.params ?? {})) concrete = concrete.replace(`{${k}}`, v);
  // A visitor carries no cookies: a fresh client each time, so a public sign-in row signs nobody in for later rows.
  const client = role === "visitor" ? new TestClient("localhost:3000") : clients[role];
  return client.call(handler, {
    method,
    path: visitorPath(row, concrete, input.query),
    params: input.params,
    body: input.body,
    rawBody: input.rawBody,
    headers: input.headers,
  });
}

const successRole: Record<Access, Role> = { public: "visitor", customer: "customer", owner: "owner", staff: "owner", admin: "admin" };

function deniedRoles(row: Row): { role: Role; status: number }[] {
  const write = !row.call.startsWith("GET ");
  switch (row.access) {
    case "customer":
      return [{ role: "visitor", status: 401 }];
    case "owner":
      return [
        { role: "visitor", status: 401 },
        { role: "customer", status: 403 },
        { role: "otherOwner", status: 403 },
        ...(write ? [{ role: "admin" as Role, status: 403 }] : []),
      ];
    case "staff":
      return [{ role: "visitor", status: 401 }];
    case "admin":
      return [
        { role: "visitor", status: 401 },
        { role: "owner", status: 403 },
      ];
    default:
      return [];
  }
}

// A text image, so the multipart body survives being sent as a string.
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#3b82f6"/></svg>';

function multipartImage(field = "file") {
  const boundary = "----contract" + Math.random().toString(36).slice(2);
  const rawBody = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${SVG}\r\n--${boundary}--\r\n`;
  return { rawBody, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const address = { firstName: "Asha", lastName: "Rao", address1: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN", phone: "9999999999", type: "shipping", isDefault: true };

/** The spec's own order payload: no structured address; the customer's default saved address is used. */
const specOrder = (s: State, paymentMethod: string) => ({
  tenantId: s.demoId,
  customerEmail: "contract@example.com",
  customerName: "Con Tract",
  customerAddress: "1 MG Road, Bengaluru",
  subtotal: "1.00",
  shipping: "0",
  tax: "0",
  total: "1.00",
  paymentMethod,
  items: [{ productId: s.productId, quantity: 1, price: "1.00" }],
});

const uniq = () => Math.random().toString(36).slice(2, 8);

const ROWS: Row[] = [
  // ---- Storefront (document 1)
  { call: "GET /api/tenant", file: "api/tenant", access: "public", fields: ["id", "slug", "name", "currency", "country", "logo", "favicon", "showSiteName", "primaryColor", "theme", "activeTheme"] },
  { call: "GET /api/customers/me", file: "api/customers/me", access: "customer", fields: ["firstName", "lastName", "email"] },
  { call: "GET /api/customers/orders", file: "api/customers/orders", access: "customer", fields: "[]" },
  { call: "GET /api/customers/addresses", file: "api/customers/addresses", access: "customer", fields: "[]" },
  { call: "GET /api/customers/wishlist", file: "api/customers/wishlist", access: "customer", fields: "[]" },
  {
    call: "POST /api/customers/register",
    file: "api/customers/register",
    access: "public",
    input: () => ({ body: { firstName: "New", lastName: "Shopper", email: `new-${uniq()}@example.com`, password: "secret123" } }),
    fields: ["firstName", "lastName", "email"],
  },
  { call: "POST /api/customers/login", file: "api/customers/login", access: "public", input: () => ({ body: { email: "contract@example.com", password: "secret123" } }), fields: ["email"] },
  { call: "POST /api/customers/logout", file: "api/customers/logout", access: "public" },
  {
    call: "POST /api/customers/addresses",
    file: "api/customers/addresses",
    access: "customer",
    input: () => ({ body: { ...address, isDefault: false, address1: "2 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700016" } }),
    fields: ["id", "firstName", "lastName", "address1", "address2", "city", "state", "zipCode", "country", "phone", "type", "isDefault"],
    after: (j, s) => void (s.addressId = String(j.id)),
  },
  { call: "PUT /api/customers/addresses/{id}", file: "api/customers/addresses/[id]", access: "customer", input: (s) => ({ params: { id: s.addressId }, body: { isDefault: true } }), fields: ["id", "isDefault"] },
  { call: "GET /api/tenants/{slug}/payment-methods", file: "api/tenants/[id]/payment-methods", access: "public", input: () => ({ params: { id: "demo" } }), fields: ["paypalEnabled", "razorpayEnabled", "codEnabled"] },
  { call: "GET /api/categories", file: "api/categories", access: "public", fields: "[]" },
  { call: "GET /api/categories/single/{id}", file: "api/categories/single/[id]", access: "public", input: (s) => ({ params: { id: s.categoryId } }), fields: ["id", "name", "slug"] },
  { call: "GET /api/menus", file: "api/menus", access: "public", fields: "[]" },
  { call: "GET /api/menu-items", file: "api/menu-items", access: "public", fields: "[]" },
  { call: "GET /api/collections", file: "api/collections", access: "public", fields: "[]" },
  { call: "GET /api/collections/slug/{slug}", file: "api/collections/slug/[slug]", access: "public", input: (s) => ({ params: { slug: s.collectionSlug } }), fields: ["id", "name", "slug", "type"] },
  { call: "GET /api/collections/{id}", file: "api/collections/[id]", access: "public", input: (s) => ({ params: { id: s.collectionId } }), fields: ["id", "name", "slug", "type"] },
  { call: "GET /api/collections/{id}/products", file: "api/collections/[id]/products", access: "public", input: (s) => ({ params: { id: s.collectionId } }), fields: "[]" },
  { call: "GET /api/products?status=active", file: "api/products", access: "public", input: () => ({ query: "status=active" }), fields: "[]" },
  { call: "GET /api/products", file: "api/products", access: "public", fields: "[]" },
  { call: "GET /api/products/{id}", file: "api/products/[id]", access: "public", input: (s) => ({ params: { id: s.productId } }), fields: ["id", "name", "price", "images", "quantity", "status"] },
  { call: "GET /api/products?category={id}&all=true", file: "api/products", access: "public", input: (s) => ({ query: `category=${s.categoryId}&all=true` }), fields: "[]" },
  { call: "GET /api/products?category={subId}", file: "api/products", access: "public", input: (s) => ({ query: `category=${s.subCategoryId}` }), fields: "[]" },
  {
    call: "POST /api/orders",
    file: "api/orders",
    access: "customer",
    input: (s) => ({ body: specOrder(s, "cod") }),
    fields: ["id", "invoiceNumber", "subtotal", "shipping", "tax", "total"],
    after: (j) => {
      // The server's numbers, not the client's "1.00".
      expect(j.total).not.toBe("1.00");
    },
  },
  {
    call: "POST /api/create-payment-intent",
    file: "api/create-payment-intent",
    access: "customer",
    input: (s) => ({ body: { amount: 1, orderId: s.stripeOrderId, tenantId: s.demoId } }),
    fields: ["clientSecret"],
  },
  { call: "POST /api/calculate-tax", file: "api/calculate-tax", access: "public", input: (s) => ({ body: { buyerLocation: { country: "IN", state: "Karnataka" }, cartItems: [{ productId: s.productId, quantity: 1, price: "1.00" }] } }), fields: ["taxAmount", "taxBreakdown"] },
  { call: "POST /api/calculate-shipping", file: "api/calculate-shipping", access: "public", input: () => ({ body: { shippingType: "domestic", orderValue: 500, countryCode: "IN" } }), fields: ["shippingCost"] },
  {
    call: "POST /api/razorpay/create-order",
    file: "api/razorpay/create-order",
    access: "customer",
    input: (s) => ({ body: { amount: 100, orderId: s.rzpOrderId, currency: "INR" } }),
    fields: ["key", "amount", "id"],
    after: (j, s) => void (s.rzpProviderOrder = String(j.id)),
  },
  {
    call: "POST /api/razorpay/verify-payment",
    file: "api/razorpay/verify-payment",
    access: "customer",
    input: (s) => ({ body: { ...fake.razorpayPay(s.rzpProviderOrder)!, orderId: s.rzpOrderId, amount: 100, tenantId: s.demoId } }),
  },
  {
    call: "POST /order",
    file: "t/[tenant]/order",
    access: "customer",
    // The PayPal component sends amount, currency and intent only: the customer's pending PayPal order is meant.
    input: () => ({ body: { amount: "1.00", currency: "USD", intent: "capture" } }),
    fields: ["id"],
    after: (j, s) => {
      s.paypalProviderOrder = String(j.id);
      fake.paypalApprove(s.paypalProviderOrder);
    },
  },
  { call: "POST /order/{id}/capture", file: "t/[tenant]/order/[id]/capture", access: "customer", input: (s) => ({ params: { id: s.paypalProviderOrder } }) },
  { call: "GET /setup", file: "t/[tenant]/setup", access: "customer", fields: ["clientToken"] },

  // ---- Session, admin and tenants (document 2)
  { call: "POST /api/auth/login", file: "api/auth/login", access: "public", on: "platform", input: () => ({ body: { email: "owner@example.com", password: "owner12345" } }), fields: ["firstName", "role"] },
  { call: "GET /api/auth/me", file: "api/auth/me", access: "staff", fields: ["role", "tenantId"] },
  { call: "GET /api/user", file: "api/user", access: "staff", fields: ["tenantId"] },
  { call: "GET /api/admin/stats", file: "api/admin/stats", access: "admin", on: "platform", fields: ["activeTenants", "totalOrders", "monthlyRevenue", "platformFees"] },
  { call: "GET /api/tenants", file: "api/tenants", access: "admin", on: "platform", fields: "[]" },
  {
    call: "POST /api/admin/create-tenant-user",
    file: "api/admin/create-tenant-user",
    access: "admin",
    on: "platform",
    input: () => ({ body: { email: `owner-${uniq()}@example.com`, password: "owner12345", firstName: "New", lastName: "Owner", role: "tenant" } }),
    fields: ["id"],
    after: (j, s) => void (s.newOwnerId = String(j.id)),
  },
  {
    call: "POST /api/tenants",
    file: "api/tenants",
    access: "admin",
    on: "platform",
    input: (s) => {
      const slug = `shop-${uniq()}`;
      return { body: { name: "Contract Shop", slug, subdomain: slug, description: "", ownerId: s.newOwnerId } };
    },
    fields: ["id", "slug", "subdomain", "ownerId", "subscriptionStatus", "nextDueDate"],
  },
  { call: "GET /api/tenants/my-stores", file: "api/tenants/my-stores", access: "staff", on: "platform", fields: "[]" },
  { call: "GET /api/tenant/stats", file: "api/tenant/stats", access: "owner", fields: ["totalOrders", "totalRevenue"] },

  // ---- Tax
  { call: "GET /api/tenants/{id}/tax-settings", file: "api/tenants/[id]/tax-settings", access: "owner", input: (s) => ({ params: { id: s.demoId } }), fields: ["taxEnabled", "invoiceNumberFormat", "nextInvoiceNumber"] },
  {
    call: "PATCH /api/tenants/{id}/tax-settings",
    file: "api/tenants/[id]/tax-settings",
    access: "owner",
    input: (s) => ({ params: { id: s.demoId }, body: { taxEnabled: true, taxIdNumber: "29ABCDE1234F1Z5", taxationType: "exclusive", customInvoiceNumbering: false, invoiceNumberFormat: "IS00{NUMBER}", nextInvoiceNumber: 1000, paidInvoiceNumberFormat: null, nextPaidInvoiceNumber: 1, setInvoiceDateOnPayment: false, vatEnabled: false, vatNumberValidation: false, autoTaxExempt: false, homeCountryExclusion: false } }),
    fields: ["taxEnabled", "taxIdNumber", "taxationType", "customInvoiceNumbering", "invoiceNumberFormat", "nextInvoiceNumber", "paidInvoiceNumberFormat", "nextPaidInvoiceNumber", "setInvoiceDateOnPayment", "vatEnabled", "vatNumberValidation", "autoTaxExempt", "homeCountryExclusion"],
  },
  { call: "GET /api/tax-rules", file: "api/tax-rules", access: "owner", fields: "[]" },
  {
    call: "POST /api/tax-rules",
    file: "api/tax-rules",
    access: "owner",
    input: () => ({ body: { name: `VAT ${uniq()}`, levels: [{ level: 1, labelName: "VAT", taxRate: "5", country: null, applyToAllCountries: true, state: null, applyToAllStates: true }] } }),
    fields: ["id", "name", "levels"],
    after: (j, s) => void (s.taxRuleId = String(j.id)),
  },
  {
    call: "PATCH /api/tax-rules/{id}",
    file: "api/tax-rules/[id]",
    access: "owner",
    input: (s) => ({ params: { id: s.taxRuleId }, body: { name: "VAT edited", levels: [{ level: 1, labelName: "VAT", taxRate: "7.5", country: null, applyToAllCountries: true, state: null, applyToAllStates: true }] } }),
    fields: ["id", "name", "levels"],
    after: (j, s) => expect(j).toMatchObject({ id: s.taxRuleId, name: "VAT edited" }),
  },
  {
    call: "PUT /api/tax-rules/{id}",
    file: "api/tax-rules/[id]",
    access: "owner",
    input: (s) => ({ params: { id: s.taxRuleId }, body: { name: "VAT put", levels: [{ level: 1, labelName: "VAT", taxRate: "8", country: null, applyToAllCountries: true, state: null, applyToAllStates: true }] } }),
    fields: ["id", "name", "levels"],
  },
  { call: "DELETE /api/tax-rules/{id}", file: "api/tax-rules/[id]", access: "owner", input: (s) => ({ params: { id: s.taxRuleId } }) },

  // ---- Themes and storefront draft (owner-only, like every theme, draft, hero and readiness call)
  { call: "GET /api/themes", file: "api/themes", access: "owner", group: "themes", fields: "[]" },
  { call: "POST /api/tenant/theme/select", file: "api/tenant/theme/select", access: "owner", group: "themes", input: () => ({ body: { themeId: "sellure" } }) },
  { call: "GET /api/themes/{id}/schema", file: "api/themes/[id]/schema", access: "owner", group: "themes", input: () => ({ params: { id: "sellure" } }) },
  { call: "GET /api/themes/{id}/data", file: "api/themes/[id]/data", access: "owner", group: "themes", input: () => ({ params: { id: "sellure" } }) },
  { call: "POST /api/tenant/theme/customize", file: "api/tenant/theme/customize", access: "owner", group: "themes", input: () => ({ body: { themeId: "sellure", settings: {} } }) },
  { call: "GET /api/themes/{themeId}/draft", file: "api/themes/[id]/draft", access: "owner", group: "themes", input: () => ({ params: { id: "sellure", themeId: "sellure" } }) },
  { call: "POST /api/themes/{themeId}/draft", file: "api/themes/[id]/draft", access: "owner", group: "themes", input: () => ({ params: { id: "sellure", themeId: "sellure" }, body: { editable_content: { content: {}, sections: [] } } }) },
  { call: "POST /api/themes/{themeId}/publish", file: "api/themes/[id]/publish", access: "owner", group: "themes", input: () => ({ params: { id: "sellure", themeId: "sellure" }, body: { editable_content: { content: {}, sections: [] } } }) },
  { call: "GET /api/storefront-readiness", file: "api/storefront-readiness", access: "owner", group: "readiness" },
  { call: "POST /api/theme/upload/image", file: "api/theme/upload/image", access: "owner", group: "themes", input: () => multipartImage("image"), fields: ["url"] },
  { call: "POST /api/theme/upload/logo", file: "api/theme/upload/logo", access: "owner", group: "themes", input: () => multipartImage(), fields: ["url"] },
  { call: "POST /api/theme/upload/favicon", file: "api/theme/upload/favicon", access: "owner", group: "themes", input: () => multipartImage(), fields: ["url"] },

  // ---- Pages
  { call: "GET /api/pages", file: "api/pages", access: "public", fields: "[]" },
  {
    call: "POST /api/pages",
    file: "api/pages",
    access: "owner",
    input: () => ({ body: { title: "Contract page", slug: `contract-${uniq()}`, content: "<p>Hi</p>", metaDescription: "", isPublished: true, sortOrder: 0 } }),
    fields: ["id", "title", "slug", "content", "metaDescription", "isPublished", "sortOrder"],
    after: (j, s) => void (s.pageId = String(j.id)),
  },
  { call: "PATCH /api/pages/{id}", file: "api/pages/[id]", access: "owner", input: (s) => ({ params: { id: s.pageId }, body: { title: "Contract page 2" } }), fields: ["id", "title"] },
  { call: "DELETE /api/pages/{id}", file: "api/pages/[id]", access: "owner", input: (s) => ({ params: { id: s.pageId } }) },

  // ---- Collections
  {
    call: "POST /api/collections",
    file: "api/collections",
    access: "owner",
    input: (s) => ({ body: { name: `Picks ${uniq()}`, description: "", type: "manual", productIds: [s.productId], sortOrder: 0 } }),
    fields: ["id", "name", "slug", "type"],
    after: (j, s) => void (s.newCollectionId = String(j.id)),
  },
  { call: "PATCH /api/collections/{id}", file: "api/collections/[id]", access: "owner", input: (s) => ({ params: { id: s.newCollectionId }, body: { name: "Picks edited" } }), fields: ["id", "name"] },
  { call: "PUT /api/collections/{id}", file: "api/collections/[id]", access: "owner", input: (s) => ({ params: { id: s.newCollectionId }, body: { name: "Picks put" } }), fields: ["id", "name"] },
  { call: "DELETE /api/collections/{id}", file: "api/collections/[id]", access: "owner", input: (s) => ({ params: { id: s.newCollectionId } }) },

  // ---- Categories
  {
    call: "POST /api/categories",
    file: "api/categories",
    access: "owner",
    input: (s) => ({ body: { name: `Cat ${uniq()}`, description: "", parentId: null, sortOrder: 0, seoTitle: "", seoDescription: "", tenantId: s.demoId } }),
    fields: ["id", "name", "slug"],
    after: (j, s) => void (s.newCategoryId = String(j.id)),
  },
  { call: "PATCH /api/categories/{id}", file: "api/categories/[id]", access: "owner", input: (s) => ({ params: { id: s.newCategoryId }, body: { name: "Cat edited" } }), fields: ["id", "name"] },
  { call: "PUT /api/categories/{id}", file: "api/categories/[id]", access: "owner", input: (s) => ({ params: { id: s.newCategoryId }, body: { name: "Cat put" } }), fields: ["id", "name"] },
  { call: "DELETE /api/categories/{id}", file: "api/categories/[id]", access: "owner", input: (s) => ({ params: { id: s.newCategoryId } }) },

  // ---- Products
  {
    call: "POST /api/products",
    file: "api/products",
    access: "owner",
    input: (s) => ({ body: { name: `Thing ${uniq()}`, price: "10.00", status: "active", quantity: 5, trackQuantity: true, tenantId: s.demoId } }),
    fields: ["id", "name", "price", "status"],
    after: (j, s) => void (s.newProductId = String(j.id)),
  },
  { call: "PATCH /api/products/{id}", file: "api/products/[id]", access: "owner", input: (s) => ({ params: { id: s.newProductId }, body: { price: "12.00" } }), fields: ["id", "price"] },
  { call: "PUT /api/products/{id}", file: "api/products/[id]", access: "owner", input: (s) => ({ params: { id: s.newProductId }, body: { price: "13.00" } }), fields: ["id", "price"] },
  { call: "DELETE /api/products/{id}", file: "api/products/[id]", access: "owner", input: (s) => ({ params: { id: s.newProductId } }) },

  // ---- Orders
  { call: "GET /api/orders", file: "api/orders", access: "owner", fields: "[]" },
  { call: "PATCH /api/orders/{id}/status", file: "api/orders/[id]/status", access: "owner", input: (s) => ({ params: { id: s.codOrderId }, body: { status: "processing" } }), fields: ["id", "status", "invoiceNumber"] },

  // ---- Menus
  {
    call: "POST /api/menus",
    file: "api/menus",
    access: "owner",
    input: () => ({ body: { name: `Menu ${uniq()}`, location: "footer", linkType: "dropdown", isActive: true, sortOrder: 9 } }),
    fields: ["id", "name", "location"],
    after: (j, s) => void (s.newMenuId = String(j.id)),
  },
  { call: "PUT /api/menus/{id}", file: "api/menus/[id]", access: "owner", input: (s) => ({ params: { id: s.newMenuId }, body: { name: "Menu edited", location: "footer", linkType: "dropdown", isActive: true, sortOrder: 9 } }), fields: ["id", "name"] },
  {
    call: "POST /api/menu-items",
    file: "api/menu-items",
    access: "owner",
    input: (s) => ({ body: { menuId: s.newMenuId, label: "Home", linkType: "internal", linkTarget: "/", sortOrder: 0, isActive: true, openInNewTab: false } }),
    fields: ["id", "menuId", "label"],
    after: (j, s) => void (s.newItemId = String(j.id)),
  },
  { call: "GET /api/menus/{id}/items", file: "api/menus/[id]/items", access: "public", input: (s) => ({ params: { id: s.newMenuId } }), fields: "[]" },
  { call: "PUT /api/menus/{id}/reorder", file: "api/menus/[id]/reorder", access: "owner", input: (s) => ({ params: { id: s.newMenuId }, body: { itemIds: [s.newItemId] } }) },
  { call: "PUT /api/menu-items/{id}", file: "api/menu-items/[id]", access: "owner", input: (s) => ({ params: { id: s.newItemId }, body: { label: "Start" } }), fields: ["id", "label"] },
  { call: "DELETE /api/menu-items/{id}", file: "api/menu-items/[id]", access: "owner", input: (s) => ({ params: { id: s.newItemId } }) },
  { call: "DELETE /api/menus/{id}", file: "api/menus/[id]", access: "owner", input: (s) => ({ params: { id: s.newMenuId } }) },

  // ---- Hero banners
  { call: "GET /api/hero-banners", file: "api/hero-banners", access: "owner", group: "heroBanners", fields: "[]" },
  {
    call: "POST /api/hero-banners",
    file: "api/hero-banners",
    access: "owner",
    group: "heroBanners",
    input: () => ({ body: { layout: "full-rectangular", desktopImages: ["/assets/demo/hero.svg"], mobileImages: [], isActive: false, sortOrder: 0 } }),
    fields: ["id"],
    after: (j, s) => void (s.bannerId = String(j.id)),
  },
  { call: "PATCH /api/hero-banners/{id}", file: "api/hero-banners/[id]", access: "owner", group: "heroBanners", input: (s) => ({ params: { id: s.bannerId }, body: { isActive: false } }) },
  { call: "DELETE /api/hero-banners/{id}", file: "api/hero-banners/[id]", access: "owner", group: "heroBanners", input: (s) => ({ params: { id: s.bannerId } }) },
  { call: "POST /api/upload", file: "api/upload", access: "owner", input: () => multipartImage(), fields: ["url"] },

  // ---- Settings (document 3)
  { call: "GET /api/my-tenant", file: "api/my-tenant", access: "owner", fields: ["id", "slug", "name"] },
  { call: "GET /api/tenants/current", file: "api/tenants/current", access: "public", fields: ["id", "slug", "name"] },
  { call: "PUT /api/tenants/{id}", file: "api/tenants/[id]", access: "owner", input: (s) => ({ params: { id: s.demoId }, body: { name: "Demo Store", description: "A demo", customDomain: null, country: "IN", currency: "INR" } }), fields: ["id", "name"] },
  { call: "PATCH /api/tenants/{id}", file: "api/tenants/[id]", access: "owner", input: (s) => ({ params: { id: s.demoId }, body: { country: "IN", currency: "INR" } }), fields: ["country", "currency"] },
  {
    call: "PUT /api/tenants/{id}/payment-settings",
    file: "api/tenants/[id]/payment-settings",
    access: "owner",
    input: (s) => ({ params: { id: s.demoId }, body: { ...KEYS, codEnabled: true, codCharges: 49, codMinOrder: 0 } }),
    fields: ["paypalEnabled", "razorpayEnabled", "codEnabled", "codCharges", "codMinOrder"],
  },
  { call: "POST /api/tenant/migrate-storage-urls", file: "api/tenant/migrate-storage-urls", access: "owner", fields: ["message"] },
  { call: "GET /api/shipping-tiers?shippingType=domestic", file: "api/shipping-tiers", access: "owner", input: () => ({ query: "shippingType=domestic" }), fields: "[]" },
  { call: "GET /api/shipping-tiers?shippingType=international", file: "api/shipping-tiers", access: "owner", input: () => ({ query: "shippingType=international" }), fields: "[]" },
  {
    call: "POST /api/shipping-tiers",
    file: "api/shipping-tiers",
    access: "owner",
    input: () => ({ body: { name: "Courier", shippingType: "domestic", pricingType: "fixed", fixedPrice: 60, freeAbove: null, priceRanges: [], countries: [], isActive: true } }),
    fields: ["id", "name", "shippingType", "pricingType"],
    after: (j, s) => void (s.tierId = String(j.id)),
  },
  { call: "PATCH /api/shipping-tiers/{id}", file: "api/shipping-tiers/[id]", access: "owner", input: (s) => ({ params: { id: s.tierId }, body: { isActive: false } }), fields: ["id", "isActive"] },
  { call: "DELETE /api/shipping-tiers/{id}", file: "api/shipping-tiers/[id]", access: "owner", input: (s) => ({ params: { id: s.tierId } }) },
  {
    call: "POST /api/register-tenant",
    file: "api/register-tenant",
    access: "public",
    on: "platform",
    input: (s) => {
      s.regSubdomain = `reg-${uniq()}`;
      s.regEmail = `${s.regSubdomain}@example.com`;
      return { body: { name: "Reg Shop", subdomain: s.regSubdomain, description: "", plan: "monthly", ownerEmail: s.regEmail, ownerPassword: "owner12345", ownerFirstName: "Reg", ownerLastName: "Owner" } };
    },
    fields: ["razorpayOrder", "pricing"],
    after: (j, s) => {
      expect(j.razorpayOrder).toMatchObject({ key: "rzp_test_platform" });
      s.regOrderId = String((j.razorpayOrder as { id: string }).id);
      s.regToken = String(j.registrationToken);
    },
  },
  {
    call: "POST /api/complete-tenant-registration",
    file: "api/complete-tenant-registration",
    access: "public",
    on: "platform",
    input: (s) => ({
      body: {
        name: "Reg Shop",
        subdomain: s.regSubdomain,
        description: "",
        plan: "monthly",
        ownerEmail: s.regEmail,
        ownerPassword: "owner12345",
        ownerFirstName: "Reg",
        ownerLastName: "Owner",
        ...fake.razorpayPay(s.regOrderId)!,
        registrationToken: s.regToken,
      },
    }),
    after: async () => {
      // The payment is on record: an active subscription for the plan and a paid platform invoice.
      const [t] = await ctx.db.select().from(tenants).where(eq(tenants.subdomain, state.regSubdomain));
      const subs = await ctx.db.select().from(tenantSubscriptions).where(eq(tenantSubscriptions.tenantId, t.id));
      expect(subs.map((x) => x.status).sort()).toEqual(["active", "converted"]);
      const [inv] = await ctx.db.select().from(platformInvoices).where(eq(platformInvoices.tenantId, t.id));
      expect(inv).toMatchObject({ status: "paid", totalFees: "1179.00", transactionCount: 1 });
      expect(inv.paidAt).not.toBeNull();
    },
  },

  // ---- Access tokens (issue 41, record 0145): permission "apps"; another store's owner is refused each call
  { call: "GET /api/api-tokens", file: "api/api-tokens", access: "owner", fields: ["items"] },
  {
    call: "POST /api/api-tokens",
    file: "api/api-tokens",
    access: "owner",
    status: 201,
    input: () => ({ body: { name: "Contract", scopes: ["read_orders"] } }),
    fields: ["id", "name", "scopes", "token", "createdAt"],
    after: (j, s) => void (s.apiTokenId = String(j.id)),
  },
  { call: "DELETE /api/api-tokens/{id}", file: "api/api-tokens/[id]", access: "owner", input: (s) => ({ params: { id: s.apiTokenId } }), fields: ["ok"] },

  // ---- Staff (issue 40): every denied role above, and another store's owner, is refused each call
  { call: "GET /api/staff", file: "api/staff", access: "owner", fields: ["items"] },
  {
    call: "POST /api/staff",
    file: "api/staff",
    access: "owner",
    status: 201,
    input: () => ({ body: { email: `contract-staff-${uniq()}@example.com`, firstName: "Con", permissions: ["orders"] } }),
    fields: ["id", "email", "firstName", "lastName", "role", "permissions", "status", "lastSignInAt"],
    after: (j, s) => void (s.staffMemberId = String(j.id)),
  },
  { call: "POST /api/staff/{id}/resend", file: "api/staff/[id]/resend", access: "owner", input: (s) => ({ params: { id: s.staffMemberId } }), fields: ["id", "status"] },
  {
    call: "PATCH /api/staff/{id}",
    file: "api/staff/[id]",
    access: "owner",
    input: (s) => ({ params: { id: s.staffMemberId }, body: { permissions: ["orders", "products"] } }),
    fields: ["id", "permissions"],
  },
  // Handing the store to an invited (not yet active) member is refused: the contract's owner keeps demo.
  {
    call: "POST /api/staff/transfer-ownership",
    file: "api/staff/transfer-ownership",
    access: "owner",
    status: 400,
    input: (s) => ({ body: { memberId: s.staffMemberId, password: "owner12345" } }),
    fields: ["message", "errors"],
  },
  { call: "DELETE /api/staff/{id}", file: "api/staff/[id]", access: "owner", input: (s) => ({ params: { id: s.staffMemberId } }), fields: ["message"] },
  { call: "POST /api/staff/accept", file: "api/staff/accept", access: "public", on: "platform", status: 410, input: () => ({ body: { token: "no-such-invitation", password: "secret12345" } }), fields: ["message"] },

  // ---- Webhooks (issue 41, record 0146): permission "apps"; another store's owner is refused each call
  { call: "GET /api/webhooks", file: "api/webhooks", access: "owner", fields: ["items"] },
  {
    call: "POST /api/webhooks",
    file: "api/webhooks",
    access: "owner",
    status: 201,
    input: () => ({ body: { url: "https://hooks.example.com/contract", topics: ["orders/created", "products/updated"] } }),
    fields: ["id", "url", "topics", "secret", "enabled"],
    after: (j, s) => void (s.webhookId = String(j.id)),
  },
  { call: "PATCH /api/webhooks/{id}", file: "api/webhooks/[id]", access: "owner", input: (s) => ({ params: { id: s.webhookId }, body: { enabled: false } }), fields: ["id", "enabled"] },
  { call: "POST /api/webhooks/{id}/rotate-secret", file: "api/webhooks/[id]/rotate-secret", access: "owner", input: (s) => ({ params: { id: s.webhookId } }), fields: ["secret"] },
  {
    call: "POST /api/webhooks/{id}/test",
    file: "api/webhooks/[id]/test",
    access: "owner",
    input: (s) => ({ params: { id: s.webhookId } }),
    fields: ["id", "eventId", "topic", "status", "attempts"],
    after: (j, s) => void (s.webhookDeliveryId = String(j.id)),
  },
  { call: "GET /api/webhooks/{id}/deliveries", file: "api/webhooks/[id]/deliveries", access: "owner", input: (s) => ({ params: { id: s.webhookId }, query: "page=1" }), fields: ["items", "total"] },
  {
    call: "POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver",
    file: "api/webhooks/[id]/deliveries/[deliveryId]/redeliver",
    access: "owner",
    input: (s) => ({ params: { id: s.webhookId, deliveryId: s.webhookDeliveryId } }),
    fields: ["id", "eventId", "status"],
  },
  { call: "DELETE /api/webhooks/{id}", file: "api/webhooks/[id]", access: "owner", input: (s) => ({ params: { id: s.webhookId } }), fields: ["ok"] },

  // ---- Unknown /api paths
  { call: "GET /api/no-such-call", file: "api/[...path]", access: "public", status: 404, fields: ["message"] },
];

beforeAll(async () => {
  fake = await startFakeProvider();
  process.env.RAZORPAY_API_BASE = fake.url;
  process.env.STRIPE_API_BASE = fake.url;
  process.env.PAYPAL_API_BASE = fake.url;
  process.env.PLATFORM_RAZORPAY_KEY_ID = "rzp_test_platform";
  process.env.PLATFORM_RAZORPAY_KEY_SECRET = "platform_secret_123";
  resetEnvCache();

  const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  state.demoId = demo.id;
  const [sub] = await ctx.db.select().from(categories).where(and(eq(categories.tenantId, demo.id), isNotNull(categories.parentId))).limit(1);
  state.subCategoryId = sub.id;
  state.categoryId = sub.parentId!;
  const [col] = await ctx.db.select().from(collections).where(eq(collections.tenantId, demo.id)).limit(1);
  state.collectionId = col.id;
  state.collectionSlug = col.slug;
  const stocked = await ctx.db.select().from(products).where(and(eq(products.tenantId, demo.id), eq(products.status, "active"), isNull(products.taxRuleId)));
  state.productId = (stocked.find((p) => p.quantity > 30 && p.options.length === 0) ?? stocked[0]).id;

  for (const role of ["visitor", "customer", "owner", "otherOwner", "admin"] as Role[]) clients[role] = new TestClient("localhost:3000");
  const login = await handlerOf("api/auth/login", "POST");
  for (const [role, email] of [
    ["owner", "owner@example.com"],
    ["otherOwner", "owner2@example.com"],
    ["admin", "admin@example.com"],
  ] as const) {
    const r = await clients[role].call(login!, { path: "/api/auth/login", body: { email, password: role === "admin" ? "admin12345" : "owner12345" } });
    expect(r.status, `${role} signs in`).toBe(200);
  }
  const settings = await handlerOf("api/tenants/[id]/payment-settings", "PUT");
  const keys = await clients.owner.call(settings!, { method: "PUT", path: `/store/demo/api/tenants/${demo.id}/payment-settings`, params: { id: demo.id }, body: KEYS });
  expect(keys.status).toBe(200);

  const register = await handlerOf("api/customers/register", "POST");
  expect((await clients.customer.call(register!, { path: "/store/demo/api/customers/register", body: { firstName: "Con", lastName: "Tract", email: "contract@example.com", password: "secret123" } })).status).toBe(201);
  const addAddress = await handlerOf("api/customers/addresses", "POST");
  expect((await clients.customer.call(addAddress!, { path: "/store/demo/api/customers/addresses", body: address })).status).toBe(201);
  // Orders the payment rows work on, each placed with the spec's payload.
  const place = await handlerOf("api/orders", "POST");
  for (const [key, method] of [
    ["codOrderId", "cod"],
    ["stripeOrderId", "stripe"],
    ["rzpOrderId", "razorpay"],
    ["paypalOrderId", "paypal"],
  ] as const) {
    const r = await clients.customer.call(place!, { path: "/store/demo/api/orders", body: specOrder(state, method) });
    expect(r.status, `${method} order`).toBe(201);
    state[key] = String(r.json.id);
  }
});

afterAll(async () => {
  await fake?.close();
  for (const k of ["RAZORPAY_API_BASE", "STRIPE_API_BASE", "PAYPAL_API_BASE", "PLATFORM_RAZORPAY_KEY_ID", "PLATFORM_RAZORPAY_KEY_SECRET"]) delete process.env[k];
  resetEnvCache();
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

describe("every documented call answers with its method, path and fields", () => {
  for (const row of ROWS) {
    const exists = existsSync(routeFile(row.file));
    const skip = !exists && row.group !== undefined && AWAITING_MERGE.includes(row.group);
    (skip ? it.skip : it)(`${row.call} (${row.access})`, async () => {
      expect(exists, `app/${row.file}/route.ts`).toBe(true);
      // Refused first, with inputs that would otherwise succeed, so a refusal never depends on validation.
      for (const d of deniedRoles(row)) {
        const r = await send(d.role, row, (await row.input?.(state)) ?? {});
        expect(r.status, `${row.call} as ${d.role}`).toBe(d.status);
        expect(typeof r.json?.message, `${row.call} as ${d.role}: JSON {message}`).toBe("string");
      }
      const r = await send(successRole[row.access], row, (await row.input?.(state)) ?? {});
      if (row.status) expect(r.status, `${row.call}: ${r.text.slice(0, 300)}`).toBe(row.status);
      else expect(r.status >= 200 && r.status < 300, `${row.call} answered ${r.status}: ${r.text.slice(0, 300)}`).toBe(true);
      if (row.fields === "[]") expect(Array.isArray(r.json), `${row.call} answers a list`).toBe(true);
      else for (const f of row.fields ?? []) expect(r.json, `${row.call} answers ${f}`).toHaveProperty(f);
      await row.after?.(r.json, state);
    });
  }
});

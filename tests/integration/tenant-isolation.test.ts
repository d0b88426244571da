import { describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { GET as tenantStats } from "@/app/api/tenant/stats/route";
import { GET as activityExport } from "@/app/api/activity/export/route";
import { GET as activityList } from "@/app/api/activity/route";
import { GET as adminActivity } from "@/app/api/admin/activity/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { PUT as updateTenant } from "@/app/api/tenants/[id]/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as domainStatus, POST as recheckDomain } from "@/app/api/tenants/[id]/domain/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { DELETE as revokeToken } from "@/app/api/api-tokens/[id]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/api-tokens/route";
import { GET as listCustomers } from "@/app/api/customers/route";
import { GET as getCustomer, PATCH as patchCustomer } from "@/app/api/customers/[id]/route";
import { GET as customerDataExport } from "@/app/api/customers/[id]/data-export/route";
import { POST as eraseCustomer } from "@/app/api/customers/[id]/erase/route";
import { GET as listSegments, POST as createSegment } from "@/app/api/customer-segments/route";
import { DELETE as deleteSegment, GET as getSegment } from "@/app/api/customer-segments/[id]/route";
import { GET as segmentCustomers } from "@/app/api/customer-segments/[id]/customers/route";
import { GET as segmentExport } from "@/app/api/customer-segments/[id]/export/route";
import { POST as completeDraft } from "@/app/api/draft-orders/[id]/complete/route";
import { DELETE as deleteDraft, GET as getDraft, PATCH as patchDraft } from "@/app/api/draft-orders/[id]/route";
import { POST as sendDraftInvoice } from "@/app/api/draft-orders/[id]/send-invoice/route";
import { GET as listDrafts, POST as createDraft } from "@/app/api/draft-orders/route";
import { GET as listGiftCards, POST as issueGiftCard } from "@/app/api/gift-cards/route";
import { GET as getGiftCard, PATCH as patchGiftCard } from "@/app/api/gift-cards/[id]/route";
import { POST as giftCardBalance } from "@/app/api/gift-cards/balance/route";
import { setTxtResolver } from "@/lib/tenancy/dns";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";
import { POST as createOrder } from "@/app/api/orders/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as setOrderStatus } from "@/app/api/orders/[id]/status/route";
import { POST as requestReturn } from "@/app/api/orders/[id]/returns/route";
import { GET as customerReturnable } from "@/app/api/customers/orders/[id]/returns/route";
import { POST as parcelDelivered } from "@/app/api/orders/[id]/fulfillments/[fulfillmentId]/delivered/route";
import { GET as listReturns } from "@/app/api/returns/route";
import { GET as getReturn } from "@/app/api/returns/[id]/route";
import { POST as approveReturn } from "@/app/api/returns/[id]/approve/route";
import { POST as declineReturn } from "@/app/api/returns/[id]/decline/route";
import { POST as receiveReturn } from "@/app/api/returns/[id]/receive/route";
import { POST as refundReturn } from "@/app/api/returns/[id]/refund/route";
import { GET as listProducts } from "@/app/api/products/route";

setupTestDatabase();

async function tenantOf(host: string) {
  const r = await new TestClient(host).call(getTenant, { path: "/api/tenant" });
  return r.json as { id: string; name: string };
}

describe("tenant resolution over the API", () => {
  it("resolves the same store by subdomain and by path, with public fields only", async () => {
    const a = await new TestClient("demo.localhost:3000").call(getTenant, { path: "/api/tenant" });
    const b = await new TestClient("localhost:3000").call(getTenant, { path: "/store/demo/api/tenant" });
    expect(a.status).toBe(200);
    expect(a.json).toEqual(b.json);
    expect(a.json).toMatchObject({ slug: "demo", currency: "INR", country: "IN", domain: "demo.localhost" });
    const text = JSON.stringify(a.json);
    for (const secret of ["razorpayKeySecret", "paypalClientSecret", "stripeSecretKey", "ownerId", "taxIdNumber"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers 404 'Store Not Found' for an unknown store and on the platform host", async () => {
    const unknown = await new TestClient("nope.localhost:3000").call(getTenant, { path: "/api/tenant" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Store Not Found" });
    const root = await new TestClient("localhost:3000").call(getTenant, { path: "/api/tenant" });
    expect(root.status).toBe(404);
  });
});

describe("one store's owner cannot touch another store", () => {
  it("gadgets' owner can neither read demo's stats nor change demo", async () => {
    const demo = await tenantOf("demo.localhost:3000");
    // The gadgets owner signs in on the root host (path mode shares that cookie with /store/demo).
    const c = new TestClient("localhost:3000");
    expect((await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(200);

    expect((await c.call(tenantStats, { path: "/store/gadgets/api/tenant/stats" })).status).toBe(200);
    const read = await c.call(tenantStats, { path: "/store/demo/api/tenant/stats" });
    expect(read.status).toBe(403);
    expect(read.json).toEqual({ message: expect.any(String) });

    const write = await c.call(updateTenant, {
      method: "PUT",
      path: `/store/demo/api/tenants/${demo.id}`,
      params: { id: demo.id },
      body: { name: "Hacked" },
    });
    expect(write.status).toBe(403);

    // Naming demo's id from gadgets' own store does not reach demo either.
    const sideways = await c.call(updateTenant, {
      method: "PUT",
      path: `/store/gadgets/api/tenants/${demo.id}`,
      params: { id: demo.id },
      body: { name: "Hacked" },
    });
    expect(sideways.status).toBe(404);
    expect((await tenantOf("demo.localhost:3000")).name).toBe(demo.name);
  });

  it("refuses anonymous callers and customers", async () => {
    const anon = new TestClient("demo.localhost:3000");
    expect((await anon.call(tenantStats, { path: "/api/tenant/stats" })).status).toBe(401);
    const cust = new TestClient("demo.localhost:3000");
    await cust.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
    expect((await cust.call(tenantStats, { path: "/api/tenant/stats" })).status).toBe(403);
  });

  it("lets demo's owner update demo, validating input", async () => {
    const demo = await tenantOf("demo.localhost:3000");
    const c = new TestClient("demo.localhost:3000");
    await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    const bad = await c.call(updateTenant, { method: "PUT", path: `/api/tenants/${demo.id}`, params: { id: demo.id }, body: { name: "" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ name: "Store name is required" });
    const badId = await c.call(updateTenant, { method: "PUT", path: `/api/tenants/xyz`, params: { id: "xyz" }, body: { name: "X" } });
    expect(badId.status).toBe(400);
    const ok = await c.call(updateTenant, {
      method: "PUT",
      path: `/api/tenants/${demo.id}`,
      params: { id: demo.id },
      body: { description: "Fresh finds every week" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.description).toBe("Fresh finds every week");
    // A custom domain saved on the store resolves to it once verified (DNS TXT record, stubbed here);
    // another store cannot claim the same domain.
    const domain = await c.call(updateTenant, {
      method: "PUT",
      path: `/api/tenants/${demo.id}`,
      params: { id: demo.id },
      body: { customDomain: "Shop.Demo-Brand.com" },
    });
    expect(domain.status).toBe(200);
    expect((await new TestClient("shop.demo-brand.com").call(getTenant, { path: "/api/tenant" })).status).toBe(404);
    const record = (await c.call(domainStatus, { path: `/api/tenants/${demo.id}/domain`, params: { id: demo.id } })).json.record as { name: string; value: string };
    setTxtResolver(async (name) => (name === record.name ? [[record.value]] : []));
    try {
      expect((await c.call(recheckDomain, { path: `/api/tenants/${demo.id}/domain`, params: { id: demo.id }, body: {} })).json.status).toBe("verified");
    } finally {
      setTxtResolver(null);
    }
    const viaDomain = await new TestClient("shop.demo-brand.com").call(getTenant, { path: "/api/tenant" });
    expect(viaDomain.status).toBe(200);
    expect(viaDomain.json).toMatchObject({ id: demo.id, domain: "shop.demo-brand.com" });
    const g = new TestClient("gadgets.localhost:3000");
    await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } });
    const gadgets = await tenantOf("gadgets.localhost:3000");
    const taken = await g.call(updateTenant, {
      method: "PUT",
      path: `/api/tenants/${gadgets.id}`,
      params: { id: gadgets.id },
      body: { customDomain: "shop.demo-brand.com" },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual({ customDomain: "This domain is already used by another store" });

    const stats = await c.call(tenantStats, { path: "/api/tenant/stats" });
    expect(stats.json).toMatchObject({ totalOrders: 0, totalRevenue: "0.00" });
    expect(stats.json.totalProducts).toBeGreaterThanOrEqual(30);
  });
});

describe("the activity log (issue 40) stays in its store", () => {
  it("gadgets' owner reads gadgets' log, never demo's, nor the platform's", async () => {
    const c = new TestClient("localhost:3000");
    expect((await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(200);
    expect((await c.call(activityList, { path: "/store/gadgets/api/activity" })).status).toBe(200);
    expect((await c.call(activityList, { path: "/store/demo/api/activity" })).status).toBe(403);
    expect((await c.call(activityList, { path: "/store/demo/api/activity?resourceType=order&resourceId=x" })).status).toBe(403);
    expect((await c.call(activityExport, { path: "/store/demo/api/activity/export" })).status).toBe(403);
    expect((await c.call(adminActivity, { path: "/api/admin/activity" })).status).toBe(403);
  });
});

describe("access tokens (issue 41) stay in their store", () => {
  it("gadgets' owner neither lists, creates nor revokes demo's tokens; demo's token is refused on gadgets (404)", async () => {
    const demo = new TestClient("localhost:3000");
    expect((await demo.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } })).status).toBe(200);
    const made = await demo.call(createToken, { path: "/store/demo/api/api-tokens", body: { name: "Demo ERP", scopes: ["read_orders"] } });
    expect(made.status).toBe(201);
    const { id, token } = made.json as { id: string; token: string };

    const g = new TestClient("localhost:3000");
    expect((await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(200);
    const own = await g.call(listTokens, { path: "/store/gadgets/api/api-tokens" });
    expect(own.status).toBe(200);
    expect((own.json as { items: { id: string }[] }).items.some((t) => t.id === id)).toBe(false);
    expect((await g.call(listTokens, { path: "/store/demo/api/api-tokens" })).status).toBe(403);
    expect((await g.call(createToken, { path: "/store/demo/api/api-tokens", body: { name: "x", scopes: ["read_orders"] } })).status).toBe(403);
    expect((await g.call(revokeToken, { method: "DELETE", path: `/store/demo/api/api-tokens/${id}`, params: { id } })).status).toBe(403);
    // Gadgets' own route with demo's token id: no such token in gadgets.
    expect((await g.call(revokeToken, { method: "DELETE", path: `/store/gadgets/api/api-tokens/${id}`, params: { id } })).status).toBe(404);
    // Demo's token on gadgets: 404, nothing of gadgets read.
    const cross = await new TestClient("gadgets.localhost:3000").call(listOrders, { path: "/api/orders", headers: { authorization: `Bearer ${token}` } });
    expect(cross.status).toBe(404);
    const still = await demo.call(listTokens, { path: "/store/demo/api/api-tokens" });
    expect((still.json as { items: { id: string }[] }).items.some((t) => t.id === id)).toBe(true);
  });
});

describe("customers and segments (issue 45) stay in their store", () => {
  it("gadgets' owner reaches none of demo's customers or segments: 403 on demo's routes, 404 for demo's ids on gadgets'", async () => {
    const demo = new TestClient("localhost:3000");
    expect((await demo.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } })).status).toBe(200);
    const listed = await demo.call(listCustomers, { path: "/store/demo/api/customers?search=customer@example.com" });
    const customerId = (listed.json as { items: { id: string }[] }).items[0].id;
    const made = await demo.call(createSegment, { path: "/store/demo/api/customer-segments", body: { name: "All", match: "all", rules: [{ field: "ordersCount", operator: "gte", value: 0 }] } });
    expect(made.status).toBe(201);
    const segmentId = (made.json as { id: string }).id;

    const g = new TestClient("localhost:3000");
    expect((await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(200);
    const routes = [
      [listCustomers, "GET", "/api/customers", {}],
      [getCustomer, "GET", `/api/customers/${customerId}`, { id: customerId }],
      [patchCustomer, "PATCH", `/api/customers/${customerId}`, { id: customerId }, { tags: ["x"] }],
      [customerDataExport, "GET", `/api/customers/${customerId}/data-export`, { id: customerId }],
      [eraseCustomer, "POST", `/api/customers/${customerId}/erase`, { id: customerId }],
      [listSegments, "GET", "/api/customer-segments", {}],
      [getSegment, "GET", `/api/customer-segments/${segmentId}`, { id: segmentId }],
      [segmentCustomers, "GET", `/api/customer-segments/${segmentId}/customers`, { id: segmentId }],
      [segmentExport, "GET", `/api/customer-segments/${segmentId}/export`, { id: segmentId }],
      [deleteSegment, "DELETE", `/api/customer-segments/${segmentId}`, { id: segmentId }],
    ] as const;
    for (const [handler, method, path, params, body] of routes) {
      const onDemo = await g.call(handler, { method, path: `/store/demo${path}`, params, body });
      expect(onDemo.status, `${method} ${path} on demo`).toBe(403);
      if (Object.keys(params).length) {
        const onOwn = await g.call(handler, { method, path: `/store/gadgets${path}`, params, body });
        expect(onOwn.status, `${method} ${path} on gadgets`).toBe(404);
      }
    }
    const still = await demo.call(getCustomer, { path: `/store/demo/api/customers/${customerId}`, params: { id: customerId } });
    expect(still.json).toMatchObject({ email: "customer@example.com", erased: false, tags: [] });
    expect((await demo.call(getSegment, { path: `/store/demo/api/customer-segments/${segmentId}`, params: { id: segmentId } })).status).toBe(200);
  });
});

describe("draft orders (issue 45) stay in their store", () => {
  it("gadgets' owner reaches none of demo's drafts: 403 on demo's routes, 404 for demo's draft ids on gadgets'", async () => {
    const demo = new TestClient("localhost:3000");
    expect((await demo.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } })).status).toBe(200);
    const made = await demo.call(createDraft, { path: "/store/demo/api/draft-orders", body: { email: "phone@example.com", lines: [{ title: "Cake", price: "300", quantity: 1, taxable: true }] } });
    expect(made.status).toBe(201);
    const draftId = (made.json as { id: string }).id;

    const g = new TestClient("localhost:3000");
    expect((await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(200);
    const routes = [
      [listDrafts, "GET", "/api/draft-orders", {}],
      [getDraft, "GET", `/api/draft-orders/${draftId}`, { id: draftId }],
      [patchDraft, "PATCH", `/api/draft-orders/${draftId}`, { id: draftId }, { note: "x" }],
      [sendDraftInvoice, "POST", `/api/draft-orders/${draftId}/send-invoice`, { id: draftId }],
      [completeDraft, "POST", `/api/draft-orders/${draftId}/complete`, { id: draftId }, { paymentStatus: "paid" }],
      [deleteDraft, "DELETE", `/api/draft-orders/${draftId}`, { id: draftId }],
    ] as const;
    for (const [handler, method, path, params, body] of routes) {
      const onDemo = await g.call(handler, { method, path: `/store/demo${path}`, params, body });
      expect(onDemo.status, `${method} ${path} on demo`).toBe(403);
      if (Object.keys(params).length) {
        const onOwn = await g.call(handler, { method, path: `/store/gadgets${path}`, params, body });
        expect(onOwn.status, `${method} ${path} on gadgets`).toBe(404);
      }
    }
    const still = await demo.call(getDraft, { path: `/store/demo/api/draft-orders/${draftId}`, params: { id: draftId } });
    expect(still.json).toMatchObject({ status: "open", note: null, orderId: null });
  });
});

describe("gift cards (issue 43) stay in their store", () => {
  it("gadgets' owner reaches none of demo's cards: 403 on demo's routes, 404 for demo's ids on gadgets'; gadgets' shoppers cannot spend or look up demo's codes", async () => {
    const demo = new TestClient("localhost:3000");
    expect((await demo.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } })).status).toBe(200);
    const made = await demo.call(issueGiftCard, { path: "/store/demo/api/gift-cards", body: { initialValue: "250" } });
    expect(made.status).toBe(201);
    const { id, code } = made.json as { id: string; code: string };

    const g = new TestClient("localhost:3000");
    expect((await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(200);
    const routes = [
      [listGiftCards, "GET", "/api/gift-cards", {}],
      [issueGiftCard, "POST", "/api/gift-cards", {}, { initialValue: "10" }],
      [getGiftCard, "GET", `/api/gift-cards/${id}`, { id }],
      [patchGiftCard, "PATCH", `/api/gift-cards/${id}`, { id }, { disabled: true }],
    ] as const;
    for (const [handler, method, path, params, body] of routes) {
      const onDemo = await g.call(handler, { method, path: `/store/demo${path}`, params, body });
      expect(onDemo.status, `${method} ${path} on demo`).toBe(403);
      if (Object.keys(params).length) {
        const onOwn = await g.call(handler, { method, path: `/store/gadgets${path}`, params, body });
        expect(onOwn.status, `${method} ${path} on gadgets`).toBe(404);
      }
    }
    const balance = await new TestClient("gadgets.localhost:3000").call(giftCardBalance, { path: "/api/gift-cards/balance", body: { code } });
    expect(balance.status).toBe(404);
    const still = await demo.call(getGiftCard, { path: `/store/demo/api/gift-cards/${id}`, params: { id } });
    expect(still.json).toMatchObject({ status: "active", balance: "250.00" });
  });
});

describe("returns (issue 45) stay in their store", () => {
  it("gadgets' owner and customers reach none of demo's orders' returns: 403 on demo's routes, 404 for demo's ids on gadgets'", async () => {
    const demo = new TestClient("localhost:3000");
    expect((await demo.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } })).status).toBe(200);
    const shopper = new TestClient("localhost:3000");
    expect((await shopper.call(customerLogin, { path: "/store/demo/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } })).status).toBe(200);
    const products = (await shopper.call(listProducts, { path: "/store/demo/api/products" })).json as unknown as { id: string; options?: unknown[] }[] | { products: { id: string; options?: unknown[] }[] };
    const list = Array.isArray(products) ? products : products.products;
    const productId = list.find((p) => !p.options || p.options.length === 0)!.id;
    const address = { firstName: "Asha", lastName: "Rao", email: "customer@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
    const placed = await shopper.call(createOrder, { path: "/store/demo/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId, quantity: 1 }] } });
    expect(placed.status).toBe(201);
    const orderId = String(placed.json.id);
    for (const status of ["paid", "delivered"]) {
      expect((await demo.call(setOrderStatus, { method: "PATCH", path: `/store/demo/api/orders/${orderId}/status`, params: { id: orderId }, body: { status } })).status).toBe(200);
    }
    const itemId = ((await demo.call(getOrder, { path: `/store/demo/api/orders/${orderId}`, params: { id: orderId } })).json as unknown as { items: { id: string }[] }).items[0].id;
    const made = await shopper.call(requestReturn, { path: `/store/demo/api/orders/${orderId}/returns`, params: { id: orderId }, body: { lines: [{ orderItemId: itemId, quantity: 1, reason: "size" }] } });
    expect(made.status).toBe(201);
    const returnId = String(made.json.id);
    const fid = "00000000-0000-4000-8000-000000000000";

    const g = new TestClient("localhost:3000");
    expect((await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(200);
    const owned = [
      [listReturns, "GET", "/api/returns", {}],
      [getReturn, "GET", `/api/returns/${returnId}`, { id: returnId }],
      [approveReturn, "POST", `/api/returns/${returnId}/approve`, { id: returnId }],
      [declineReturn, "POST", `/api/returns/${returnId}/decline`, { id: returnId }, { reason: "x" }],
      [receiveReturn, "POST", `/api/returns/${returnId}/receive`, { id: returnId }, { lines: [{ orderItemId: itemId, quantity: 1, restock: true }] }],
      [refundReturn, "POST", `/api/returns/${returnId}/refund`, { id: returnId }, {}],
      [parcelDelivered, "POST", `/api/orders/${orderId}/fulfillments/${fid}/delivered`, { id: orderId, fulfillmentId: fid }],
    ] as const;
    for (const [handler, method, path, params, body] of owned) {
      const onDemo = await g.call(handler, { method, path: `/store/demo${path}`, params, body });
      expect(onDemo.status, `${method} ${path} on demo`).toBe(403);
      if (Object.keys(params).length) {
        const onOwn = await g.call(handler, { method, path: `/store/gadgets${path}`, params, body });
        expect(onOwn.status, `${method} ${path} on gadgets`).toBe(404);
      }
    }
    // The request route is the customer's (or a manager's): gadgets' owner on gadgets with demo's order, 404.
    const asked = await g.call(requestReturn, { path: `/store/gadgets/api/orders/${orderId}/returns`, params: { id: orderId }, body: { lines: [{ orderItemId: itemId, quantity: 1, reason: "size" }] } });
    expect(asked.status).toBe(404);
    // The same customer's session is per store: on gadgets, demo's order is not theirs (401 signed out there, else 404).
    expect([401, 404]).toContain((await shopper.call(requestReturn, { path: `/store/gadgets/api/orders/${orderId}/returns`, params: { id: orderId }, body: { lines: [{ orderItemId: itemId, quantity: 1, reason: "size" }] } })).status);
    expect([401, 404]).toContain((await shopper.call(customerReturnable, { path: `/store/gadgets/api/customers/orders/${orderId}/returns`, params: { id: orderId } })).status);
    expect((await demo.call(getReturn, { path: `/store/demo/api/returns/${returnId}`, params: { id: returnId } })).json).toMatchObject({ status: "requested" });
  });
});

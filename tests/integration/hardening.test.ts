import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as calculateTax } from "@/app/api/calculate-tax/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as customerMe } from "@/app/api/customers/me/route";
import { POST as changePassword } from "@/app/api/customers/password/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { GET as listProducts } from "@/app/api/products/route";
import { POST as registerTenant } from "@/app/api/register-tenant/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { PATCH as patchTenant, PUT as putTenant } from "@/app/api/tenants/[id]/route";
import { PEER_HEADER, trustPeerHeader } from "@/lib/client-address";
import { resetEnvCache } from "@/lib/env";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

setupTestDatabase();

// The route wrapper reads the caller's address from the header the server's HTTP hook writes; here the
// test plays that hook, one address per scenario.
beforeAll(() => trustPeerHeader(true));
afterAll(() => {
  trustPeerHeader(false);
  delete process.env.TRUST_PROXY_HOPS;
  resetEnvCache();
});

const OWNER = { email: "owner@example.com", password: "owner12345" };
const OTHER_OWNER = { email: "owner2@example.com", password: "owner12345" };
/** The address limit is ten times the account limit; a small account limit keeps these tests quick. */
async function withSmallLimits(fn: () => Promise<void>) {
  process.env.LOGIN_MAX_FAILURES = "3";
  resetEnvCache();
  try {
    await fn();
  } finally {
    delete process.env.LOGIN_MAX_FAILURES;
    resetEnvCache();
  }
}
const ADDRESS_LIMIT = 30;

let peerSeq = 0;
const newPeer = () => `198.51.100.${++peerSeq}`;

async function ownerClient(host = "demo.localhost:3000") {
  const c = new TestClient(host);
  const r = await c.call(staffLogin, { path: "/api/auth/login", body: OWNER, headers: { [PEER_HEADER]: newPeer() } });
  expect(r.status).toBe(200);
  return c;
}

describe("login throttling cannot be sidestepped", () => {
  it("counts one staff account's failures across every host: 9 guesses, then 429", async () => {
    const hosts = ["localhost:3000", "demo.localhost:3000", "gadgets.localhost:3000", "localhost:3000"];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A new host and a new address for every guess: neither buys more guesses on the account.
      const c = new TestClient(hosts[i % hosts.length]);
      const r = await c.call(staffLogin, { path: "/api/auth/login", body: { email: "admin@example.com", password: `wrong-${i}` }, headers: { [PEER_HEADER]: newPeer() } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
    // Even the right password waits: the answer never tells whether a guess was right.
    const right = await new TestClient("localhost:3000").call(staffLogin, {
      path: "/api/auth/login",
      body: { email: "admin@example.com", password: "admin12345" },
      headers: { [PEER_HEADER]: newPeer() },
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("ignores X-Forwarded-For by default: a new forged address per request is still one address", { timeout: 120_000 }, () =>
    withSmallLimits(async () => {
    const peer = newPeer();
    let limited = -1;
    for (let i = 0; i < ADDRESS_LIMIT + 5 && limited < 0; i++) {
      const c = new TestClient("demo.localhost:3000");
      // A different account each time, so only the per-address counter can stop this.
      const r = await c.call(customerLogin, {
        path: "/api/customers/login",
        body: { email: `spray${i}@example.com`, password: "guess-1234" },
        headers: { [PEER_HEADER]: peer, "x-forwarded-for": `203.0.113.${i}` },
      });
      if (r.status === 429) limited = i;
      else expect(r.status).toBe(401);
    }
    expect(limited).toBe(ADDRESS_LIMIT);
  }));

  it("a forged fixed X-Forwarded-For cannot lock out the address it names", { timeout: 120_000 }, () =>
    withSmallLimits(async () => {
    const victim = newPeer();
    const attacker = newPeer();
    for (let i = 0; i < ADDRESS_LIMIT + 1; i++) {
      await new TestClient("demo.localhost:3000").call(customerLogin, {
        path: "/api/customers/login",
        body: { email: `victimspray${i}@example.com`, password: "guess-1234" },
        headers: { [PEER_HEADER]: attacker, "x-forwarded-for": victim },
      });
    }
    const r = await new TestClient("demo.localhost:3000").call(customerLogin, {
      path: "/api/customers/login",
      body: { email: "customer@example.com", password: "customer12345" },
      headers: { [PEER_HEADER]: victim },
    });
    expect(r.status).toBe(200);
  }));

  it("believes exactly TRUST_PROXY_HOPS proxies", { timeout: 120_000 }, () =>
    withSmallLimits(async () => {
    process.env.TRUST_PROXY_HOPS = "1";
    resetEnvCache();
    try {
      const proxyPeer = newPeer();
      // Behind one proxy, the address it appended is the client's; its failures are limited...
      for (let i = 0; i < ADDRESS_LIMIT; i++) {
        await new TestClient("demo.localhost:3000").call(customerLogin, {
          path: "/api/customers/login",
          body: { email: `hop${i}@example.com`, password: "guess-1234" },
          headers: { [PEER_HEADER]: proxyPeer, "x-forwarded-for": `1.1.1.${i % 200}, 192.0.2.77` },
        });
      }
      const limited = await new TestClient("demo.localhost:3000").call(customerLogin, {
        path: "/api/customers/login",
        body: { email: "hop-last@example.com", password: "guess-1234" },
        headers: { [PEER_HEADER]: proxyPeer, "x-forwarded-for": "9.9.9.9, 192.0.2.77" },
      });
      expect(limited.status).toBe(429);
      // ...while another client behind the same proxy is not.
      const other = await new TestClient("demo.localhost:3000").call(customerLogin, {
        path: "/api/customers/login",
        body: { email: "customer@example.com", password: "customer12345" },
        headers: { [PEER_HEADER]: proxyPeer, "x-forwarded-for": "192.0.2.78" },
      });
      expect(other.status).toBe(200);
    } finally {
      delete process.env.TRUST_PROXY_HOPS;
      resetEnvCache();
    }
  }));

  it("gives another store's owner the same answer for a right and a wrong password", async () => {
    const right = await new TestClient("demo.localhost:3000").call(staffLogin, { path: "/api/auth/login", body: OTHER_OWNER, headers: { [PEER_HEADER]: newPeer() } });
    const wrong = await new TestClient("demo.localhost:3000").call(staffLogin, {
      path: "/api/auth/login",
      body: { email: OTHER_OWNER.email, password: "not-the-password" },
      headers: { [PEER_HEADER]: newPeer() },
    });
    expect(right.status).toBe(403);
    expect(wrong.status).toBe(right.status);
    expect(wrong.json).toEqual(right.json);
    expect(right.headers.get("set-cookie")).toBeNull();
  });

  it("limits registrations per address", async () => {
    process.env.REGISTER_MAX_PER_WINDOW = "10";
    resetEnvCache();
    const peer = newPeer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await new TestClient("demo.localhost:3000").call(customerRegister, {
        path: "/api/customers/register",
        body: { firstName: "Reg", lastName: "Ister", email: `reg${i}@example.com`, password: "secret123" },
        headers: { [PEER_HEADER]: peer },
      });
      statuses.push(r.status);
    }
    process.env.REGISTER_MAX_PER_WINDOW = "1000";
    resetEnvCache();
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("changing a password ends the account's other sessions", () => {
  it("signs out the other device and keeps the one that made the change", async () => {
    const login = { email: "customer@example.com", password: "customer12345" };
    const phone = new TestClient("demo.localhost:3000");
    const laptop = new TestClient("demo.localhost:3000");
    for (const c of [phone, laptop]) expect((await c.call(customerLogin, { path: "/api/customers/login", body: login, headers: { [PEER_HEADER]: newPeer() } })).status).toBe(200);
    const r = await laptop.call(changePassword, { path: "/api/customers/password", body: { currentPassword: login.password, newPassword: "brand-new-pass" } });
    expect(r.status).toBe(200);
    expect((await laptop.call(customerMe, { path: "/api/customers/me" })).status).toBe(200);
    expect((await phone.call(customerMe, { path: "/api/customers/me" })).status).toBe(401);
    // Put it back for the other tests.
    expect((await laptop.call(changePassword, { path: "/api/customers/password", body: { currentPassword: "brand-new-pass", newPassword: login.password } })).status).toBe(200);
  });
});

describe("no 5xx on hostile input", () => {
  it("answers 400 with a field message to a NUL character, even unauthenticated", async () => {
    const c = new TestClient("localhost:3000");
    const search = await c.call(listProducts, { path: "/store/demo/api/products?search=a%00b" });
    expect(search.status).toBe(400);
    expect(search.json.errors).toHaveProperty("search");
    const reg = await c.call(customerRegister, {
      path: "/store/demo/api/customers/register",
      body: { firstName: "\u0000x", lastName: "Y", email: "nul@example.com", password: "secret123" },
      headers: { [PEER_HEADER]: newPeer() },
    });
    expect(reg.status).toBe(400);
    expect(reg.json.errors?.firstName).toBeTruthy();
    const store = await c.call(registerTenant, {
      path: "/api/register-tenant",
      body: { name: "Nul\u0000Store", subdomain: "nulstore", plan: "monthly", ownerFirstName: "Ann", ownerLastName: "Bee", ownerEmail: "nul-owner@example.com", ownerPassword: "secret1234" },
      headers: { [PEER_HEADER]: newPeer() },
    });
    expect(store.status).toBe(400);
    expect(store.json.errors?.name).toBeTruthy();
    const surrogate = await c.call(listProducts, { path: "/store/demo/api/products?search=%ED%A0%80" });
    expect(surrogate.status).toBeLessThan(500);
  });

  it("answers 400 'Nothing to update' to an empty update", async () => {
    const c = await ownerClient();
    const id = String((await c.call(getTenant, { path: "/api/tenant" })).json.id);
    for (const handler of [putTenant, patchTenant]) {
      const r = await c.call(handler, { method: handler === putTenant ? "PUT" : "PATCH", path: `/api/tenants/${id}`, body: {}, params: { id } });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Nothing to update");
    }
  });

  it("accepts only safe image URLs for the logo and favicon", async () => {
    const c = await ownerClient();
    const id = String((await c.call(getTenant, { path: "/api/tenant" })).json.id);
    for (const bad of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "//evil.example/x.png", "/etc/passwd"]) {
      const r = await c.call(putTenant, { method: "PUT", path: `/api/tenants/${id}`, body: { logo: bad, favicon: bad }, params: { id } });
      expect(r.status, bad).toBe(400);
      expect(r.json.errors).toHaveProperty("logo");
    }
    const ok = await c.call(putTenant, { method: "PUT", path: `/api/tenants/${id}`, body: { logo: "https://cdn.example.com/logo.png", favicon: "" }, params: { id } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ logo: "https://cdn.example.com/logo.png", favicon: null });
  });

  it("takes JSON only with a JSON content type (415 otherwise)", async () => {
    const c = new TestClient("demo.localhost:3000");
    const r = await c.call(customerLogin, {
      path: "/api/customers/login",
      rawBody: JSON.stringify({ email: "customer@example.com", password: "customer12345" }),
      headers: { "content-type": "text/plain", [PEER_HEADER]: newPeer() },
    });
    expect(r.status).toBe(415);
    expect(r.json.message).toMatch(/JSON/);
  });

  it("takes quantities only as whole numbers", async () => {
    const c = new TestClient("demo.localhost:3000");
    const productId = "00000000-0000-4000-8000-000000000000";
    for (const quantity of [true, [1], "0x2", 1.5]) {
      const r = await c.call(calculateTax, { path: "/api/calculate-tax", body: { buyerLocation: { country: "US" }, cartItems: [{ productId, quantity }] } });
      expect(r.status, JSON.stringify(quantity)).toBe(400);
      expect(r.json.errors).toHaveProperty("cartItems.0.quantity");
    }
  });
});

import { describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as staffLogout } from "@/app/api/auth/logout/route";
import { GET as staffMe } from "@/app/api/auth/me/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { POST as customerLogout } from "@/app/api/customers/logout/route";
import { GET as customerMe } from "@/app/api/customers/me/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { GET as getUser } from "@/app/api/user/route";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

setupTestDatabase();

describe("owner and admin sign-in", () => {
  it("signs the demo owner in on the demo store and answers firstName and role", async () => {
    const c = new TestClient("demo.localhost:3000");
    const r = await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ firstName: "Olivia", role: "tenant", email: "owner@example.com" });
    expect(r.json).not.toHaveProperty("passwordHash");
    expect(r.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const me = await c.call(staffMe, { path: "/api/auth/me" });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ role: "tenant", canManageStore: true });
    expect(JSON.stringify(me.json)).not.toMatch(/\$2[aby]\$/);

    const user = await c.call(getUser, { path: "/api/user" });
    expect(user.json.tenantId).toBe(me.json.tenantId);
  });

  it("refuses another store's owner on a store host, and creates no session", async () => {
    const c = new TestClient("demo.localhost:3000");
    const r = await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe("Wrong session! You cannot access this tenant's dashboard.");
    expect((await c.call(staffMe, { path: "/api/auth/me" })).status).toBe(401);
  });

  it("lets the admin sign in on the root host and on a store host", async () => {
    const root = new TestClient("localhost:3000");
    const r = await root.call(staffLogin, { path: "/api/auth/login", body: { email: "ADMIN@example.com", password: "admin12345" } });
    expect(r.status).toBe(200);
    expect(r.json.role).toBe("admin");
    const store = new TestClient("gadgets.localhost:3000");
    expect((await store.call(staffLogin, { path: "/api/auth/login", body: { email: "admin@example.com", password: "admin12345" } })).status).toBe(200);
  });

  it("never signs a customer in as staff", async () => {
    const c = new TestClient("demo.localhost:3000");
    const r = await c.call(staffLogin, { path: "/api/auth/login", body: { email: "customer@example.com", password: "customer12345" } });
    expect(r.status).toBe(401);
  });

  it("ends the session on the server at logout: the old cookie no longer works", async () => {
    const c = new TestClient("localhost:3000");
    await c.call(staffLogin, { path: "/api/auth/login", body: { email: "admin@example.com", password: "admin12345" } });
    const stolen = c.cookies().get("sb_session")!;
    expect(stolen).toBeTruthy();
    expect((await c.call(staffLogout, { path: "/api/auth/logout", body: {} })).status).toBe(200);
    const replay = new TestClient("localhost:3000");
    const r = await replay.call(staffMe, { path: "/api/auth/me", headers: { cookie: `sb_session=${stolen}` } });
    expect(r.status).toBe(401);
  });

  it("answers 400 JSON to malformed bodies, never 500", async () => {
    const c = new TestClient("localhost:3000");
    const bad = await c.call(staffLogin, { path: "/api/auth/login", rawBody: "{not json", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBeTypeOf("string");
    const wrongTypes = await c.call(staffLogin, { path: "/api/auth/login", body: { email: 42, password: ["x"] } });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.json.errors ?? {})).toEqual(expect.arrayContaining(["email", "password"]));
    const short = await c.call(staffLogin, { path: "/api/auth/login", body: { email: "not-an-email", password: "123" } });
    expect(short.json.errors).toEqual({ email: "Please enter a valid email", password: "Password must be at least 6 characters" });
    const arr = await c.call(customerRegister, { path: "/store/demo/api/customers/register", body: [1, 2, 3] });
    expect(arr.status).toBe(400);
  });

  it("refuses cross-origin mutations", async () => {
    const c = new TestClient("localhost:3000");
    const r = await c.call(staffLogin, {
      path: "/api/auth/login",
      body: { email: "admin@example.com", password: "admin12345" },
      headers: { origin: "http://evil.example" },
    });
    expect(r.status).toBe(403);
    expect(c.cookies().size).toBe(0);
  });

  it("answers 401 to a wrong password and 429 to the tenth wrong attempt in a row", async () => {
    const c = new TestClient("gadgets.localhost:3000");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "wrong-password" } });
      statuses.push(r.status);
      expect(r.json.message).toBeTypeOf("string");
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses[9]).toBe(429);
    // Even the right password is refused while the account is locked.
    const right = await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
  });
});

describe("customer sessions", () => {
  it("registers a customer who is signed in on that store only", async () => {
    const c = new TestClient("localhost:3000");
    const reg = await c.call(customerRegister, {
      path: "/store/demo/api/customers/register",
      body: { firstName: "Asha", lastName: "Rao", email: "asha@example.com", password: "secret123" },
    });
    expect(reg.status).toBe(201);
    expect(reg.json).toMatchObject({ firstName: "Asha", email: "asha@example.com" });
    expect(reg.json).not.toHaveProperty("passwordHash");

    const onDemo = await c.call(customerMe, { path: "/store/demo/api/customers/me" });
    expect(onDemo.status).toBe(200);
    expect(onDemo.json).toMatchObject({ firstName: "Asha", lastName: "Rao", email: "asha@example.com" });

    // Same browser, same host, other store: not logged in there.
    const onGadgets = await c.call(customerMe, { path: "/store/gadgets/api/customers/me" });
    expect(onGadgets.status).toBe(401);
  });

  it("keeps a demo customer's session out of gadgets even if the cookie is carried over", async () => {
    const demo = new TestClient("demo.localhost:3000");
    const r = await demo.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
    expect(r.status).toBe(200);
    const [[name, value]] = [...demo.cookies()];
    // Forge the cookie under every name gadgets might read.
    const gadgets = new TestClient("gadgets.localhost:3000");
    const gTenant = await gadgets.call((await import("@/app/api/tenant/route")).GET, { path: "/api/tenant" });
    const gName = `sb_customer_${String(gTenant.json.id).replace(/-/g, "")}`;
    const me = await gadgets.call(customerMe, { path: "/api/customers/me", headers: { cookie: `${name}=${value}; ${gName}=${value}` } });
    expect(me.status).toBe(401);
  });

  it("lets the same email register in two stores with two passwords", async () => {
    const c = new TestClient("localhost:3000");
    const a = await c.call(customerRegister, {
      path: "/store/demo/api/customers/register",
      body: { firstName: "Sam", lastName: "Two", email: "sam@example.com", password: "password-a" },
    });
    const b = await c.call(customerRegister, {
      path: "/store/gadgets/api/customers/register",
      body: { firstName: "Sam", lastName: "Two", email: "sam@example.com", password: "password-b" },
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    const again = await c.call(customerRegister, {
      path: "/store/demo/api/customers/register",
      body: { firstName: "Sam", lastName: "Two", email: "SAM@example.com", password: "password-c" },
    });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual({ email: "An account with this email already exists" });
    const fresh = new TestClient("localhost:3000");
    expect((await fresh.call(customerLogin, { path: "/store/gadgets/api/customers/login", body: { email: "sam@example.com", password: "password-a" } })).status).toBe(401);
    expect((await fresh.call(customerLogin, { path: "/store/gadgets/api/customers/login", body: { email: "sam@example.com", password: "password-b" } })).status).toBe(200);
  });

  it("gives a message per field for bad registration input", async () => {
    const c = new TestClient("demo.localhost:3000");
    const r = await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: " ", lastName: "", email: "", password: "123" } });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      password: "Password must be at least 6 characters",
    });
  });

  it("keeps owner and customer sessions apart", async () => {
    const c = new TestClient("demo.localhost:3000");
    await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    await c.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
    await c.call(customerLogout, { path: "/api/customers/logout", body: {} });
    expect((await c.call(customerMe, { path: "/api/customers/me" })).status).toBe(401);
    // The storefront's own question: a visitor is null, not an error; the owner's session is no customer.
    const optional = await c.call(customerMe, { path: "/api/customers/me?optional=1" });
    expect(optional.status).toBe(200);
    expect(optional.json).toBeNull();
    expect((await c.call(staffMe, { path: "/api/auth/me" })).status).toBe(200);
  });

  it("answers 404 'Store Not Found' for customer calls on an unknown store", async () => {
    const c = new TestClient("nosuchstore.localhost:3000");
    const r = await c.call(customerLogin, { path: "/api/customers/login", body: { email: "a@b.co", password: "whatever" } });
    expect(r.status).toBe(404);
    expect(r.json.message).toBe("Store Not Found");
  });
});

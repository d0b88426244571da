import { afterEach, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { GET as domainStatus, POST as recheckDomain } from "@/app/api/tenants/[id]/domain/route";
import { PUT as putTenant } from "@/app/api/tenants/[id]/route";
import { setTxtResolver } from "@/lib/tenancy/dns";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

setupTestDatabase();

/** A stub DNS: the TXT records each name publishes (tests cannot publish real ones). */
function fakeDns(records: Record<string, string[]>) {
  setTxtResolver(async (name) => {
    if (!(name in records)) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    return records[name].map((r) => [r]);
  });
}

async function signIn(host: string, email: string, password: string, handler = staffLogin, path = "/api/auth/login") {
  const c = new TestClient(host);
  expect((await c.call(handler, { path, body: { email, password } })).status).toBe(200);
  return c;
}

const storeId = async (host: string) => String((await new TestClient(host).call(getTenant, { path: "/api/tenant" })).json.id);

describe("custom domains are served only after DNS verification", () => {
  afterEach(() => setTxtResolver(null));

  it("keeps a new domain pending until its TXT record is found, then serves it", async () => {
    const owner = await signIn("demo.localhost:3000", "owner@example.com", "owner12345");
    const id = await storeId("demo.localhost:3000");
    const domain = "shop.demo-owner.test";

    const saved = await owner.call(putTenant, { method: "PUT", path: `/api/tenants/${id}`, params: { id }, body: { customDomain: domain } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ customDomain: domain, customDomainVerified: false, domain: "demo.localhost" });

    // Typing the domain is not proof: the host does not serve the store yet.
    expect((await new TestClient(domain).call(getTenant, { path: "/api/tenant" })).status).toBe(404);

    const status = await owner.call(domainStatus, { path: `/api/tenants/${id}/domain`, params: { id } });
    expect(status.status).toBe(200);
    expect(status.json).toMatchObject({ customDomain: domain, status: "pending", record: { type: "TXT", name: `_storebuilder.${domain}` } });
    const record = status.json.record as { name: string; value: string };
    expect(record.value).toMatch(/^storebuilder-verify=[A-Za-z0-9_-]{20,}$/);

    // A wrong or missing record leaves it pending, with a reason.
    fakeDns({ [record.name]: ["storebuilder-verify=someone-elses-token"] });
    const early = await owner.call(recheckDomain, { path: `/api/tenants/${id}/domain`, params: { id }, body: {} });
    expect(early.status).toBe(200);
    expect(early.json).toMatchObject({ status: "pending" });
    expect(String(early.json.message)).toMatch(/No TXT record/);
    expect((await new TestClient(domain).call(getTenant, { path: "/api/tenant" })).status).toBe(404);

    fakeDns({ [record.name]: ["v=spf1 -all", record.value] });
    const verified = await owner.call(recheckDomain, { path: `/api/tenants/${id}/domain`, params: { id }, body: {} });
    expect(verified.json).toMatchObject({ status: "verified", customDomain: domain });
    const served = await new TestClient(domain).call(getTenant, { path: "/api/tenant" });
    expect(served.status).toBe(200);
    expect(served.json).toMatchObject({ slug: "demo", domain, customDomainVerified: true });

    // A different domain starts over: the old one is no longer served, the new one is pending.
    const moved = await owner.call(putTenant, { method: "PUT", path: `/api/tenants/${id}`, params: { id }, body: { customDomain: "www.demo-owner.test" } });
    expect(moved.json).toMatchObject({ customDomainVerified: false });
    expect((await new TestClient(domain).call(getTenant, { path: "/api/tenant" })).status).toBe(404);
    expect((await new TestClient("www.demo-owner.test").call(getTenant, { path: "/api/tenant" })).status).toBe(404);
    const newRecord = (await owner.call(domainStatus, { path: `/api/tenants/${id}/domain`, params: { id } })).json.record as { value: string };
    expect(newRecord.value).not.toBe(record.value);

    // Cleared: nothing to verify.
    await owner.call(putTenant, { method: "PUT", path: `/api/tenants/${id}`, params: { id }, body: { customDomain: "" } });
    const none = await owner.call(recheckDomain, { path: `/api/tenants/${id}/domain`, params: { id }, body: {} });
    expect(none.status).toBe(400);
  });

  it("another store's owner, a customer and a visitor can neither read nor verify demo's domain", async () => {
    const id = await storeId("demo.localhost:3000");
    const path = `/api/tenants/${id}/domain`;
    const otherOwner = await signIn("gadgets.localhost:3000", "owner2@example.com", "owner12345");
    // On gadgets' host, demo's id is not their store; on demo's host they are not its owner.
    expect((await otherOwner.call(domainStatus, { path, params: { id } })).status).toBe(404);
    const customer = await signIn("demo.localhost:3000", "customer@example.com", "customer12345", customerLogin, "/api/customers/login");
    const visitor = new TestClient("demo.localhost:3000");
    for (const c of [customer, visitor]) {
      expect([401, 403]).toContain((await c.call(domainStatus, { path, params: { id } })).status);
      expect([401, 403]).toContain((await c.call(recheckDomain, { path, params: { id }, body: {} })).status);
    }
  });
});

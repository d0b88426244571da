import { expect } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { TestClient } from "./http";

/** A browser signed in as staff on `host`: by default the demo store's owner (the seed's owner2@example.com owns gadgets). */
export async function signInStaff(host: string, email = "owner@example.com", password = "owner12345"): Promise<TestClient> {
  const c = new TestClient(host);
  expect((await c.call(staffLogin, { path: "/api/auth/login", body: { email, password } })).status).toBe(200);
  return c;
}

/** A browser signed in as a shopper of the store on `host`: by default the demo store's seeded customer. */
export async function signInCustomer(host: string, email = "customer@example.com", password = "customer12345"): Promise<TestClient> {
  const c = new TestClient(host);
  expect((await c.call(customerLogin, { path: "/api/customers/login", body: { email, password } })).status).toBe(200);
  return c;
}

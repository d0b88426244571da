import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { POST as upload } from "@/app/api/upload/route";
import { GET as serveUpload } from "@/app/uploads/[...path]/route";
import { resetEnvCache } from "@/lib/env";
import { uploadsRoot } from "@/lib/storage";
import { encodeTenantKey, TENANT_HEADER } from "@/lib/tenancy/tenant-key";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

setupTestDatabase();

const MAX = 64 * 1024;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const SAFE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0a0"/></svg>';

// Uploads go to a private temp DATA_DIR (the database is already open by then), with a small limit.
let prev: { max?: string; dataDir?: string } = {};
let dataDir = "";
beforeAll(async () => {
  prev = { max: process.env.UPLOAD_MAX_BYTES, dataDir: process.env.DATA_DIR };
  dataDir = await mkdtemp(path.join(os.tmpdir(), "sb-uploads-it-"));
  process.env.UPLOAD_MAX_BYTES = String(MAX);
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(async () => {
  for (const [k, v] of [["UPLOAD_MAX_BYTES", prev.max], ["DATA_DIR", prev.dataDir]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** POST a multipart body to /api/upload as the client `c` (its cookies), on a store subdomain. */
async function send(c: TestClient | Map<string, string> | null, parts: { name: string; data: Uint8Array | string; filename?: string; type?: string }[], host = "demo.localhost:3000") {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined) form.append(p.name, new File([p.data as BlobPart], p.filename, { type: p.type ?? "application/octet-stream" }));
    else form.append(p.name, typeof p.data === "string" ? p.data : new TextDecoder().decode(p.data));
  }
  const headers = new Headers({ host, origin: `http://${host}` });
  headers.set(TENANT_HEADER, encodeTenantKey({ mode: "subdomain", slug: host.split(".")[0] }));
  const jar = c instanceof Map ? c : c?.cookies(host);
  if (jar?.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
  const req = new NextRequest(`http://${host}/api/upload`, { method: "POST", headers, body: form });
  const res = await upload(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as { url?: string; message?: string; errors?: Record<string, string> } };
}

async function fetchUpload(url: string) {
  const segments = url.replace(/^\/uploads\//, "").split("/");
  return serveUpload(new Request(`http://demo.localhost:3000${url}`), { params: Promise.resolve({ path: segments }) });
}

let owner: TestClient;
let demoId = "";

beforeAll(async () => {
  owner = new TestClient("demo.localhost:3000");
  expect((await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } })).status).toBe(200);
  demoId = String((await owner.call(getTenant, { path: "/api/tenant" })).json.id);
});

describe("POST /api/upload", () => {
  it("stores a PNG under the store's namespace and serves it back with safe headers", async () => {
    // The name and the browser's type are irrelevant: content decides.
    const r = await send(owner, [{ name: "file", data: PNG, filename: "photo.txt", type: "text/plain" }]);
    expect(r.status).toBe(201);
    expect(r.json.url).toMatch(new RegExp(`^/uploads/${demoId}/[0-9a-f]{32}\\.png$`));
    expect(uploadsRoot()).toBe(path.resolve(dataDir, "uploads"));

    const res = await fetchUpload(r.json.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it("accepts a plain SVG (served with a sandboxing CSP) and refuses one with scripts", async () => {
    const ok = await send(owner, [{ name: "file", data: SAFE_SVG, filename: "logo.svg", type: "image/svg+xml" }]);
    expect(ok.status).toBe(201);
    expect(ok.json.url).toMatch(/\.svg$/);
    const res = await fetchUpload(ok.json.url!);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");

    const evil = await send(owner, [{ name: "file", data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', filename: "logo.svg", type: "image/svg+xml" }]);
    expect(evil.status).toBe(400);
    expect(evil.json.errors).toHaveProperty("file");
  });

  it("refuses the entity-encoded animate/href SVG and stores only a rebuilt, inert SVG", async () => {
    // Served from storage without the app's CSP (e.g. Vercel Blob), this ran on click.
    const trick = `<svg xmlns="http://www.w3.org/2000/svg"><a href="#x"><animate attributeName="h&#114;ef" values="jav&#x61;script:alert(document.domain)"/><text x="5" y="15">Click</text></a></svg>`;
    const refused = await send(owner, [{ name: "file", data: trick, filename: "logo.svg", type: "image/svg+xml" }]);
    expect(refused.status).toBe(400);

    const messy = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" data-tracker="1"><metadata>made by a tool</metadata><rect width="4" height="4" fill="#0a0" style="filter:none"/></svg>`;
    const stored = await send(owner, [{ name: "file", data: messy, filename: "logo.svg", type: "image/svg+xml" }]);
    expect(stored.status).toBe(201);
    const text = await (await fetchUpload(stored.json.url!)).text();
    expect(text).toContain('<rect width="4" height="4" fill="#0a0"');
    expect(text).not.toContain("data-tracker");
    expect(text).not.toContain("style=");
  });

  it("refuses non-images disguised by their file name and type", async () => {
    for (const [data, filename] of [
      ["<html><script>alert(document.cookie)</script></html>", "cat.png"],
      ["%PDF-1.4 ...", "cat.jpg"],
      ["just text", "cat.gif"],
    ] as const) {
      const r = await send(owner, [{ name: "file", data, filename, type: "image/png" }]);
      expect(r.status, filename).toBe(400);
      expect(r.json.message).toMatch(/Please select an image file/);
    }
  });

  it("refuses oversize files with 413 and a clear message", async () => {
    const big = new Uint8Array(MAX + 1);
    big.set(PNG);
    const r = await send(owner, [{ name: "file", data: big, filename: "big.png", type: "image/png" }]);
    expect(r.status).toBe(413);
    expect(r.json.message).toMatch(/too large.*64 KB/);
    const huge = new Uint8Array(MAX * 4);
    huge.set(PNG);
    expect((await send(owner, [{ name: "file", data: huge, filename: "huge.png" }])).status).toBe(413);
  });

  it("needs a file in the field 'file' and a multipart body", async () => {
    expect((await send(owner, [{ name: "other", data: PNG, filename: "a.png" }])).status).toBe(400);
    expect((await send(owner, [{ name: "file", data: "text value" }])).status).toBe(400);
    expect((await send(owner, [{ name: "file", data: new Uint8Array(), filename: "empty.png" }])).status).toBe(400);
    const json = await owner.call(upload, { path: "/api/upload", body: { file: "x" } });
    expect(json.status).toBe(400);
  });

  it("refuses anonymous callers (401), customers (403) and another store's owner (403)", async () => {
    expect((await send(null, [{ name: "file", data: PNG, filename: "a.png" }])).status).toBe(401);
    const customer = new TestClient("demo.localhost:3000");
    await customer.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
    expect((await send(customer, [{ name: "file", data: PNG, filename: "a.png" }])).status).toBe(403);
    const other = new TestClient("gadgets.localhost:3000");
    await other.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } });
    // Their session cookie, sent to demo's host (as path mode does on a shared host).
    expect((await send(other.cookies("gadgets.localhost:3000"), [{ name: "file", data: PNG, filename: "a.png" }])).status).toBe(403);
    expect((await send(other, [{ name: "file", data: PNG, filename: "a.png" }], "gadgets.localhost:3000")).status).toBe(201);
  });
});

describe("GET /uploads/…", () => {
  it("answers 404 for unknown files, traversal attempts and non-image extensions", async () => {
    for (const segments of [["nope", "missing.png"], ["..", "..", "package.json"], ["..%2F..%2Fpackage.json"], [demoId, "x.html"], []]) {
      const res = await serveUpload(new Request("http://demo.localhost:3000/uploads/x"), { params: Promise.resolve({ path: segments }) });
      expect(res.status, segments.join("/")).toBe(404);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

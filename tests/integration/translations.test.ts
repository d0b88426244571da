import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { GET as getLanguages, PUT as putLanguages } from "@/app/api/settings/languages/route";
import { GET as getTranslation, PUT as putTranslation } from "@/app/api/translations/[resourceType]/[id]/route";
import { GET as exportCsv } from "@/app/api/translations/export/route";
import { POST as importCsv } from "@/app/api/translations/import/route";
import { activityEntries, categories, products, tenants, translations } from "@/db/schema";
import { setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * The store's languages and its content's translations (issue 44 §1 and §3, record 0161): the settings and their
 * bad input, a product's fields merged and removed, fields and sizes checked, another store's resource 404, the
 * CSV round trip (unknown ids are row errors, the rest applied, a second run changes nothing), completeness counts.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let owner: TestClient;
let gadgetsOwner: TestClient;
let product: typeof products.$inferSelect;
let category: typeof categories.$inferSelect;
let demoId: string;

const tr = (c: TestClient, type: string, id: string, lang: string, body?: unknown) =>
  body === undefined
    ? c.call(getTranslation, { path: `/api/translations/${type}/${id}?lang=${lang}`, params: { resourceType: type, id } })
    : c.call(putTranslation, { method: "PUT", path: `/api/translations/${type}/${id}?lang=${lang}`, params: { resourceType: type, id }, body });
const setLanguages = (c: TestClient, body: unknown) => c.call(putLanguages, { method: "PUT", path: "/api/settings/languages", body });
function form(csv: string) {
  const f = new FormData();
  f.append("file", new File([csv], "translations.csv", { type: "text/csv" }));
  return f;
}

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = t.id;
  product = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).find((p) => p.options.length > 0)!;
  [category] = await ctx.db.select().from(categories).where(eq(categories.tenantId, t.id)).limit(1);
  expect(product && category).toBeTruthy();
});

describe("store languages", () => {
  it("English alone by default; the default is kept in the list; unknown codes and more than 10 are 400 naming them", async () => {
    const first = await owner.call(getLanguages, { path: "/api/settings/languages" });
    expect(first.json).toMatchObject({ defaultLanguage: "en", languages: ["en"], completeness: [] });
    const set = await setLanguages(owner, { defaultLanguage: "en", languages: ["hi", "AR", "pt-br"] });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json).toMatchObject({ defaultLanguage: "en", languages: ["en", "hi", "ar", "pt-BR"] });
    const bad = await setLanguages(owner, { defaultLanguage: "en", languages: ["hi", "xx-YY"] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ "languages.1": "Unknown language: xx-YY" });
    expect((await setLanguages(owner, { defaultLanguage: "klingon", languages: [] })).status).toBe(400);
    const many = await setLanguages(owner, { defaultLanguage: "en", languages: ["hi", "ta", "bn", "mr", "te", "kn", "ml", "gu", "pa", "es", "fr"] });
    expect(many.status).toBe(400);
    // Unchanged by the refusals; recorded in the activity log.
    expect((await owner.call(getLanguages, { path: "/api/settings/languages" })).json).toMatchObject({ languages: ["en", "hi", "ar", "pt-BR"] });
    expect((await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.action, "settings.languages.updated")))).length).toBeGreaterThan(0);
  });
});

describe("a product's translations", () => {
  it("PUT merges fields, null and \"\" remove one; GET shows the defaults beside them; options by their names", async () => {
    const opt = product.options[0];
    const put = await tr(owner, "product", product.id, "hi", { fields: { name: "हिन्दी नाम", description: "<p>विवरण</p>", [`options.${opt.name}`]: "आकार" } });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json).toMatchObject({ resourceType: "product", resourceId: product.id, language: "hi", fields: { name: "हिन्दी नाम", description: "<p>विवरण</p>", [`options.${opt.name}`]: "आकार" } });
    expect((put.json.defaults as Record<string, string>).name).toBe(product.name);
    expect((put.json.defaults as Record<string, string>)[`options.${opt.name}.${opt.values[0]}`]).toBe(opt.values[0]);
    // Merge: another field added, one removed with null, one with "".
    const again = await tr(owner, "product", product.id, "hi", { fields: { seoTitle: "SEO", description: null, [`options.${opt.name}`]: "" } });
    expect(again.json.fields).toEqual({ name: "हिन्दी नाम", seoTitle: "SEO" });
    // Another language is separate.
    expect((await tr(owner, "product", product.id, "ar", undefined)).json.fields).toEqual({});
    const entries = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, product.id), eq(activityEntries.action, "translation.updated")));
    expect(entries.length).toBe(2);
  });

  it("400 for an unknown field, a 1 MB text, a language not enabled, the default language; 404 for another store's product", async () => {
    const unknown = await tr(owner, "product", product.id, "hi", { fields: { price: "10" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toHaveProperty("fields.price");
    expect((await tr(owner, "product", product.id, "hi", { fields: { description: "x".repeat(1024 * 1024) } })).status).toBe(400);
    const fr = await tr(owner, "product", product.id, "fr", { fields: { name: "Nom" } });
    expect(fr.status).toBe(400);
    expect(fr.json.message).toMatch(/fr/);
    expect((await tr(owner, "product", product.id, "en", { fields: { name: "Same" } })).status).toBe(400);
    expect((await tr(owner, "product", product.id, "zz", undefined)).status).toBe(400);
    expect((await tr(owner, "widget", product.id, "hi", undefined)).status).toBe(400);
    // Nothing of those was stored.
    const rows = await ctx.db.select().from(translations).where(and(eq(translations.tenantId, demoId), eq(translations.resourceId, product.id)));
    expect(rows.map((r) => `${r.language}:${r.field}`).sort()).toEqual(["hi:name", "hi:seoTitle"]);
    // Gadgets enables Hindi too; demo's product is not theirs, for reading or writing.
    expect((await setLanguages(gadgetsOwner, { defaultLanguage: "en", languages: ["hi"] })).status).toBe(200);
    expect((await tr(gadgetsOwner, "product", product.id, "hi", undefined)).status).toBe(404);
    expect((await tr(gadgetsOwner, "product", product.id, "hi", { fields: { name: "Mine now" } })).status).toBe(404);
    expect((await tr(owner, "product", product.id, "hi", undefined)).json.fields).toMatchObject({ name: "हिन्दी नाम" });
  });
});

describe("the CSV round trip", () => {
  it("exports every field with its default; imports the valid rows, lists unknown ids as errors, and a second run changes nothing", async () => {
    const res = await owner.call(exportCsv, { path: "/api/translations/export?lang=hi" });
    expect(res.status).toBe(200);
    const rows = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual(["resourceType", "resourceId", "field", "language", "default", "translation"]);
    expect(rows.find((r) => r.resourceId === product.id && r.field === "name")).toMatchObject({ language: "hi", default: product.name, translation: "हिन्दी नाम" });
    const cat = rows.find((r) => r.resourceType === "category" && r.resourceId === category.id && r.field === "name");
    expect(cat).toMatchObject({ default: category.name, translation: "" });
    // The translator fills the category's name and clears the product's SEO title; two rows are wrong.
    const lines = [
      "resourceType,resourceId,field,language,default,translation",
      `category,${category.id},name,hi,"${category.name}",श्रेणी`,
      `product,${product.id},seoTitle,hi,x,`,
      `product,00000000-0000-4000-8000-00000000beef,name,hi,x,कुछ`,
      `product,${product.id},price,hi,x,10`,
    ].join("\n");
    const first = await owner.call(importCsv, { path: "/api/translations/import", form: form(lines) });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ applied: 1, removed: 1, errors: [{ row: 4, message: expect.stringMatching(/Unknown product/) }, { row: 5, message: "Unknown field: price" }] });
    const second = await owner.call(importCsv, { path: "/api/translations/import", form: form(lines) });
    expect(second.json).toMatchObject({ applied: 0, removed: 0, unchanged: 2 });
    expect((await tr(owner, "category", category.id, "hi", undefined)).json.fields).toEqual({ name: "श्रेणी" });
    // Another store importing demo's ids: row errors, nothing written.
    const theirs = await gadgetsOwner.call(importCsv, { path: "/api/translations/import", form: form(`resourceType,resourceId,field,language,default,translation\ncategory,${category.id},name,hi,x,चोरी`) });
    expect(theirs.json).toMatchObject({ applied: 0, errors: [{ row: 2 }] });
    expect((await tr(owner, "category", category.id, "hi", undefined)).json.fields).toEqual({ name: "श्रेणी" });
  });

  it("completeness counts translated fields of existing resources per language", async () => {
    const r = await owner.call(getLanguages, { path: "/api/settings/languages" });
    const hi = (r.json.completeness as { language: string; translated: number; total: number }[]).find((c) => c.language === "hi")!;
    expect(hi.translated).toBe(2);
    expect(hi.total).toBeGreaterThan(10);
    expect((r.json.completeness as { language: string; translated: number }[]).find((c) => c.language === "ar")?.translated).toBe(0);
  });
});

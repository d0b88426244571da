import "server-only";
import { parse } from "csv-parse/sync";
import { inTransaction, recordActivity, storeChange } from "@/lib/activity/record";
import { invalidateStore } from "@/lib/cache/tags";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { readUploadedFile } from "@/lib/storage/upload";
import { permissionMessage, type StaffPermission } from "@/lib/permissions";
import { csvStream } from "@/lib/http/csv";
import { saveStoreColumns } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";
import { OPTION_TEXT_MAX, RESOURCE_TYPES, TRANSLATABLE, type ResourceType } from "./fields";
import { languageOf } from "@/lib/languages";
import * as repo from "./repository";
import { EXPORT_COLUMNS, type LanguagesSettings, type LanguagesSettingsDto, type TranslationDto, type TranslationImportResult, type TranslationPut } from "./schemas";

/**
 * The merchant's content in other languages (issue 44 §3, record 0161) and the store's languages (§1). Storefront
 * reads in a language come with the language routes; this is the owner's side: the API, the CSV round trip and
 * the Translate tab's data.
 */

const ACTIVITY_TYPE: Record<ResourceType, string> = { product: "product", category: "category", collection: "collection", page: "page", "menu-item": "menu_item", "hero-banner": "hero_banner" };

function storeLanguagesOf(store: Store) {
  const row = store.row as { defaultLanguage?: string; languages?: string[] };
  const defaultLanguage = row.defaultLanguage ?? "en";
  return { defaultLanguage, languages: row.languages?.length ? row.languages : [defaultLanguage] };
}

/** A language of the store other than its default, or 400 naming it. */
function translationLanguage(store: Store, lang: string): string {
  const { defaultLanguage, languages } = storeLanguagesOf(store);
  if (lang === defaultLanguage) throw badRequest(`${lang} is the store's default language: edit the text itself`, { lang: `${lang} is the default language` });
  if (!languages.includes(lang)) throw badRequest(`Language not enabled for this store: ${lang}`, { lang: `Language not enabled for this store: ${lang}` });
  return lang;
}

/** What the caller may manage (route ctx.access): a translation needs its resource's permission. */
export type May = (p: StaffPermission) => boolean;

function mayTranslate(may: May, type: ResourceType) {
  const p = TRANSLATABLE[type].permission;
  if (!may(p)) throw forbidden(permissionMessage(p));
}

/** The longest text a field may hold, or null when the resource has no such field. */
function maxOf(type: ResourceType, field: string, defaults: Record<string, string>): number | null {
  const spec = TRANSLATABLE[type].fields.find((f) => f.name === field);
  if (spec) return spec.max;
  return type === "product" && field.startsWith("options.") && field in defaults ? OPTION_TEXT_MAX : null;
}

export async function getLanguages(store: Store): Promise<LanguagesSettingsDto> {
  const v = storeLanguagesOf(store);
  const others = v.languages.filter((l) => l !== v.defaultLanguage);
  const [translated, total] = others.length ? await Promise.all([repo.translatedCounts(store.id), repo.translatableCount(store.id)]) : [new Map<string, number>(), 0];
  return { ...v, completeness: others.map((language) => ({ language, translated: translated.get(language) ?? 0, total })) };
}

/** Translations of a language taken off the list are kept: enabled again, they are back. */
export async function putLanguages(store: Store, v: LanguagesSettings): Promise<LanguagesSettingsDto> {
  const row = await saveStoreColumns(store, { defaultLanguage: v.defaultLanguage, languages: v.languages }, storeChange("settings.languages.updated", "updated the store's languages"));
  invalidateStore(store.id);
  return getLanguages({ ...store, row } as Store);
}

export async function getTranslation(store: Store, may: May, type: ResourceType, id: string, lang: string): Promise<TranslationDto> {
  mayTranslate(may, type);
  const language = translationLanguage(store, lang);
  const defaults = await repo.defaultsOf(store.id, type, id);
  if (!defaults) throw notFound(`${TRANSLATABLE[type].label} not found`);
  const fields = (await repo.translationsOf(store.id, type, language, [id])).get(id) ?? {};
  return { resourceType: type, resourceId: id, language, fields, defaults };
}

export async function putTranslation(store: Store, may: May, type: ResourceType, id: string, lang: string, body: TranslationPut): Promise<TranslationDto> {
  mayTranslate(may, type);
  const language = translationLanguage(store, lang);
  const defaults = await repo.defaultsOf(store.id, type, id);
  if (!defaults) throw notFound(`${TRANSLATABLE[type].label} not found`);
  const errors: Record<string, string> = {};
  const changes: repo.TranslationChange[] = [];
  for (const [field, raw] of Object.entries(body.fields)) {
    const max = maxOf(type, field, defaults);
    if (max === null) {
      errors[`fields.${field}`] = `Unknown field: ${field}`;
      continue;
    }
    const value = raw === null ? null : raw.trim() ? raw : null;
    if (value !== null && value.length > max) {
      errors[`fields.${field}`] = `${field} is at most ${max.toLocaleString("en")} characters`;
      continue;
    }
    changes.push({ resourceId: id, field, value });
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
  await inTransaction(async (tx) => {
    const { written, removed } = await repo.applyChanges(tx, store.id, type, language, changes);
    if (!written.length && !removed.length) return;
    await recordActivity(tx, store.id, {
      action: "translation.updated",
      resourceType: ACTIVITY_TYPE[type],
      resourceId: id,
      summary: `translated ${TRANSLATABLE[type].label.toLowerCase()} "${(defaults.name ?? defaults.title ?? defaults.label ?? id).slice(0, 80)}" into ${languageOf(language)?.name ?? language}`,
      changes: Object.fromEntries([...written.map((c) => [`${language}.${c.field}`, "changed" as const]), ...removed.map((c) => [`${language}.${c.field}`, [ "set", null ] as [unknown, unknown]])]),
    });
  });
  invalidateStore(store.id);
  return getTranslation(store, may, type, id, language);
}

/** GET /api/translations/export?lang=: every translatable field with its default text and the language's translation. */
export function exportTranslations(store: Store, may: May, lang: string): ReadableStream<Uint8Array> {
  const language = translationLanguage(store, lang);
  async function* rows(): AsyncGenerator<string[][]> {
    // The resources the caller may translate (products, categories and collections with `products`; the rest with `content`).
    for (const type of RESOURCE_TYPES.filter((t) => may(TRANSLATABLE[t].permission))) {
      for await (const batch of repo.defaultsBatches(store.id, type)) {
        const done = await repo.translationsOf(store.id, type, language, batch.map((b) => b.id));
        yield batch.flatMap((b) => Object.entries(b.defaults).map(([field, text]) => [type, b.id, field, language, text, done.get(b.id)?.[field] ?? ""]));
      }
    }
  }
  return csvStream(EXPORT_COLUMNS, rows());
}

const MAX_IMPORT_ROWS = 100_000;

/**
 * POST /api/translations/import: the export's columns. A row with an empty translation removes it; rows naming an
 * unknown resource, field or language are errors (by row number, the header being row 1) and the valid rows are
 * applied, in one transaction. Applying the same file twice changes nothing the second time.
 */
export async function importTranslations(store: Store, may: May, text: string): Promise<TranslationImportResult> {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, trim: false });
  } catch (err) {
    throw badRequest(`The file is not a readable CSV: ${(err as Error).message}`.slice(0, 300), { file: "The file is not a readable CSV" });
  }
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS.toLocaleString("en")} rows a file`, { file: "Too many rows" });
  const missing = ["resourceType", "resourceId", "field", "language", "translation"].filter((c) => records.length && !(c in records[0]));
  if (missing.length) throw badRequest(`Missing columns: ${missing.join(", ")}`, { file: `Missing columns: ${missing.join(", ")}` });
  const { defaultLanguage, languages } = storeLanguagesOf(store);
  const errors: TranslationImportResult["errors"] = [];
  // Grouped by (type, language); each group's resources are read once.
  const groups = new Map<string, { type: ResourceType; language: string; rows: { row: number; id: string; field: string; value: string | null }[] }>();
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  records.forEach((r, i) => {
    const row = i + 2;
    const type = (r.resourceType ?? "").trim() as ResourceType;
    const language = languageOf(r.language ?? "")?.code;
    if (!RESOURCE_TYPES.includes(type)) return errors.push({ row, message: `Unknown resource type: ${r.resourceType ?? ""}` });
    if (!may(TRANSLATABLE[type].permission)) return errors.push({ row, message: permissionMessage(TRANSLATABLE[type].permission) });
    if (!uuid.test((r.resourceId ?? "").trim())) return errors.push({ row, message: `Unknown ${type}: ${r.resourceId ?? ""}` });
    if (!language || !languages.includes(language) || language === defaultLanguage) return errors.push({ row, message: `Language not enabled for this store: ${r.language ?? ""}` });
    const key = `${type}|${language}`;
    const g = groups.get(key) ?? { type, language, rows: [] };
    g.rows.push({ row, id: r.resourceId.trim().toLowerCase(), field: (r.field ?? "").trim(), value: r.translation?.trim() ? r.translation : null });
    groups.set(key, g);
  });
  const plans: { type: ResourceType; language: string; changes: repo.TranslationChange[] }[] = [];
  for (const g of groups.values()) {
    const ids = [...new Set(g.rows.map((r) => r.id))];
    const defaults = new Map<string, Record<string, string>>();
    for (let i = 0; i < ids.length; i += 1000) for (const [id, d] of await repo.defaultsOfMany(store.id, g.type, ids.slice(i, i + 1000))) defaults.set(id, d);
    const changes: repo.TranslationChange[] = [];
    for (const r of g.rows) {
      const d = defaults.get(r.id);
      if (!d) {
        errors.push({ row: r.row, message: `Unknown ${g.type}: ${r.id}` });
        continue;
      }
      const max = maxOf(g.type, r.field, d);
      if (max === null) {
        errors.push({ row: r.row, message: `Unknown field: ${r.field}` });
        continue;
      }
      if (r.value !== null && r.value.length > max) {
        errors.push({ row: r.row, message: `${r.field} is at most ${max.toLocaleString("en")} characters` });
        continue;
      }
      changes.push({ resourceId: r.id, field: r.field, value: r.value });
    }
    plans.push({ type: g.type, language: g.language, changes });
  }
  let applied = 0;
  let removed = 0;
  let considered = 0;
  await inTransaction(async (tx) => {
    for (const p of plans) {
      considered += p.changes.length;
      const done = await repo.applyChanges(tx, store.id, p.type, p.language, p.changes);
      applied += done.written.length;
      removed += done.removed.length;
    }
    if (applied + removed > 0) {
      await recordActivity(tx, store.id, {
        action: "translation.imported",
        resourceType: "store",
        resourceId: store.id,
        summary: `imported translations: ${applied} written, ${removed} removed`,
      });
    }
  });
  if (applied + removed > 0) invalidateStore(store.id);
  errors.sort((a, b) => a.row - b.row);
  return { applied, removed, unchanged: considered - applied - removed, errors: errors.slice(0, 500) };
}

const IMPORT_MAX_BYTES = 15 * 1024 * 1024;

/** The import's file (multipart field `file`), decoded as UTF-8. */
export async function readTranslationsUpload(req: Request): Promise<string> {
  const file = await readUploadedFile(req, {
    field: "file",
    maxBytes: IMPORT_MAX_BYTES,
    tooLarge: () => new AppError(413, "The file is too large: the limit is 15 MB. Split it into several files.", { file: "The file is too large" }, "too_large"),
    what: "the CSV file",
    missing: "Choose a CSV file to import",
    empty: "The file is empty",
  });
  return new TextDecoder("utf-8").decode(file.bytes);
}

/**
 * The storefront's public reads in a language (record 0164): the translations of everything an answer shows, in one
 * statement. type → id → field → text.
 */
export const translationsForRead = (tenantId: Store["id"], language: string, wants: { type: ResourceType; ids: string[] }[]) => repo.translationsOfTypes(tenantId, language, wants);

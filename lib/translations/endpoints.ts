import { endpoint } from "@/lib/endpoint";
import type { languageQuery, languagesSettingsSchema, LanguagesSettingsDto, resourceParams, TranslationDto, TranslationImportResult, translationPutSchema } from "./schemas";

/**
 * The store's languages and its content's translations (issue 44, record 0161). A translation of a product,
 * category or collection needs the `products` permission; of a page, menu item or hero banner, `content` (the
 * route admits either; the service checks the resource's).
 */
const EITHER = ["products", "content"] as const;

export const languages = endpoint<{ response: LanguagesSettingsDto }>()({
  method: "GET",
  path: "/api/settings/languages",
  auth: "owner",
  permission: "member",
  summary: "The store's default language, its other storefront languages and how much of its content each has translated",
});
export const setLanguages = endpoint<{ body: typeof languagesSettingsSchema; response: LanguagesSettingsDto }>()({
  method: "PUT",
  path: "/api/settings/languages",
  auth: "owner",
  permission: "settings",
  invalidates: ["/api/settings/languages"],
  summary: "Set the default language and up to 10 more (BCP 47 codes from the supported list); `languages` includes the default",
});
export const one = endpoint<{ params: typeof resourceParams; query: typeof languageQuery; response: TranslationDto }>()({
  method: "GET",
  path: "/api/translations/{resourceType}/{id}",
  auth: "owner",
  permission: EITHER,
  summary: "A resource's translations in one language (?lang=), with the default text of each translatable field",
});
export const put = endpoint<{ params: typeof resourceParams; query: typeof languageQuery; body: typeof translationPutSchema; response: TranslationDto }>()({
  method: "PUT",
  path: "/api/translations/{resourceType}/{id}",
  auth: "owner",
  permission: EITHER,
  invalidates: ["/api/translations", "/api/settings/languages"],
  summary: "Merge translations of a resource's fields in one language; a field set to null or \"\" loses its translation",
});
export const exportCsv = endpoint<{ query: typeof languageQuery }>()({
  method: "GET",
  path: "/api/translations/export",
  auth: "owner",
  permission: EITHER,
  answerKind: "file",
  summary: "CSV of every translatable field in one language: resourceType, resourceId, field, language, default, translation",
});
export const importCsv = endpoint<{ response: TranslationImportResult }>()({
  method: "POST",
  path: "/api/translations/import",
  auth: "owner",
  permission: EITHER,
  bodyKind: "multipart",
  invalidates: ["/api/translations", "/api/settings/languages"],
  summary: "Multipart field file: the export's CSV with translations filled in; rows with unknown ids are errors and the valid rows are applied",
});

import { z } from "zod";
import { LANGUAGES, languageOf, MAX_EXTRA_LANGUAGES } from "@/lib/languages";
import { RESOURCE_TYPES, type ResourceType } from "./fields";

/** Translations and store languages on the wire (issue 44, record 0161). Client-safe: the screens use them too. */

const CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];

/** A listed language's code, whatever its case ("PT-br" → pt-BR); anything else is "Unknown language: …". */
const languageCode = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (languageOf(v)?.code ?? v.trim()) : v),
    z.enum(CODES, { error: (iss) => (typeof iss.input === "string" ? `Unknown language: ${iss.input.slice(0, 40)}` : `${label} must be a language code`) }),
  );

/** PUT /api/settings/languages. `languages` includes the default (added when left out), at most 10 more. */
export const languagesSettingsSchema = z
  .object({
    defaultLanguage: languageCode("defaultLanguage"),
    languages: z.array(languageCode("Each language"), "languages must be a list").max(MAX_EXTRA_LANGUAGES + 1, `At most ${MAX_EXTRA_LANGUAGES} languages besides the default`),
  })
  .transform((v) => ({ defaultLanguage: v.defaultLanguage, languages: [...new Set([v.defaultLanguage, ...v.languages])] }))
  .refine((v) => v.languages.length <= MAX_EXTRA_LANGUAGES + 1, { message: `At most ${MAX_EXTRA_LANGUAGES} languages besides the default`, path: ["languages"] });
export type LanguagesSettings = z.output<typeof languagesSettingsSchema>;

export type LanguageCompleteness = { language: string; translated: number; total: number };
export type LanguagesSettingsDto = LanguagesSettings & { completeness: LanguageCompleteness[] };

export const resourceParams = z.object({
  resourceType: z.enum(RESOURCE_TYPES, `resourceType must be one of ${RESOURCE_TYPES.join(", ")}`),
  id: z.uuid("Invalid id"),
});

export const languageQuery = z.object({ lang: languageCode("lang") });

/**
 * PUT /api/translations/{resourceType}/{id}?lang=: `{ fields: { name: "…" } }`, merged; null or "" removes a
 * field's translation. Which fields exist and how long each may be is the service's check (it depends on the
 * resource: a product's options).
 */
export const translationPutSchema = z.object({
  fields: z.record(z.string().max(300, "Unknown field"), z.union([z.string("A translation must be text"), z.null()]), "fields must be an object"),
});
export type TranslationPut = z.output<typeof translationPutSchema>;

export type TranslationDto = {
  resourceType: ResourceType;
  resourceId: string;
  language: string;
  /** The translations stored for the language. */
  fields: Record<string, string>;
  /** The default language's text of every translatable field (what the Translate tab shows beside them). */
  defaults: Record<string, string>;
};

export type TranslationImportResult = { applied: number; removed: number; unchanged: number; errors: { row: number; message: string }[] };

export const EXPORT_COLUMNS = ["resourceType", "resourceId", "field", "language", "default", "translation"] as const;

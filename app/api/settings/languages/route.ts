// /api/settings/languages (issue 44, record 0161): GET the store's languages with each one's translated share
// (any member), PUT the default and up to 10 more (permission settings).
import { json, route } from "@/lib/http/route";
import * as translations from "@/lib/translations/endpoints";
import { languagesSettingsSchema } from "@/lib/translations/schemas";
import { getLanguages, putLanguages } from "@/lib/translations/service";

export const GET = route(translations.languages, ({ store }) => getLanguages(store));

export const PUT = route(translations.setLanguages, { body: languagesSettingsSchema }, async ({ store, body }) => json(await putLanguages(store, body)));

// GET /api/translations/export?lang= (issue 44, record 0161): every translatable field the caller may translate,
// with its default text and the language's translation, as CSV (streamed) for a translator.
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { accessAllows } from "@/lib/members/membership";
import * as translations from "@/lib/translations/endpoints";
import { languageQuery } from "@/lib/translations/schemas";
import { exportTranslations } from "@/lib/translations/service";

export const GET = route(translations.exportCsv, { query: languageQuery }, ({ store, access, query }) =>
  csvResponse(exportTranslations(store, (p) => accessAllows(access, p), query.lang), `translations-${store.row.slug}-${query.lang}.csv`),
);

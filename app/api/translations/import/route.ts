// POST /api/translations/import (issue 44, record 0161): multipart field "file", the export's CSV with the
// translations filled in. Rows naming unknown resources, fields or languages are errors; the valid rows are applied.
import { route } from "@/lib/http/route";
import { accessAllows } from "@/lib/members/membership";
import * as translations from "@/lib/translations/endpoints";
import { importTranslations, readTranslationsUpload } from "@/lib/translations/service";

export const POST = route(translations.importCsv, async ({ req, store, access }) => importTranslations(store, (p) => accessAllows(access, p), await readTranslationsUpload(req)));

// /api/translations/{resourceType}/{id}?lang= (issue 44, record 0161): GET a resource's translations in one
// language with its default texts, PUT merges fields (null or "" removes one). Another store's resource: 404.
import { route } from "@/lib/http/route";
import { accessAllows } from "@/lib/members/membership";
import * as translations from "@/lib/translations/endpoints";
import { languageQuery, resourceParams, translationPutSchema } from "@/lib/translations/schemas";
import { getTranslation, putTranslation } from "@/lib/translations/service";

export const GET = route(translations.one, { params: resourceParams, query: languageQuery }, ({ store, access, params, query }) =>
  getTranslation(store, (p) => accessAllows(access, p), params.resourceType, params.id, query.lang),
);

export const PUT = route(translations.put, { params: resourceParams, query: languageQuery, body: translationPutSchema }, ({ store, access, params, query, body }) =>
  putTranslation(store, (p) => accessAllows(access, p), params.resourceType, params.id, query.lang, body),
);

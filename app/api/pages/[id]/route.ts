// /api/pages/{id}: GET one (shoppers: published only), PATCH/PUT update (owner), DELETE (owner).
import { pagesIn, requestLanguage } from "@/lib/storefront/api-language";
import * as content from "@/lib/content/endpoints";
import { pageUpdateSchema } from "@/lib/content/schemas";
import { deletePage, getPage, updatePage } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams, langQuerySchema } from "@/lib/validation";

const params = idParams;

export const GET = route(content.page, { params, query: langQuerySchema }, async ({ store, isStoreManager, params, query }) => {
  const lang = requestLanguage(store, query.lang);
  return (await pagesIn(store, lang, [await getPage({ tenantId: store.id, manager: isStoreManager }, params.id)]))[0];
});

const update = (e: typeof content.updatePage | typeof content.replacePage) =>
  route(e, { params, body: pageUpdateSchema }, ({ store, params, body }) => updatePage({ tenantId: store.id, manager: true }, params.id, body));
export const PATCH = update(content.updatePage);
export const PUT = update(content.replacePage);

export const DELETE = route(content.removePage, { params }, ({ store, params }) => deletePage({ tenantId: store.id, manager: true }, params.id));

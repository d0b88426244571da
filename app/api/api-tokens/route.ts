// /api/api-tokens: GET the store's live access tokens; POST creates one (201, the token shown once). Permission "apps".
import { route, json } from "@/lib/http/route";
import * as apiTokens from "@/lib/api-tokens/endpoints";
import { createTokenSchema } from "@/lib/api-tokens/schemas";
import { createToken, listTokens } from "@/lib/api-tokens/service";

export const GET = route(apiTokens.list, ({ store }) => listTokens(store));

export const POST = route(apiTokens.create, { body: createTokenSchema }, async ({ store, staff, body }) => json(await createToken(store, staff, body), 201));

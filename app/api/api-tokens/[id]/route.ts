// DELETE /api/api-tokens/{id} — revoke a token at once (its next request is 401). Permission "apps".
import { route } from "@/lib/http/route";
import * as apiTokens from "@/lib/api-tokens/endpoints";
import { revokeToken } from "@/lib/api-tokens/service";
import { idParams } from "@/lib/validation";

export const DELETE = route(apiTokens.revoke, { params: idParams }, ({ store, params }) => revokeToken(store, params.id));

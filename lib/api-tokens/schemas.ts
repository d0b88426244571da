import { z } from "zod";
import { TOKEN_SCOPES, type TokenScope } from "./scopes";

export const createTokenSchema = z.object({
  name: z.string().trim().min(1, "Name the token").max(100, "At most 100 characters"),
  scopes: z
    .array(z.enum(TOKEN_SCOPES as [TokenScope, ...TokenScope[]]))
    .min(1, "Choose at least one scope")
    .max(TOKEN_SCOPES.length),
});

export type ApiTokenDto = { id: string; name: string; scopes: TokenScope[]; createdAt: string; lastUsedAt: string | null; prefix: string };
/** The answer of a creation: the token itself, shown once. */
export type CreatedApiTokenDto = { id: string; name: string; scopes: TokenScope[]; token: string; createdAt: string };
export type ApiTokenList = { items: ApiTokenDto[] };

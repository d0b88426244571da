// GET /api/user — the signed-in owner/admin (same body as /api/auth/me).
export { GET } from "../auth/me/route";

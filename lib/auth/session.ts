import { createHash, randomBytes } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { getEnv } from "@/lib/env";
import { deleteExpiredSessions, deleteSession, deleteUserSessionsExcept, extendSession, findSession, findStaffByEmail, insertSession, type SessionKind } from "./repository";
import type { UserRow } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";
import { touchMemberSignIn } from "@/lib/members/service";

/**
 * Server-side sessions. The cookie holds a random token; the database holds its SHA-256 (sessions.sid),
 * the user, the kind and, for customers, the store. Owner/admin ("staff") and customer sessions use
 * different cookies, so one never logs the other out; each store has its own customer cookie, and a
 * customer session is only honoured in the store it was created in.
 */
export const STAFF_COOKIE = "sb_session";
/**
 * Readable by the page's script: "a staff member may be signed in here", so store pages load the owner's
 * tools only for them instead of asking the server on every visit. It grants nothing: the owner-only APIs
 * decide, from the HttpOnly session.
 */
export const STAFF_HINT_COOKIE = "sb_staff_hint";
export const customerCookie = (tenantId: TenantId) => `sb_customer_${tenantId.replace(/-/g, "")}`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function ttlMs() {
  return getEnv().SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
}

export async function createSession(kind: SessionKind, user: UserRow, tenantId: TenantId | null) {
  const token = randomBytes(32).toString("base64url");
  const expire = new Date(Date.now() + ttlMs());
  await insertSession({ sid: hashToken(token), userId: user.id, kind, tenantId, expire });
  // A store member's "last sign-in" (the Staff screen): every staff session starts here, whichever way in.
  if (kind === "staff") await touchMemberSignIn(user.id);
  // Expired rows are never read again (lookups check the expiry); pruning them here keeps the table small.
  await deleteExpiredSessions();
  return { token, expire };
}

/** The user of a live session, or null. Sessions past half their life are extended (sliding expiry). */
export async function readSession(token: string | undefined, kind: SessionKind, tenantId?: TenantId) {
  if (!token || token.length > 200) return null;
  const sid = hashToken(token);
  const row = await findSession(sid, kind);
  if (!row) return null;
  if (kind === "customer" && (row.session.tenantId !== tenantId || row.user.tenantId !== tenantId)) return null;
  if (row.session.expire.getTime() - Date.now() < ttlMs() / 2) {
    await extendSession(sid, new Date(Date.now() + ttlMs()));
  }
  return row.user;
}

export async function endSession(token: string | undefined) {
  if (token && token.length <= 200) await deleteSession(hashToken(token));
}

/** Every session of this user except the one holding `keepToken` (a password change signs others out). */
export async function endOtherSessions(userId: string, keepToken: string | undefined): Promise<number> {
  return deleteUserSessionsExcept(userId, keepToken && keepToken.length <= 200 ? hashToken(keepToken) : null);
}

export function isSecure(req: NextRequest) {
  const proto = req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", "");
  return proto === "https";
}

export function setSessionCookie(res: NextResponse, req: NextRequest, name: string, token: string, expire: Date) {
  res.cookies.set({
    name,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(req),
    path: "/",
    expires: expire,
  });
  if (name === STAFF_COOKIE) res.cookies.set({ name: STAFF_HINT_COOKIE, value: "1", httpOnly: false, sameSite: "lax", secure: isSecure(req), path: "/", expires: expire });
}

export function clearSessionCookie(res: NextResponse, req: NextRequest, name: string) {
  res.cookies.set({ name, value: "", httpOnly: true, sameSite: "lax", secure: isSecure(req), path: "/", maxAge: 0 });
  if (name === STAFF_COOKIE) res.cookies.set({ name: STAFF_HINT_COOKIE, value: "", httpOnly: false, sameSite: "lax", secure: isSecure(req), path: "/", maxAge: 0 });
}

/**
 * Signs in the owner a registration just created, as a login would: without it 'Continue to Dashboard'
 * led a brand-new owner to a sign-in form for the password they typed a moment ago.
 */
export async function signInNewStaff(res: NextResponse, req: NextRequest, email: string) {
  const user = await findStaffByEmail(email);
  if (!user) return;
  const { token, expire } = await createSession("staff", user, null);
  setSessionCookie(res, req, STAFF_COOKIE, token, expire);
}

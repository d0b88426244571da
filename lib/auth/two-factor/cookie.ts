import type { NextRequest, NextResponse } from "next/server";
import { isSecure } from "../session";
import { CHALLENGE_TTL_MS } from "./service";

/**
 * The half-done sign-in's cookie (record 0144): the challenge token, HttpOnly, five minutes, sent back to
 * POST /api/auth/login/2fa. Path "/" because a store in path mode serves the API under /store/<slug>/api.
 */
export const CHALLENGE_COOKIE = "sb_2fa_challenge";

export function setChallengeCookie(res: NextResponse, req: NextRequest, token: string) {
  res.cookies.set({ name: CHALLENGE_COOKIE, value: token, httpOnly: true, sameSite: "lax", secure: isSecure(req), path: "/", maxAge: CHALLENGE_TTL_MS / 1000 });
}

export function clearChallengeCookie(res: NextResponse, req: NextRequest) {
  res.cookies.set({ name: CHALLENGE_COOKIE, value: "", httpOnly: true, sameSite: "lax", secure: isSecure(req), path: "/", maxAge: 0 });
}

/**
 * The staff hint cookie, set beside the staff session at sign-in (lib/auth/session.ts): readable by scripts,
 * it grants nothing. Owner-only islands (the in-place editor, the header-menu prompt) load their code only
 * when it is present, so shoppers never download them; the server still decides who may edit.
 */
const STAFF_HINT = /(?:^|;\s*)sb_staff_hint=1(?:;|$)/;

export function hasStaffHint(): boolean {
  return typeof document !== "undefined" && STAFF_HINT.test(document.cookie);
}

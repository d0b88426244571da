"use client";

/**
 * A full page load to `path`. Used after sign-in and sign-out: server-rendered pages and cached client
 * data must see the new session cookie, which a client-side router push would not guarantee.
 */
export function hardNavigate(path: string) {
  window.location.assign(path);
}

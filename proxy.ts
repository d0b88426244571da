import { NextResponse, type NextRequest } from "next/server";
import { resolveHost } from "@/lib/tenancy/resolve-host";
import { TENANT_HEADER, TENANT_TREE_PREFIX, encodeTenantKey, type TenantRef } from "@/lib/tenancy/tenant-key";

/**
 * Dispatch only: find the store a request is for (lib/tenancy/resolve-host) and rewrite
 *   store pages  -> /t/{tenantKey}/{rest}     (app/t/[tenant]/…)
 *   store /api/* -> /api/*  with header x-sb-tenant: {tenantKey}
 * Platform requests pass through; nobody may reach /t/… directly or send x-sb-tenant themselves.
 * Whether the store exists is decided by the app (404 'Store Not Found'), not here: no database access.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const rootDomain = process.env.ROOT_DOMAIN || "localhost";
  const res = resolveHost({ host: request.headers.get("host"), pathname, rootDomain });

  const headers = new Headers(request.headers);
  headers.delete(TENANT_HEADER);

  if (res.kind === "platform") {
    if (pathname === TENANT_TREE_PREFIX || pathname.startsWith(`${TENANT_TREE_PREFIX}/`)) {
      return NextResponse.rewrite(new URL("/_blocked-tenant-tree", request.url), { request: { headers } });
    }
    return NextResponse.next({ request: { headers } });
  }

  const ref: TenantRef =
    res.kind === "domain" ? { mode: "domain", domain: res.domain } : { mode: res.kind, slug: res.slug };
  const key = encodeTenantKey(ref);
  const rest = res.rest;

  if (rest === "/api" || rest.startsWith("/api/")) {
    headers.set(TENANT_HEADER, key);
    return NextResponse.rewrite(new URL(`${rest}${search}`, request.url), { request: { headers } });
  }
  // Shared files are served from the host root in every mode.
  if (rest.startsWith("/uploads/") || rest.startsWith("/assets/") || rest.startsWith("/_next/")) {
    return NextResponse.rewrite(new URL(`${rest}${search}`, request.url), { request: { headers } });
  }
  const target = `${TENANT_TREE_PREFIX}/${key}${rest === "/" ? "" : rest}`;
  headers.set(TENANT_HEADER, key);
  return NextResponse.rewrite(new URL(`${target}${search}`, request.url), { request: { headers } });
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|assets/|uploads/|favicon.ico).*)"],
};

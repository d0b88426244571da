import { NextRequest } from "next/server";
import { resolveHost } from "@/lib/tenancy/resolve-host";
import { encodeTenantKey, TENANT_HEADER, withVariant } from "@/lib/tenancy/tenant-key";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A browser-like caller for route handlers: keeps cookies per host (like a browser's jar), sends
 * same-origin headers, and resolves the store from host and path exactly as proxy.ts does.
 */
export class TestClient {
  private jar = new Map<string, Map<string, string>>();

  constructor(public readonly defaultHost = "localhost:3000") {}

  cookies(host = this.defaultHost) {
    return this.jar.get(host) ?? new Map<string, string>();
  }

  async call(
    handler: Handler,
    opts: {
      method?: string;
      /** Visitor URL path, e.g. "/store/demo/api/customers/me" or "/api/tenant" */
      path: string;
      host?: string;
      body?: unknown;
      /** A body as sent (bytes: one a browser encoded, so the handler is not charged with encoding it). */
      rawBody?: string | Uint8Array<ArrayBuffer>;
      /** A multipart body (the request sets its content type). */
      form?: FormData;
      params?: Record<string, string>;
      headers?: Record<string, string>;
      /** The page's language prefix the proxy would put in the tenant key (`/hi/api/…`: "hi"; issue 44). */
      lang?: string;
    },
  ) {
    const host = opts.host ?? this.defaultHost;
    const method = opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined || opts.form ? "POST" : "GET");
    const url = new URL(`http://${host}${opts.path}`);
    const res0 = resolveHost({ host, pathname: url.pathname, rootDomain: "localhost" });
    const headers = new Headers({ host, ...(opts.headers ?? {}) });
    if (method !== "GET" && !headers.has("origin")) headers.set("origin", `http://${host}`);
    if (res0.kind !== "platform") {
      const key = encodeTenantKey(res0.kind === "domain" ? { mode: "domain", domain: res0.domain } : { mode: res0.kind, slug: res0.slug });
      headers.set(TENANT_HEADER, opts.lang ? withVariant(key, { currency: null, lang: opts.lang }) : key);
      url.pathname = res0.rest;
    }
    const jar = this.cookies(host);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    let body: string | Uint8Array<ArrayBuffer> | FormData | undefined;
    if (opts.form) body = opts.form;
    else if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers.set("content-type", "application/json");
    }
    const req = new NextRequest(url, { method, headers, body });
    const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      const j = this.jar.get(host) ?? new Map<string, string>();
      if (expired) j.delete(name);
      else j.set(name, value);
      this.jar.set(host, j);
    }
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json: json as Record<string, unknown> & { message?: string; errors?: Record<string, string> }, headers: res.headers, text };
  }
}

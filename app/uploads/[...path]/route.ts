// GET /uploads/{key} — files stored by lib/storage's local disk storage, on every host. Only image types
// the upload route accepts are served, with their Content-Type, nosniff and a year of caching (keys are
// random and never rewritten); SVGs additionally get a sandboxing Content-Security-Policy.
import { LocalStorage } from "@/lib/storage";
import { contentTypeFor } from "@/lib/storage/image";

export async function GET(_req: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  const segments = (await params).path ?? [];
  const key = segments.join("/");
  const type = contentTypeFor(segments.at(-1) ?? "");
  const bytes = type ? await new LocalStorage().read(key) : null;
  if (!type || !bytes) {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" } });
  }
  const headers = new Headers({
    "content-type": type,
    "content-length": String(bytes.byteLength),
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  });
  if (type === "image/svg+xml") headers.set("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

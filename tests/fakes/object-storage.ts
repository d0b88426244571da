import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the two object stores uploads can go to, enough for their official SDKs:
 *   Vercel Blob  PUT /?pathname=… with `authorization: Bearer vercel_blob_rw_…` (what @vercel/blob's put() sends)
 *   S3           PUT /{bucket}/{key} path-style with an AWS SigV4 Authorization header (what @aws-sdk/client-s3 sends)
 * Objects are kept in memory and served back by GET, so a test can read what was stored.
 */
export type StoredObject = { body: Buffer; contentType: string; headers: Record<string, string> };

export class FakeObjectStorage {
  server: Server;
  url = "";
  objects = new Map<string, StoredObject>();
  requests: { method: string; path: string; headers: Record<string, string> }[] = [];

  constructor(
    private readonly opts: { blobToken?: string; s3Bucket?: string; s3AccessKeyId?: string } = {},
  ) {
    this.server = createServer((req, res) => {
      this.handle(req).then(
        ({ status, body, type }) => {
          res.writeHead(status, { "content-type": type ?? "application/json" });
          res.end(body);
        },
        (err) => {
          res.writeHead(500);
          res.end(String(err));
        },
      );
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  close() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: string | Buffer; type?: string }> {
    const url = new URL(req.url ?? "/", "http://fake");
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
    this.requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, headers });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);

    // Vercel Blob
    if (req.method === "PUT" && url.pathname === "/" && url.searchParams.has("pathname")) {
      if (headers.authorization !== `Bearer ${this.opts.blobToken}`) {
        return { status: 403, body: JSON.stringify({ error: { code: "forbidden", message: "Access denied, please provide a valid token for this resource." } }) };
      }
      const pathname = url.searchParams.get("pathname")!;
      const contentType = headers["x-content-type"] ?? "application/octet-stream";
      this.objects.set(`blob/${pathname}`, { body, contentType, headers });
      const publicUrl = `https://fakestore.public.blob.vercel-storage.com/${pathname}`;
      return { status: 200, body: JSON.stringify({ url: publicUrl, downloadUrl: `${publicUrl}?download=1`, pathname, contentType, contentDisposition: `inline; filename="${pathname.split("/").pop()}"`, etag: '"fake"' }) };
    }

    // S3 (path-style)
    const [, bucket, ...rest] = url.pathname.split("/");
    if (bucket && bucket === this.opts.s3Bucket && rest.length) {
      const key = rest.map(decodeURIComponent).join("/");
      if (req.method === "PUT") {
        const auth = headers.authorization ?? "";
        if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${this.opts.s3AccessKeyId}/`) || !headers["x-amz-date"]) {
          return { status: 403, type: "application/xml", body: "<Error><Code>InvalidAccessKeyId</Code><Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>" };
        }
        this.objects.set(`s3/${key}`, { body, contentType: headers["content-type"] ?? "application/octet-stream", headers });
        return { status: 200, type: "application/xml", body: "" };
      }
      if (req.method === "GET") {
        const o = this.objects.get(`s3/${key}`);
        return o ? { status: 200, body: o.body, type: o.contentType } : { status: 404, type: "application/xml", body: "<Error><Code>NoSuchKey</Code></Error>" };
      }
    }
    return { status: 404, body: JSON.stringify({ error: { message: `fake storage: no route ${req.method} ${url.pathname}` } }) };
  }
}

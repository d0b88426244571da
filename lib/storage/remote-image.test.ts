import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { fetchRemoteImage, isPublicAddress } from "./remote-image";

/** Real HTTP servers on 127.0.0.1, so the fetch is tested as it runs: sockets, redirects, caps, clocks. */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => i)]);
const PRIVATE = "The image host is a private or local address";

type Server = { base: string; port: number; hits: string[]; hosts: string[]; close: () => Promise<void> };
const servers: Server[] = [];

async function serve(handler: http.RequestListener): Promise<Server> {
  const hits: string[] = [];
  const hosts: string[] = [];
  const srv = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    hosts.push(req.headers.host ?? "");
    handler(req, res);
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as AddressInfo).port;
  const s: Server = {
    base: `http://127.0.0.1:${port}`,
    port,
    hits,
    hosts,
    close: () =>
      new Promise((r) => {
        srv.closeAllConnections();
        srv.close(() => r());
      }),
  };
  servers.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const pub = { allowPrivate: true };

describe("fetchRemoteImage: answers", () => {
  it("fetches a PNG and says what it is", async () => {
    const s = await serve((_req, res) => res.writeHead(200, { "content-type": "application/octet-stream" }).end(PNG));
    const r = await fetchRemoteImage(`${s.base}/a.png`, pub);
    expect(r).toEqual({ ok: true, bytes: PNG, ext: "png", contentType: "image/png" });
  });

  it("stores an SVG's sanitised copy, and refuses one with script", async () => {
    const s = await serve((req, res) => {
      if (req.url === "/bad.svg") return res.end(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`);
      res.end(`<?xml version="1.0"?><!-- logo --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>`);
    });
    const ok = await fetchRemoteImage(`${s.base}/logo.svg`, pub);
    expect(ok).toMatchObject({ ok: true, ext: "svg", contentType: "image/svg+xml" });
    const text = new TextDecoder().decode((ok as { bytes: Uint8Array }).bytes);
    expect(text).toContain("<rect");
    expect(text).not.toContain("<!--");
    const bad = await fetchRemoteImage(`${s.base}/bad.svg`, pub);
    expect(bad.ok).toBe(false);
    expect((bad as { message: string }).message).toMatch(/^The SVG at the URL cannot be used: it contains /);
  });

  it("reports the status of an answer that is not 2xx", async () => {
    const s = await serve((req, res) => res.writeHead(req.url === "/gone" ? 404 : 500).end("nope"));
    expect(await fetchRemoteImage(`${s.base}/gone`, pub)).toEqual({ ok: false, message: "The image URL answered 404" });
    expect(await fetchRemoteImage(`${s.base}/err`, pub)).toEqual({ ok: false, message: "The image URL answered 500" });
  });

  it("refuses an HTML page (or an empty body) served as an image", async () => {
    const s = await serve((req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(req.url === "/empty" ? "" : "<!doctype html><html><body>Hello</body></html>");
    });
    const msg = "The URL did not answer with an image (PNG, JPEG, GIF, WebP or SVG)";
    expect(await fetchRemoteImage(`${s.base}/page`, pub)).toEqual({ ok: false, message: msg });
    expect(await fetchRemoteImage(`${s.base}/empty`, pub)).toEqual({ ok: false, message: msg });
  });

  it("gives up on a server that answers nothing, or drips, within the time allowed", async () => {
    const s = await serve((req, res) => {
      if (req.url === "/silent") return; // never answers
      res.writeHead(200, { "content-type": "image/png" });
      res.write(PNG.slice(0, 8));
      const t = setInterval(() => res.write(new Uint8Array([0])), 50);
      res.on("close", () => clearInterval(t));
    });
    for (const path of ["/silent", "/drip"]) {
      const t0 = Date.now();
      const r = await fetchRemoteImage(`${s.base}${path}`, { ...pub, timeoutMs: 300 });
      expect(r, path).toEqual({ ok: false, message: "The image did not arrive within 300 ms" });
      expect(Date.now() - t0, path).toBeLessThan(2000);
    }
    expect(await fetchRemoteImage(`${s.base}/silent`, { ...pub, timeoutMs: 1500 })).toEqual({ ok: false, message: "The image did not arrive within 1.5 s" });
  });

  it("stops reading a body past the cap and closes the connection early (no Content-Length)", async () => {
    let written = 0;
    let closed = false;
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = new Uint8Array(64 * 1024);
      chunk.set(PNG);
      const pump = () => {
        // Up to 16 MB, as fast as the socket takes it.
        while (!closed && written < 16 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => (closed = true));
      pump();
    });
    const r = await fetchRemoteImage(`${s.base}/huge`, { ...pub, maxBytes: 256 * 1024 });
    expect(r.ok).toBe(false); // (a failure here would otherwise print 16 MB of bytes)
    expect(r).toEqual({ ok: false, message: "The image is larger than 256 KB" });
    await expect.poll(() => closed).toBe(true);
    // Socket buffers hold a few MB at most (4 MB on loopback here); the server never got to send the 16 MB.
    expect(written).toBeLessThan(12 * 1024 * 1024);
  });

  it("refuses a Content-Length over the cap before reading the body", async () => {
    let closed = false;
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "image/png", "content-length": String(50 * 1024 * 1024) });
      res.write(PNG); // then nothing: a reader waiting for the body would hit the timeout
      res.on("close", () => (closed = true));
    });
    const t0 = Date.now();
    const r = await fetchRemoteImage(`${s.base}/big`, { ...pub, maxBytes: 1024 * 1024, timeoutMs: 5000 });
    expect(r).toEqual({ ok: false, message: "The image is larger than 1 MB" });
    expect(Date.now() - t0).toBeLessThan(2000);
    await expect.poll(() => closed).toBe(true);
  });
});

describe("fetchRemoteImage: redirects", () => {
  // /r/N redirects to /r/N-1 (relative), /r/0 is the image.
  const chain = () =>
    serve((req, res) => {
      const n = Number(/^\/r\/(\d+)$/.exec(req.url ?? "")?.[1] ?? -1);
      if (n === 0) return res.end(PNG);
      if (n > 0) return res.writeHead(n % 2 ? 302 : 301, { location: `/r/${n - 1}` }).end();
      res.writeHead(404).end();
    });

  it("follows up to 3 redirects and refuses a 4th", async () => {
    const s = await chain();
    expect(await fetchRemoteImage(`${s.base}/r/3`, pub)).toMatchObject({ ok: true, ext: "png" });
    expect(await fetchRemoteImage(`${s.base}/r/4`, pub)).toEqual({ ok: false, message: "The image URL redirected more than 3 times" });
    expect(await fetchRemoteImage(`${s.base}/r/1`, { ...pub, maxRedirects: 0 })).toEqual({ ok: false, message: "The image URL redirected more than 0 times" });
  });

  it("checks every hop: a redirect to a private address is refused when private addresses are not allowed", async () => {
    // Everything private is refused except 127.0.0.1 itself, where the test's server is: the first hop
    // passes, each redirect target must be refused by the same check.
    const blockList = new net.BlockList();
    blockList.addRange("127.0.0.0", "127.0.0.0", "ipv4");
    blockList.addRange("127.0.0.2", "127.255.255.255", "ipv4");
    blockList.addSubnet("10.0.0.0", 8, "ipv4");
    blockList.addSubnet("169.254.0.0", 16, "ipv4");
    blockList.addSubnet("192.168.0.0", 16, "ipv4");
    blockList.addSubnet("::1", 128, "ipv6");
    const targets = ["http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/", "http://127.0.0.2:1/", "http://[::1]/", "http://[::ffff:192.168.0.1]/"];
    const s = await serve((req, res) => {
      if (req.url === "/ok.png") return res.end(PNG);
      const i = Number(req.url?.slice(1));
      res.writeHead(302, { location: targets[i] }).end();
    });
    const o = { allowPrivate: false, blockList };
    expect(await fetchRemoteImage(`${s.base}/ok.png`, o)).toMatchObject({ ok: true });
    for (let i = 0; i < targets.length; i++) {
      expect(await fetchRemoteImage(`${s.base}/${i}`, o), targets[i]).toEqual({ ok: false, message: PRIVATE });
    }
    expect(s.hits).toEqual(["/ok.png", ...targets.map((_, i) => `/${i}`)]);
  });

  it("refuses a redirect to another scheme", async () => {
    const s = await serve((_req, res) => res.writeHead(302, { location: "file:///etc/passwd" }).end());
    expect(await fetchRemoteImage(`${s.base}/x`, pub)).toEqual({ ok: false, message: "The image URL redirected to an address that is not http:// or https://" });
  });
});

describe("fetchRemoteImage: addresses", () => {
  it("connects to the address it checked, never asking DNS twice (rebinding)", async () => {
    const s = await serve((_req, res) => res.end(PNG));
    let asked = 0;
    const resolve = async () => {
      asked++;
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const r = await fetchRemoteImage(`http://images.invalid:${s.port}/a.png`, { ...pub, resolve });
    expect(r).toMatchObject({ ok: true, ext: "png" });
    expect(asked).toBe(1);
    // The request still names the host it was for (virtual hosts, TLS certificates).
    expect(s.hosts).toEqual([`images.invalid:${s.port}`]);
  });

  it("refuses a host when any of its addresses is private", async () => {
    const resolve = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    expect(await fetchRemoteImage("http://mixed.invalid/a.png", { allowPrivate: false, resolve })).toEqual({ ok: false, message: PRIVATE });
  });

  it("refuses private and local hosts when private addresses are not allowed, without connecting", async () => {
    const s = await serve((_req, res) => res.end(PNG));
    const urls = [
      `${s.base}/a.png`,
      `http://localhost:${s.port}/a.png`,
      "http://10.1.2.3/a.png",
      "http://172.16.0.1/a.png",
      "http://192.168.1.1/a.png",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://0.0.0.0/",
      "http://224.0.0.1/",
      "http://[::1]/a.png",
      "http://[::]/",
      "http://[::ffff:127.0.0.1]/a.png",
      "http://[::ffff:a9fe:a9fe]/",
      "http://[64:ff9b::10.0.0.1]/",
      "http://[fd00::1]/",
      "http://[fe80::1]/",
      "http://[ff02::1]/",
      // Spellings the URL parser turns into 127.0.0.1.
      "http://0x7f.1/",
      "http://2130706433/",
      "http://127.1/",
    ];
    for (const u of urls) expect(await fetchRemoteImage(u, { allowPrivate: false }), u).toEqual({ ok: false, message: PRIVATE });
    expect(s.hits).toEqual([]);
  });

  it("refuses URLs that are not http(s), carry credentials, or are not URLs", async () => {
    const scheme = "The image URL must start with http:// or https://";
    for (const u of ["ftp://example.com/a.png", "javascript:alert(1)", "file:///etc/passwd", "data:image/png;base64,iVBORw0KGgo=", "gopher://example.com/"]) {
      expect(await fetchRemoteImage(u), u).toEqual({ ok: false, message: scheme });
    }
    expect(await fetchRemoteImage("https://user:pw@example.com/a.png")).toEqual({ ok: false, message: "The image URL must not contain a user name or password" });
    for (const u of ["", "not a url", "/relative/a.png", "http://"]) {
      expect(await fetchRemoteImage(u), u).toEqual({ ok: false, message: "The image URL is not a valid URL" });
    }
  });

  it("names a host that does not exist", async () => {
    expect(await fetchRemoteImage("http://no-such-host.invalid/a.png")).toEqual({ ok: false, message: "The image host no-such-host.invalid could not be found" });
  });

  it("classifies addresses", () => {
    for (const ip of ["8.8.8.8", "93.184.215.14", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808"]) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of [
      "127.0.0.1", "10.0.0.1", "172.31.255.255", "192.168.0.1", "169.254.169.254", "100.127.255.255", "0.0.0.0", "255.255.255.255", "198.18.0.1",
      "::1", "::", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:a9fe:a9fe", "64:ff9b::7f00:1", "fc00::1", "fdff::1", "fe80::1%eth0", "ff02::1",
      "2001:db8::1", "2002:7f00:1::", "2001::1", "100::1", "not-an-ip",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });
});

describe("fetchRemoteImage: defaults from the environment", () => {
  const saved = { ...process.env };
  beforeAll(() => resetEnvCache());
  afterAll(() => {
    process.env = saved;
    resetEnvCache();
  });

  it("IMAGE_FETCH_ALLOW_PRIVATE (off by default) and UPLOAD_MAX_BYTES", async () => {
    const s = await serve((_req, res) => res.end(new Uint8Array([...PNG, ...new Uint8Array(2000)])));
    delete process.env.IMAGE_FETCH_ALLOW_PRIVATE;
    resetEnvCache();
    expect(await fetchRemoteImage(`${s.base}/a.png`)).toEqual({ ok: false, message: PRIVATE });
    process.env.IMAGE_FETCH_ALLOW_PRIVATE = "1";
    resetEnvCache();
    expect(await fetchRemoteImage(`${s.base}/a.png`)).toMatchObject({ ok: true });
    process.env.UPLOAD_MAX_BYTES = "1024";
    resetEnvCache();
    expect(await fetchRemoteImage(`${s.base}/a.png`)).toEqual({ ok: false, message: "The image is larger than 1 KB" });
  });
});

import { describe, expect, it } from "vitest";
import { boundaryOf, parseMultipart, readBodyUpTo } from "./multipart";

/** A body as a browser's FormData encodes it (undici's encoder), and its Content-Type. */
async function encoded(fd: FormData) {
  const req = new Request("http://x/", { method: "POST", body: fd });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get("content-type")! };
}

describe("multipart bodies", () => {
  it("finds each part with its name, file name, type and exact bytes", async () => {
    const fd = new FormData();
    fd.set("note", "hello");
    const bytes = new Uint8Array([0, 1, 2, 13, 10, 45, 45, 255]);
    fd.set("file", new Blob([bytes], { type: "image/png" }), "tëst \"q\".png");
    const { body, type } = await encoded(fd);
    const parts = parseMultipart(body, boundaryOf(type)!)!;
    expect(parts.map((p) => [p.name, p.filename, p.type])).toEqual([
      ["note", null, ""],
      ["file", expect.stringContaining("t\u00ebst"), "image/png"],
    ]);
    expect(parts[0].data.toString()).toBe("hello");
    expect([...parts[1].data]).toEqual([...bytes]);
  });

  it("a body without its boundary, a cut body or a part without a name is malformed", async () => {
    const fd = new FormData();
    fd.set("file", new Blob(["a,b\n1,2\n"]), "x.csv");
    const { body, type } = await encoded(fd);
    const b = boundaryOf(type)!;
    expect(parseMultipart(Buffer.from("no parts here"), b)).toBeNull();
    expect(parseMultipart(body.subarray(0, body.length - 30), b)).toBeNull();
    expect(parseMultipart(Buffer.from(`--${b}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${b}--\r\n`), b)).toBeNull();
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
  });

  it("reads a body up to a limit, and answers null past it", async () => {
    const req = () => new Request("http://x/", { method: "POST", body: "x".repeat(1000) });
    expect((await readBodyUpTo(req(), 1000))?.length).toBe(1000);
    expect(await readBodyUpTo(req(), 999)).toBeNull();
  });
});

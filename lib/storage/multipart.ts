/**
 * The parts of a multipart/form-data body, found with Buffer.indexOf over the whole body (native, a few ms for
 * 15 MB) rather than `Request.formData()`, whose parser (undici's) holds the event loop for ~200 ms on a 15 MB CSV:
 * every other request of the instance waited that long (issue 35: a 15 MB import may not block others > 100 ms).
 * Parts are views into the body, not copies. Enough of RFC 7578 for browsers and HTTP clients: CRLF line ends, a
 * boundary from the Content-Type, `name` and `filename` (quoted or not, `filename*=UTF-8''…`) in Content-Disposition.
 */
export type Part = { name: string; filename: string | null; type: string; data: Buffer };

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");

export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,200})"|([^;\s]{1,200}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

function param(header: string, key: string): string | null {
  const star = new RegExp(`;\\s*${key}\\*=(?:UTF-8|utf-8)''([^;]*)`).exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain parameter */
    }
  }
  const m = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, "i").exec(header);
  if (!m) return null;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : m[2].trim();
}

/** Every part of `body`, or null when it is not a well-formed multipart body for this boundary. */
export function parseMultipart(body: Buffer, boundary: string): Part[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  const parts: Part[] = [];
  for (;;) {
    pos += delimiter.length;
    // The closing delimiter ends the body ("--" after it); anything after it is an epilogue.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    if (!body.subarray(pos, pos + 2).equals(CRLF)) return null;
    const headersEnd = body.indexOf(HEADERS_END, pos + 2);
    if (headersEnd < 0) return null;
    const headers = body.toString("utf8", pos + 2, headersEnd).split("\r\n");
    const next = body.indexOf(between, headersEnd + 4);
    if (next < 0) return null;
    let disposition = "";
    let type = "";
    for (const h of headers) {
      const i = h.indexOf(":");
      if (i < 0) continue;
      const key = h.slice(0, i).trim().toLowerCase();
      if (key === "content-disposition") disposition = h.slice(i + 1).trim();
      else if (key === "content-type") type = h.slice(i + 1).trim();
    }
    const name = param(disposition, "name");
    if (!/^form-data\b/i.test(disposition) || name === null) return null;
    parts.push({ name, filename: param(disposition, "filename"), type, data: body.subarray(headersEnd + 4, next) });
    pos = next + 2; // at the delimiter after the CRLF that belongs to it
  }
}

/** The request's body, at most `limit` bytes (a longer one answers null without reading the rest). */
export async function readBodyUpTo(req: Request, limit: number): Promise<Buffer | null> {
  const reader = req.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  // One chunk (a body handed over whole) is used as it is: copying 15 MB into a fresh buffer is a block of its own.
  if (chunks.length === 1) return Buffer.from(chunks[0].buffer, chunks[0].byteOffset, chunks[0].byteLength);
  return Buffer.concat(chunks, size);
}

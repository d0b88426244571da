import "server-only";
import { randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";
import { AppError, badRequest } from "@/lib/errors";
import { sizeLabel, sniffImage } from "./image";
import { boundaryOf, parseMultipart, readBodyUpTo } from "./multipart";
import { getStorage, type FileStorage } from "./index";

/** Bytes above the file limit a multipart envelope may add (boundaries, part headers, file name). */
const ENVELOPE_SLACK = 64 * 1024;

function tooLarge(max: number) {
  const msg = `File is too large. The maximum size is ${sizeLabel(max)}.`;
  return new AppError(413, msg, { file: msg }, "too_large");
}

/** What an upload route says about its file (the import's CSV, an image). */
export type UploadRules = {
  /** The multipart field holding the file. */
  field: string;
  maxBytes: number;
  /** The 413 a file over `maxBytes` gets (checked on the declared length first, then the file's). */
  tooLarge: () => AppError;
  /** "the image": how the "send it as multipart" message names the file. */
  what: string;
  /** The message when the field holds no file, and when the file is empty. */
  missing: string;
  empty: string;
};

/**
 * The one file of a multipart upload, checked before and after the body is read: the declared length (a
 * 200 MB body is refused without reading it), the content type, the field, the file's size. Problems are
 * 4xx AppErrors with `errors.file`.
 */
/** The uploaded file: its name, declared type and bytes (a view into the request's body, not a copy). */
export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

export async function readUploadedFile(req: Request, r: UploadRules): Promise<UploadedFile> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > r.maxBytes + ENVELOPE_SLACK) throw r.tooLarge();
  if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw badRequest(`Send ${r.what} as multipart/form-data in the field "file"`, { file: "No file uploaded" });
  }
  // Read and split without Request.formData(): its parser holds the event loop ~200 ms on 15 MB (./multipart.ts).
  const boundary = boundaryOf(req.headers.get("content-type") ?? "");
  const body = await readBodyUpTo(req, r.maxBytes + ENVELOPE_SLACK);
  if (!body) throw r.tooLarge();
  const parts = boundary ? parseMultipart(body, boundary) : null;
  if (!parts) throw badRequest("Malformed upload", { file: "No file uploaded" });
  const part = parts.find((p) => p.name === r.field && p.filename !== null);
  if (!part) throw badRequest(r.missing, { file: "No file uploaded" });
  if (part.data.byteLength > r.maxBytes) throw r.tooLarge();
  if (part.data.byteLength === 0) throw badRequest(r.empty, { file: "The file is empty" });
  return { name: part.filename || r.field, type: part.type, bytes: part.data };
}

/**
 * POST /api/upload: the multipart field "file" must be an image by its content (lib/storage/image.ts)
 * and at most UPLOAD_MAX_BYTES. Stored under "{tenantId}/{random}.{ext}"; answers { url }.
 */
export async function handleImageUpload(
  req: Request,
  tenantId: string,
  storage: FileStorage = getStorage(),
  /** The multipart field holding the image (the theme editor's upload calls it "image"). */
  field = "file",
): Promise<{ url: string }> {
  const max = getEnv().UPLOAD_MAX_BYTES;
  const file = await readUploadedFile(req, {
    field,
    maxBytes: max,
    tooLarge: () => tooLarge(max),
    what: "the image",
    missing: "No file uploaded",
    empty: "Please select an image file",
  });

  const bytes = file.bytes;
  const sniff = sniffImage(bytes);
  if (!sniff.ok) {
    const msg =
      sniff.reason === "unsafe_svg"
        ? `This SVG cannot be uploaded: it contains ${sniff.detail}. Please select a PNG, JPEG, GIF, WebP or plain SVG image.`
        : "Please select an image file (PNG, JPEG, GIF, WebP or SVG)";
    throw badRequest(msg, { file: msg });
  }

  const key = `${tenantId}/${randomBytes(16).toString("hex")}.${sniff.kind.ext}`;
  const url = await storage.put(key, sniff.bytes ?? bytes, sniff.kind.contentType);
  return { url };
}

/**
 * Which image a file is, decided by its CONTENT (magic bytes), never by its name or the browser's type.
 * Accepted: PNG, JPEG, GIF, WebP, and SVG that carries no active content (sanitised, see ./svg.ts).
 */
import { sanitizeSvg, svgProblem } from "./svg";

export type ImageKind = { ext: "png" | "jpg" | "gif" | "webp" | "svg"; contentType: string };

export const IMAGE_TYPES: Record<ImageKind["ext"], string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

function startsWith(bytes: Uint8Array, sig: number[], offset = 0) {
  if (bytes.length < offset + sig.length) return false;
  return sig.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The raster format of `bytes`, or null. */
export function sniffRaster(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", contentType: IMAGE_TYPES.png };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", contentType: IMAGE_TYPES.jpg };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { ext: "gif", contentType: IMAGE_TYPES.gif };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { ext: "webp", contentType: IMAGE_TYPES.webp };
  return null;
}

/** The text of an SVG document, or null when `bytes` is not UTF-8 text whose root element is <svg>. */
export function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Skip a BOM, the XML declaration, comments and a doctype; the first element must be <svg.
  let rest = text.replace(/^\uFEFF/, "");
  for (;;) {
    rest = rest.replace(/^\s+/, "");
    const m = /^(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i.exec(rest);
    if (!m) break;
    rest = rest.slice(m[0].length);
  }
  return /^<svg[\s>/]/i.test(rest) ? text : null;
}

export { svgProblem };

/** `bytes` is what to store: for an SVG, the sanitised document (lib/storage/svg.ts), never the upload as sent. */
export type SniffResult = { ok: true; kind: ImageKind; bytes?: Uint8Array } | { ok: false; reason: "not_image" | "unsafe_svg"; detail?: string };

/** Decide what an uploaded file is. */
export function sniffImage(bytes: Uint8Array): SniffResult {
  const raster = sniffRaster(bytes);
  if (raster) return { ok: true, kind: raster };
  const svg = svgText(bytes);
  if (svg === null) return { ok: false, reason: "not_image" };
  const clean = sanitizeSvg(svg);
  if (!clean.ok) return { ok: false, reason: "unsafe_svg", detail: clean.problem };
  return { ok: true, kind: { ext: "svg", contentType: IMAGE_TYPES.svg }, bytes: new TextEncoder().encode(clean.svg) };
}

/** A byte limit in the words of an error message: "5 MB", "1.5 MB", "512 KB". */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The Content-Type a stored file is served with, from its extension (null: not a served type). */
export function contentTypeFor(fileName: string): string | null {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (ext === "jpeg") return IMAGE_TYPES.jpg;
  return (IMAGE_TYPES as Record<string, string>)[ext] ?? null;
}

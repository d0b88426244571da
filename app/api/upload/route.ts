// POST /api/upload (owner) — multipart field "file": an image checked by its content, at most
// UPLOAD_MAX_BYTES; stored through lib/storage (local disk or Vercel Blob). Answers { url }.
import { json, route } from "@/lib/http/route";
import * as storage from "@/lib/storage/endpoints";
import { handleImageUpload } from "@/lib/storage/upload";

export const POST = route(storage.upload, async ({ req, store }) => json(await handleImageUpload(req, store.id), 201));

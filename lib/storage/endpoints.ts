import { endpoint } from "@/lib/endpoint";

/** File uploads (docs/decisions/0137): the owner's images, stored through lib/storage; nothing cached reads them. */
export const upload = endpoint<{ response: { url: string } }>()({
  method: "POST",
  path: "/api/upload",
  auth: "owner",
  bodyKind: "multipart",
  summary: 'Multipart "file": an image checked by its content, at most UPLOAD_MAX_BYTES; answers { url }',
});

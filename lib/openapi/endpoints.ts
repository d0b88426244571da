import { endpoint } from "@/lib/endpoint";

/** The API's own description (issue 41 item 5, record 0148): the same document on the platform host and every store host. */
export const document = endpoint<{ response: Record<string, unknown> }>()({
  method: "GET",
  path: "/api/openapi.json",
  auth: "public",
  summary: "This document: the OpenAPI 3.1 description of every /api call",
});

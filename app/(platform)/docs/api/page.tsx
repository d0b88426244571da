import type { Metadata } from "next";
import { ApiReference } from "@/components/api-docs/api-reference";

export const metadata: Metadata = {
  title: "API reference — StoreBuilder",
  description: "Every /api call of the platform and of each store, from the OpenAPI 3.1 document at /api/openapi.json.",
};

/**
 * /docs/api (platform host): the API reference, read from GET /api/openapi.json (issue 41 item 5, record 0148).
 * The renderer is this page's alone (components/api-docs); without script, the link to the document remains.
 */
export default function ApiDocsPage() {
  return (
    <main className="min-h-screen bg-background">
      <header className="border-b px-4 py-3 text-sm sm:px-6">
        <h1 className="font-semibold">StoreBuilder API reference</h1>
        <p className="text-muted-foreground">
          The machine-readable document: <a className="underline" href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1, on the platform and every store host).
        </p>
      </header>
      <ApiReference url="/api/openapi.json" />
    </main>
  );
}

"use client";

import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";

/**
 * Scalar's API reference over GET /api/openapi.json (record 0148). Loaded only by /docs/api, in the browser only
 * (api-reference.tsx): nothing of it reaches a storefront or dashboard bundle. Everything it would fetch from
 * elsewhere is off: fonts, telemetry, the AI agent, MCP, the request proxy (try-it calls go to
 * this host) and the button that opens the document in Scalar's hosted client.
 */
export function ScalarReference({ url }: { url: string }) {
  return (
    <ApiReferenceReact
      configuration={{
        url,
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        mcp: { disabled: true },
        proxyUrl: "",
        showDeveloperTools: "never",
        hideClientButton: true,
        hideDarkModeToggle: true,
        forceDarkModeState: "light",
        documentDownloadType: "json",
        metaData: { title: "Store builder API" },
      }}
    />
  );
}

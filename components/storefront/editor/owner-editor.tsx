"use client";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { getQueryFn, makeQueryClient } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import type { StorefrontReadiness } from "@/lib/storefront-readiness/schemas";
import { OverlayCard } from "./overlay-card";
import { OverlayCorner, SetupOverlay } from "./setup-overlay";
import type { EditorPage } from "./types";

/** GET /api/storefront-readiness: whether the store has what the editor builds on. */
export type Readiness = StorefrontReadiness;

export type OwnerEditorProps = { page: EditorPage; onEditingChange: (editing: boolean) => void };

/** The editor with its own TanStack Query client: shoppers' pages mount none, and components import nothing from app/. */
export function OwnerEditorWithQueries(props: OwnerEditorProps) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <OwnerEditor {...props} />
    </QueryClientProvider>
  );
}

// Edit mode (sections builder, inline editors) is a further chunk, fetched when the owner starts editing.
const EditMode = dynamic(() => import("./edit-mode").then((m) => m.EditMode), { ssr: false, loading: () => <OverlayCard>Loading editor...</OverlayCard> });

/**
 * The owner's overlay at the bottom right of the store: shown only when GET /api/storefront-readiness
 * answers (it does so for this store's owner only). Not ready: the setup checklist; ready: 'Edit
 * Storefront', which opens edit mode on this page.
 */
export function OwnerEditor({ page, onEditingChange }: OwnerEditorProps) {
  const [editing, setEditing] = useState(false);
  const readiness = useQuery<Readiness | null>({
    queryKey: queryKeys.storefrontEditor.readiness(page.slug),
    queryFn: getQueryFn<Readiness>({ on401: "returnNull" }),
    retry: false,
  });
  useEffect(() => onEditingChange(editing), [editing, onEditingChange]);

  // Not the owner (401/403), or no readiness service: nothing at all.
  if (readiness.isError || readiness.data === null) return null;
  if (readiness.isPending) return <OverlayCard>Checking readiness...</OverlayCard>;
  const r = readiness.data;

  if (editing) return <EditMode page={page} onExit={() => setEditing(false)} />;

  if (!r.isReady) return <SetupOverlay readiness={r} basePath={page.basePath} />;

  return (
    <OverlayCorner>
      <Button size="lg" className="shadow-xl" onClick={() => setEditing(true)}>
        <Pencil aria-hidden /> Edit Storefront
      </Button>
    </OverlayCorner>
  );
}

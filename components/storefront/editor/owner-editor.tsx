"use client";
import { useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { getQueryFn } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import type { StorefrontReadiness } from "@/lib/storefront-readiness/schemas";
import type { EditorPage } from "./editor-host";
import { OverlayCorner, SetupOverlay } from "./setup-overlay";

/** GET /api/storefront-readiness: whether the store has what the editor builds on. */
export type Readiness = StorefrontReadiness;

export type OwnerEditorProps = { page: EditorPage; onEditingChange: (editing: boolean) => void };

// Edit mode (sections builder, inline editors) is a further chunk, fetched when the owner starts editing.
const EditMode = dynamic(() => import("./edit-mode").then((m) => m.EditMode), { ssr: false, loading: () => <OverlayCard>Loading editor...</OverlayCard> });

export function OverlayCard({ children, wide }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <div
      className={`fixed bottom-4 right-4 z-40 max-w-[calc(100vw-2rem)] rounded-xl border bg-background p-4 text-foreground shadow-xl ${wide ? "w-80" : ""}`}
      data-testid="owner-overlay"
      role="region"
      aria-label="Storefront editor"
    >
      {children}
    </div>
  );
}

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

"use client";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Circle, Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { getQueryFn } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import type { EditorPage } from "./editor-host";

/** GET /api/storefront-readiness: whether the store has what the editor builds on. */
export type Readiness = { ready: boolean; items: { siteLogo: boolean; menus: boolean; heroBanner: boolean; products: boolean; categories: boolean; collections: boolean } };

export type OwnerEditorProps = { page: EditorPage; onEditingChange: (editing: boolean) => void };

// Edit mode (sections builder, inline editors) is a further chunk, fetched when the owner starts editing.
const EditMode = dynamic(() => import("./edit-mode").then((m) => m.EditMode), { ssr: false, loading: () => <OverlayCard>Loading editor...</OverlayCard> });

const CHECKLIST: { key: keyof Readiness["items"]; label: string; hint: string; href: string }[] = [
  { key: "siteLogo", label: "Site Logo", hint: "Add a Site Logo", href: "/store-settings" },
  { key: "menus", label: "Menus", hint: "Add at least one Header and Footer Menu", href: "/tenant-dashboard?tab=menu" },
  { key: "heroBanner", label: "Hero Banner", hint: "Add at least one Hero Banner", href: "/hero-banner" },
  { key: "products", label: "Products", hint: "Add at least one Product", href: "/tenant-dashboard?tab=products" },
  { key: "categories", label: "Categories", hint: "Add at least one Category", href: "/tenant-dashboard?tab=categories" },
  { key: "collections", label: "Collections", hint: "Add at least one Collection", href: "/tenant-dashboard?tab=collections" },
];

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

  if (!r.ready) {
    return (
      <OverlayCard wide>
        <h2 className="font-semibold">Complete Setup to Edit Storefront</h2>
        <p className="mb-3 text-sm text-muted-foreground">Add the following from your Dashboard</p>
        <ul className="space-y-2 text-sm">
          {CHECKLIST.map((item) => {
            const done = r.items[item.key];
            return (
              <li key={item.key} className="flex items-start gap-2" data-done={done}>
                {done ? <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="Done" /> : <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="To do" />}
                <span>
                  <a href={storeHref(page.basePath, item.href)} className={done ? "font-medium" : "font-medium text-primary-text underline-offset-2 hover:underline"}>
                    {item.label}
                  </a>
                  {done ? null : <span className="block text-xs text-muted-foreground">{item.hint}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </OverlayCard>
    );
  }

  return (
    <div className="fixed bottom-4 right-4 z-40" data-testid="owner-overlay">
      <Button size="lg" className="shadow-xl" onClick={() => setEditing(true)}>
        <Pencil aria-hidden /> Edit Storefront
      </Button>
    </div>
  );
}

"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import * as themes from "@/lib/themes/endpoints";
import type { EditableContent, Section, ThemeDraft } from "@/lib/themes/drafts/schemas";
import { homeComposition } from "@/lib/themes/drafts/home";
import { EditorContext, type EditorActions } from "./editor-context";
import { OverlayCard } from "./overlay-card";
import { SectionsBuilder } from "./sections-builder";
import type { EditorPage } from "./types";

export const EXIT_CONFIRM = "You have unsaved changes. Are you sure you want to exit edit mode?";

/** What of the sections decides the products they show (texts do not): the preview's cache key. */
const dataSignature = (sections: Section[]) =>
  JSON.stringify(sections.map((s) => [s.id, s.type, s.content.collectionId ?? null, s.content.categoryId ?? null, s.content.itemsToShow]));

/**
 * What edit mode starts from: the draft as the server gives it (a saved draft, else the home exactly as it is
 * live). A draft without sections is the default home, as on the visitor's page.
 */
const initialContent = (draft: ThemeDraft): EditableContent => homeComposition(draft.editable_content);

/**
 * Edit mode: the owner's draft drawn in place of the published page (in this browser only), the sections
 * builder, and the edit card with Save Draft (a preview for the owner) and Publish (live for visitors).
 */
export function EditMode({ page, onExit }: { page: EditorPage; onExit: () => void }) {
  const draftQuery = useQuery<ThemeDraft>({
    queryKey: queryKeys.storefrontEditor.draft(page.slug, page.themeId),
    staleTime: 0,
    refetchOnMount: "always",
  });
  if (draftQuery.isError) {
    return (
      <OverlayCard>
        <p className="mb-2 text-sm">Could not load your draft.</p>
        <Button variant="outline" onClick={onExit}>
          Exit Edit Mode
        </Button>
      </OverlayCard>
    );
  }
  if (!draftQuery.data) return <OverlayCard>Loading editor...</OverlayCard>;
  return <Editing key={draftQuery.data.updatedAt ?? "new"} page={page} initial={initialContent(draftQuery.data)} onExit={onExit} />;
}

function Editing({ page, initial, onExit }: { page: EditorPage; initial: EditableContent; onExit: () => void }) {
  const qc = useQueryClient();
  const router = useRouter();
  const [ec, setEc] = useState<EditableContent>(initial);
  const [dirty, setDirty] = useState(false);

  const change = useCallback((next: (prev: EditableContent) => EditableContent) => {
    setEc(next);
    setDirty(true);
  }, []);
  const actions = useMemo<EditorActions>(
    () => ({ basePath: page.basePath, setContent: (values) => change((prev) => ({ ...prev, content: { ...prev.content, ...values } })) }),
    [change, page.basePath],
  );

  const signature = dataSignature(ec.sections);
  const preview = useQuery({
    queryKey: queryKeys.storefrontEditor.sectionsPreview(page.slug, page.themeId, signature),
    queryFn: () => callApi(themes.previewDraft, { params: { id: page.themeId }, body: { sections: ec.sections } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const draftKey = queryKeys.storefrontEditor.draft(page.slug, page.themeId);
  const save = useMutation({
    mutationFn: () => callApi(themes.saveDraft, { params: { id: page.themeId }, body: { editable_content: ec } }),
    onSuccess: (d) => {
      setDirty(false);
      qc.setQueryData(draftKey, d);
      // The theme's data (what the customizer loads) is refreshed too, as after any write to the theme.
      void qc.invalidateQueries({ queryKey: queryKeys.themes.data(page.slug, page.themeId) });
      toast({ title: "Saved", description: "Your changes have been saved", variant: "success" });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err, "Failed to save changes"), variant: "destructive" }),
  });
  const publish = useMutation({
    mutationFn: () => callApi(themes.publish, { params: { id: page.themeId }, body: { editable_content: ec } }),
    onSuccess: (d) => {
      setDirty(false);
      qc.setQueryData(draftKey, d);
      void qc.invalidateQueries({ queryKey: queryKeys.themes.data(page.slug, page.themeId) });
      toast({ title: "Published!", description: "Your changes are now live for all visitors", variant: "success" });
      // The page behind the editor is the published one: fetch it again.
      router.refresh();
    },
    onError: (err) => toast({ title: "Publish Failed", description: errorMessage(err, "Failed to publish changes"), variant: "destructive" }),
  });
  const busy = save.isPending || publish.isPending;

  const exit = () => {
    if (dirty && !window.confirm(EXIT_CONFIRM)) return;
    onExit();
  };

  return (
    <EditorContext.Provider value={actions}>
      <div data-testid="edit-mode" className="pb-48">
        <SectionsBuilder page={page} ec={ec} onChange={change} data={preview.data} />
      </div>
      <div
        className="fixed bottom-4 right-4 z-40 w-[22rem] max-w-[calc(100vw-2rem)] rounded-xl border bg-background p-4 text-foreground shadow-xl"
        role="region"
        aria-label="Edit mode"
        data-testid="edit-card"
      >
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Badge>Edit Mode Active</Badge>
          {dirty ? (
            <span className="text-xs font-medium text-amber-700" role="status">
              Unsaved changes
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={busy || !dirty} onClick={() => save.mutate()}>
            {save.isPending ? "Saving..." : "Save Draft"}
          </Button>
          <Button size="sm" disabled={busy} onClick={() => publish.mutate()}>
            {publish.isPending ? "Publishing..." : "Publish"}
          </Button>
          <Button size="sm" variant="ghost" onClick={exit}>
            Exit Edit Mode
          </Button>
        </div>
        <p className="mt-3 text-xs text-muted-foreground">Save Draft = Preview only • Publish = Live for visitors</p>
      </div>
    </EditorContext.Provider>
  );
}

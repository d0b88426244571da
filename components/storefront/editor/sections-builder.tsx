"use client";
import { ArrowDown, ArrowUp, Copy, EllipsisVertical, FolderTree, Layers, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { useT } from "@/components/storefront/island-messages";
import { isFullWidth, mainHeroOf, SectionView } from "@/components/storefront/sections/section-view";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { EditableContent, Section, SectionHeroLayout, SectionType } from "@/lib/themes/drafts/schemas";
import { SECTION_HERO_LAYOUTS } from "@/lib/themes/drafts/schemas";
import {
  ADDABLE_SECTIONS,
  duplicateSection,
  insertSection,
  moveSection,
  newSection,
  removeSection,
  SECTION_LABELS,
  updateSectionContent,
} from "@/lib/themes/drafts/sections";
import type { SectionsData } from "@/lib/themes/drafts/view-types";
import { cn } from "@/lib/utils";
import type { EditorPage } from "./types";
import { editorEditables } from "./inline-editables";

type Change = (next: (prev: EditableContent) => EditableContent) => void;

/** Touch: a press held this long opens the section's menu, as a right-click does with a mouse. */
const LONG_PRESS_MS = 700;

/**
 * The sections builder: every section with its menu (right-click, a 700 ms long press on touch, or the
 * visible menu button for keyboards), and a '+' between sections to add one.
 */
export function SectionsBuilder({ page, ec, onChange, data }: { page: EditorPage; ec: EditableContent; onChange: Change; data?: SectionsData }) {
  const mainHero = mainHeroOf(ec.sections);
  const t = useT();
  return (
    <div className="space-y-6 pt-4" data-testid="sections-builder">
      <AddSection at={0} onChange={onChange} />
      {ec.sections.length === 0 ? <p className="mx-auto max-w-7xl px-4 text-center text-sm text-muted-foreground sm:px-6">No sections yet. Use + to add one.</p> : null}
      {ec.sections.map((s, i) => (
        <div key={s.id} className="space-y-6">
          <SectionFrame section={s} index={i} count={ec.sections.length} onChange={onChange} data={data}>
            <SectionView
              section={s}
              content={ec.content}
              data={data?.byId[s.id] ?? {}}
              currency={page.currency}
              basePath={page.basePath}
              ed={editorEditables}
              first={s.id === mainHero}
              t={t}
            />
          </SectionFrame>
          <AddSection at={i + 1} onChange={onChange} />
        </div>
      ))}
    </div>
  );
}

function AddSection({ at, onChange }: { at: number; onChange: Change }) {
  return (
    <div className="flex items-center justify-center gap-3 px-4" data-testid="add-section">
      <span className="h-px flex-1 bg-border" aria-hidden />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="outline" className="rounded-full" aria-label="Add section">
            <Plus aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="center">
          <DropdownMenuLabel>Add a section</DropdownMenuLabel>
          {ADDABLE_SECTIONS.map((type) => (
            <DropdownMenuItem key={type} onSelect={() => onChange((prev) => insertSection(prev, at, newSection(type)))}>
              {SECTION_LABELS[type]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <span className="h-px flex-1 bg-border" aria-hidden />
    </div>
  );
}

const LAYOUT_LABELS: Record<SectionHeroLayout, string> = {
  "full-rectangular": "Full rectangular",
  "half-rectangular": "Half rectangular",
  "half-square": "Half square (image right)",
  "half-square-left": "Half square (image left)",
};

function SectionFrame({ section, index, count, onChange, data, children }: { section: Section; index: number; count: number; onChange: Change; data?: SectionsData; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPress = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const label = SECTION_LABELS[section.type as SectionType];
  const set = (patch: Partial<Section["content"]>) => onChange((prev) => updateSectionContent(prev, section.id, patch));

  return (
    <div
      className={cn("group relative outline-dashed outline-2 outline-offset-2 outline-transparent hover:outline-primary/40", !isFullWidth(section) && "mx-auto max-w-7xl px-4 sm:px-6")}
      data-section-id={section.id}
      data-section-type={section.type}
      data-testid="editor-section"
      onContextMenu={(e) => {
        // A section's menu replaces the browser's, except inside an open text editor.
        if ((e.target as HTMLElement).closest("input,textarea,[contenteditable=true]")) return;
        e.preventDefault();
        setOpen(true);
      }}
      onPointerDown={(e) => {
        if (e.pointerType !== "touch") return;
        cancelPress();
        timer.current = setTimeout(() => setOpen(true), LONG_PRESS_MS);
      }}
      onPointerUp={cancelPress}
      onPointerMove={cancelPress}
      onPointerCancel={cancelPress}
    >
      {/* A strip above the section, so the menu never covers the section's own links. */}
      <div className={cn("mb-2 flex items-center justify-between gap-2", isFullWidth(section) && "px-4 sm:px-6")}>
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label} section</span>
        <DropdownMenu open={open} onOpenChange={setOpen}>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="secondary" className="h-7 shadow-sm">
              <EllipsisVertical aria-hidden />
              <span className="sr-only">{label} section</span> Menu
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-56">
            <DropdownMenuLabel>{label}</DropdownMenuLabel>
            <DropdownMenuItem disabled={index === 0} onSelect={() => onChange((prev) => moveSection(prev, index, -1))}>
              <ArrowUp aria-hidden /> Move up
            </DropdownMenuItem>
            <DropdownMenuItem disabled={index === count - 1} onSelect={() => onChange((prev) => moveSection(prev, index, 1))}>
              <ArrowDown aria-hidden /> Move down
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onChange((prev) => duplicateSection(prev, index))}>
              <Copy aria-hidden /> Duplicate
            </DropdownMenuItem>
            {section.type === "collection" ? (
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>
                  <Layers aria-hidden /> Choose collection
                </DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  {(data?.choices.collections ?? []).length === 0 ? <DropdownMenuItem disabled>No active collections</DropdownMenuItem> : null}
                  {data?.choices.collections.map((c) => (
                    <DropdownMenuItem key={c.id} onSelect={() => set({ collectionId: c.id })}>
                      {c.id === section.content.collectionId ? "✓ " : ""}
                      {c.name}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            ) : null}
            {section.type === "category" ? (
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>
                  <FolderTree aria-hidden /> Choose category
                </DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  {(data?.choices.categories ?? []).length === 0 ? <DropdownMenuItem disabled>No categories</DropdownMenuItem> : null}
                  {data?.choices.categories.map((c) => (
                    <DropdownMenuItem key={c.id} onSelect={() => set({ categoryId: c.id })}>
                      {c.id === section.content.categoryId ? "✓ " : ""}
                      {c.name}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            ) : null}
            {section.type === "hero" ? (
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>Layout</DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  {SECTION_HERO_LAYOUTS.map((l) => (
                    <DropdownMenuItem key={l} onSelect={() => set({ layout: l })}>
                      {(section.content.layout ?? "full-rectangular") === l ? "✓ " : ""}
                      {LAYOUT_LABELS[l]}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            ) : null}
            {section.type === "collection" || section.type === "category" ? (
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>Products to show</DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  {[4, 8, 12].map((n) => (
                    <DropdownMenuItem key={n} onSelect={() => set({ itemsToShow: n })}>
                      {section.content.itemsToShow === n ? "✓ " : ""}
                      {n}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            ) : null}
            {section.type !== "hero" ? (
              <DropdownMenuItem onSelect={() => set({ showTitle: !section.content.showTitle })}>{section.content.showTitle ? "Hide title" : "Show title"}</DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onChange((prev) => removeSection(prev, index))}>
              <Trash2 aria-hidden /> Remove
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {children}
    </div>
  );
}

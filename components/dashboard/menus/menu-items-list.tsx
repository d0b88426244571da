"use client";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ExternalLink, GripVertical, Pencil } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { MenuItem, MenuItemNode } from "@/lib/content/schemas";
import * as content from "@/lib/content/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { cn } from "@/lib/utils";
import { ConfirmDelete } from "../confirm-delete";
import { namedAnnouncements, REORDER_INSTRUCTIONS } from "../dnd-announcements";
import { buildTree, flattenIds, itemMarkers, moveItem } from "./menu-tree";
import { TranslateButton } from "../translations/translate-panel";

type RowProps = { item: MenuItem; onEdit: (i: MenuItem) => void; onDelete: (i: MenuItem) => void; disabled: boolean; children?: ReactNode };

function SortableRow({ item, onEdit, onDelete, disabled, children }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const markers = itemMarkers(item);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={cn(isDragging && "relative z-10")} data-testid="menu-item" data-label={item.label}>
      <div className={cn("flex items-center gap-2 rounded-md border bg-background p-2", isDragging && "shadow-lg")}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${item.label}`}
          className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">
            {item.label}
            {markers.map((m) => (
              <span key={m} className="ml-1 text-xs font-normal text-muted-foreground">
                {m}
              </span>
            ))}
          </p>
          <p className="flex items-center gap-1 truncate text-xs text-muted-foreground">
            {item.linkType === "external" ? <ExternalLink className="size-3" aria-label="External link" /> : null}
            {item.linkTarget || "No link"}
          </p>
        </div>
        <TranslateButton resourceType="menu-item" id={item.id} name={item.label} />
        <Button type="button" variant="ghost" size="icon" aria-label={`Edit menu item ${item.label}`} onClick={() => onEdit(item)}>
          <Pencil aria-hidden />
        </Button>
        <ConfirmDelete
          name={item.label}
          what="menu item"
          description={`“${item.label}” and any items under it will be deleted.`}
          onConfirm={() => onDelete(item)}
        />
      </div>
      {children}
    </li>
  );
}

function Group({ items, onDragEnd, label, children }: { items: string[]; onDragEnd: (e: DragEndEvent) => void; label: (id: UniqueIdentifier) => string; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: namedAnnouncements(label), screenReaderInstructions: REORDER_INSTRUCTIONS }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * The items of one menu, two levels, draggable among their siblings (dnd-kit). A drop sends every item
 * id of the menu in the new order (PUT /api/menus/{id}/reorder); the list is dimmed while it is pending.
 */
export function MenuItemsList({ menuId, items, onEdit }: { menuId: string; items: MenuItem[]; onEdit: (i: MenuItem) => void }) {
  // The dropped order is shown until the refreshed items arrive (or the request fails).
  const [optimistic, setOptimistic] = useState<MenuItemNode[] | null>(null);
  const tree = useMemo(() => optimistic ?? buildTree(items), [optimistic, items]);

  const reorder = useApiMutation(content.reorderMenu, {
    input: (itemIds: string[]) => ({ params: { id: menuId }, body: { itemIds } }),
    retry: false,
    onSuccess: () => setOptimistic(null),
    onError: (err) => {
      setOptimistic(null);
      toast({ title: "Error reordering menu items", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });

  const remove = useApiMutation(content.removeMenuItem, {
    input: (i: MenuItem) => ({ params: { id: i.id } }),
    onSuccess: (_d, i) => {
      toast({ title: "Menu item deleted successfully", description: `“${i.label}” was deleted.`, variant: "success" });
    },
    onError: (err) => toast({ title: "Error deleting menu item", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over) return;
    const next = moveItem(tree, String(e.active.id), String(e.over.id));
    if (!next) return;
    setOptimistic(next);
    reorder.mutate(flattenIds(next));
  };

  const pending = reorder.isPending;
  // Screen readers hear the items' labels ("Picked up About, position 4 of 4"), not their ids.
  const labels = new Map(tree.flatMap((t) => [[t.id, t.label] as const, ...t.children.map((c) => [c.id, c.label] as const)]));
  const label = (id: UniqueIdentifier) => labels.get(String(id)) ?? "menu item";
  return (
    <div aria-busy={pending} data-pending={pending ? "true" : "false"} data-testid="menu-items" className={cn("transition-opacity", pending && "pointer-events-none opacity-50")}>
      <Group items={tree.map((t) => t.id)} onDragEnd={onDragEnd} label={label}>
        <ul className="space-y-2" aria-label="Menu items">
          {tree.map((t) => (
            <SortableRow key={t.id} item={t} onEdit={onEdit} onDelete={(i) => remove.mutate(i)} disabled={pending}>
              {t.children.length > 0 ? (
                <Group items={t.children.map((c) => c.id)} onDragEnd={onDragEnd} label={label}>
                  <ul className="mt-2 ml-8 space-y-2 border-l pl-3" aria-label={`Items under ${t.label}`}>
                    {t.children.map((c) => (
                      <SortableRow key={c.id} item={c} onEdit={onEdit} onDelete={(i) => remove.mutate(i)} disabled={pending} />
                    ))}
                  </ul>
                </Group>
              ) : null}
            </SortableRow>
          ))}
        </ul>
      </Group>
    </div>
  );
}

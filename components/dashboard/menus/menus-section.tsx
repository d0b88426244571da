"use client";
import { useQuery } from "@tanstack/react-query";
import { List, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { Menu, MenuItem } from "@/lib/content/schemas";
import * as content from "@/lib/content/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { cn } from "@/lib/utils";
import { ConfirmDelete } from "../confirm-delete";
import { useDashboardStore } from "../use-dashboard";
import { MenuDialog } from "./menu-dialog";
import { MenuItemDialog } from "./menu-item-dialog";
import { MenuItemsList } from "./menu-items-list";
import { queryKeys } from "@/lib/http/query-keys";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeader } from "@/components/dashboard/section-header";
import { LoadError } from "@/components/ui/load-states";

/** Menus: the store's menus and, for the chosen one, its items (two levels, drag to reorder). */
export function MenusSection() {
  const { slug } = useDashboardStore();
  const menus = useApiQuery(slug, content.listMenus);
  const [chosen, setChosen] = useState<string | null>(null);
  const [menuDialog, setMenuDialog] = useState<{ open: boolean; menu: Menu | null }>({ open: false, menu: null });
  const [itemDialog, setItemDialog] = useState<{ open: boolean; item: MenuItem | null }>({ open: false, item: null });

  const list = menus.data ?? [];
  const selected = list.find((m) => m.id === chosen) ?? list[0] ?? null;
  const items = useQuery<MenuItem[]>({ queryKey: queryKeys.content.menuItems(slug, selected?.id ?? ""), enabled: !!selected });

  const remove = useApiMutation(content.removeMenu, {
    input: (m: Menu) => ({ params: { id: m.id } }),
    onSuccess: (_d, m) => {
      toast({ title: "Menu deleted successfully", description: `“${m.name}” and its items were deleted.`, variant: "success" });
      if (chosen === m.id) setChosen(null);
    },
    onError: (err) => toast({ title: "Error deleting menu", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const addMenu = (
    <Button onClick={() => setMenuDialog({ open: true, menu: null })}>
      <Plus aria-hidden /> Add Menu
    </Button>
  );

  return (
    <div>
      <SectionHeader title="Menus" description="Navigation for your store's header, footer and sidebar." action={addMenu} />
      {menus.isPending ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      ) : menus.isError ? (
        <LoadError error={menus.error} fallback="Could not load menus." />
      ) : list.length === 0 ? (
        <EmptyState icon={<List className="size-10" />} title="No menus yet" description="Create a header menu so shoppers can find their way." action={addMenu} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <ul className="space-y-2" aria-label="Menus">
            {list.map((m) => {
              const active = selected?.id === m.id;
              return (
                <li key={m.id} className={cn("flex items-center gap-1 rounded-md border bg-background p-1", active && "border-primary ring-1 ring-primary")}>
                  <button
                    type="button"
                    className="min-w-0 flex-1 rounded px-2 py-1.5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    aria-current={active ? "true" : undefined}
                    onClick={() => setChosen(m.id)}
                  >
                    <span className="block truncate text-sm font-medium">
                      {m.name}
                      {!m.isActive ? <span className="ml-1 text-xs font-normal text-muted-foreground">(inactive)</span> : null}
                    </span>
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <Badge variant="outline" className="capitalize">
                        {m.location}
                      </Badge>
                      {m.handle}
                    </span>
                  </button>
                  <Button variant="ghost" size="icon" aria-label={`Edit menu ${m.name}`} onClick={() => setMenuDialog({ open: true, menu: m })}>
                    <Pencil aria-hidden />
                  </Button>
                  <ConfirmDelete name={m.name} what="menu" description={`“${m.name}” and all of its items will be deleted.`} onConfirm={() => remove.mutate(m)} />
                </li>
              );
            })}
          </ul>
          {selected ? (
            <Card>
              <CardHeader className="flex flex-row items-center justify-between gap-2">
                <CardTitle className="text-base">{selected.name} items</CardTitle>
                <Button size="sm" onClick={() => setItemDialog({ open: true, item: null })}>
                  <Plus aria-hidden /> Add Item
                </Button>
              </CardHeader>
              <CardContent>
                {items.isPending ? (
                  <Skeleton className="h-40" />
                ) : items.isError ? (
                  <LoadError error={items.error} fallback="Could not load menu items." />
                ) : items.data.length === 0 ? (
                  <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">This menu has no items yet.</p>
                ) : (
                  <>
                    <MenuItemsList menuId={selected.id} items={items.data} onEdit={(item) => setItemDialog({ open: true, item })} />
                    <p className="mt-3 text-xs text-muted-foreground">Drag items by their handle (or focus it and use Space and the arrow keys) to reorder them.</p>
                  </>
                )}
              </CardContent>
            </Card>
          ) : null}
        </div>
      )}
      <MenuDialog open={menuDialog.open} menu={menuDialog.menu} onOpenChange={(open) => setMenuDialog((d) => ({ ...d, open }))} onSaved={(m) => setChosen(m.id)} />
      {selected ? (
        <MenuItemDialog
          open={itemDialog.open}
          menuId={selected.id}
          item={itemDialog.item}
          items={items.data ?? []}
          onOpenChange={(open) => setItemDialog((d) => ({ ...d, open }))}
        />
      ) : null}
    </div>
  );
}

"use client";
import { CornerDownRight, FolderTree } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import type { Category } from "@/lib/catalog/categories/schemas";
import * as categories from "@/lib/catalog/categories/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { ConfirmDelete } from "../confirm-delete";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeader } from "@/components/dashboard/section-header";
import { SkeletonRows, LoadError } from "@/components/ui/load-states";
import { AddLink, EditLink } from "@/components/dashboard/list-parts";

const bySort = (a: Category, b: Category) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/** Categories: top-level categories with their subcategories; add, edit, delete. */
export function CategoriesSection() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const { data, isPending, isError, error } = useApiQuery(slug, categories.list);

  const remove = useApiMutation(categories.remove, {
    input: (c: Category) => ({ params: { id: c.id } }),
    onSuccess: (_d, c) => {
      toast({ title: "Category deleted successfully", description: `“${c.name}” was deleted.`, variant: "success" });
    },
    onError: (err) => toast({ title: "Error deleting category", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const addButton = (
    <AddLink href={href("/tenant-dashboard/categories/new")}>Add Category</AddLink>
  );

  const rows: { c: Category; sub: boolean }[] = [];
  if (data) {
    const byId = new Map(data.map((c) => [c.id, c]));
    for (const top of data.filter((c) => !c.parentId || !byId.has(c.parentId)).sort(bySort)) {
      rows.push({ c: top, sub: false });
      for (const child of data.filter((c) => c.parentId === top.id).sort(bySort)) rows.push({ c: child, sub: true });
    }
  }

  return (
    <div>
      <SectionHeader title="Categories" description="Group your products; subcategories sit under a top-level category." action={addButton} />
      {isPending ? (
        <SkeletonRows className="h-12" />
      ) : isError ? (
        <LoadError error={error} fallback="Could not load categories." />
      ) : rows.length === 0 ? (
        <EmptyState icon={<FolderTree className="size-10" />} title="No categories yet" description="Create categories to organise your products." action={addButton} />
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-background">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead className="hidden sm:table-cell">Slug</TableHead>
                <TableHead>Products</TableHead>
                <TableHead className="hidden sm:table-cell">Sort order</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map(({ c, sub }) => (
                <TableRow key={c.id} data-testid="category-row">
                  <TableCell>
                    <span className={sub ? "flex items-center gap-2 pl-6" : "flex items-center gap-2 font-medium"}>
                      {sub ? <CornerDownRight className="size-4 text-muted-foreground" aria-label="Subcategory" /> : null}
                      {c.name}
                      {!c.isActive ? <Badge variant="outline">Hidden</Badge> : null}
                    </span>
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">{c.slug}</TableCell>
                  <TableCell>{c.productCount}</TableCell>
                  <TableCell className="hidden sm:table-cell">{c.sortOrder}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <EditLink href={href(`/tenant-dashboard/categories/${c.id}/edit`)} label={`Edit category ${c.name}`} />
                    <ConfirmDelete
                      name={c.name}
                      what="category"
                      description={`“${c.name}” will be deleted. Its products stay in your store without a category${sub ? "" : ", and its subcategories become top-level categories"}.`}
                      onConfirm={() => remove.mutate(c)}
                      disabled={remove.isPending}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}

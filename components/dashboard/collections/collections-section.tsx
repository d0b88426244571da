"use client";
import Link from "next/link";
import { Layers } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import type { Collection } from "@/lib/catalog/collections/schemas";
import * as collections from "@/lib/catalog/collections/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { ConfirmDelete } from "../confirm-delete";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { criteriaSummary } from "./summary";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeader } from "@/components/dashboard/section-header";
import { SkeletonRows, LoadError } from "@/components/ui/load-states";
import { AddLink, EditLink, Thumbnail } from "@/components/dashboard/list-parts";

/** Collections: manual and smart collections with their product counts; add, edit, delete. */
export function CollectionsSection() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const { data, isPending, isError, error } = useApiQuery(slug, collections.list);

  const remove = useApiMutation(collections.remove, {
    input: (c: Collection) => ({ params: { id: c.id } }),
    onSuccess: (_d, c) => {
      toast({ title: "Collection deleted successfully", description: `“${c.name}” was deleted.`, variant: "success" });
    },
    onError: (err) => toast({ title: "Failed to delete collection", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const addButton = (
    <AddLink href={href("/tenant-dashboard/collections/new")}>Add Collection</AddLink>
  );
  const list = [...(data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

  return (
    <div>
      <SectionHeader title="Collections" description="Curated or rule-based groups of products." action={addButton} />
      {isPending ? (
        <SkeletonRows className="h-14" />
      ) : isError ? (
        <LoadError error={error} fallback="Could not load collections." />
      ) : list.length === 0 ? (
        <EmptyState icon={<Layers className="size-10" />} title="No collections yet" description="Group products by hand or by conditions." action={addButton} />
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-background">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-14">
                  <span className="sr-only">Image</span>
                </TableHead>
                <TableHead>Collection</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Products</TableHead>
                <TableHead className="hidden sm:table-cell">Sort order</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((c) => (
                <TableRow key={c.id} data-testid="collection-row">
                  <TableCell>
                    <Thumbnail src={c.image} />
                  </TableCell>
                  <TableCell className="max-w-80">
                    <Link href={href(`/tenant-dashboard/collections/${c.id}/edit`)} className="flex items-center gap-2 font-medium hover:underline">
                      {c.name}
                      {!c.isActive ? <Badge variant="outline">Inactive</Badge> : null}
                    </Link>
                    {c.type === "smart" && c.criteria ? (
                      <p className="truncate text-xs text-muted-foreground">{criteriaSummary(c.criteria.matchType, c.criteria.conditions)}</p>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={c.type === "smart" ? "default" : "outline"}>{c.type === "smart" ? "Smart" : "Manual"}</Badge>
                  </TableCell>
                  <TableCell data-testid="collection-product-count">{c.productCount}</TableCell>
                  <TableCell className="hidden sm:table-cell">{c.sortOrder}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <EditLink href={href(`/tenant-dashboard/collections/${c.id}/edit`)} label={`Edit collection ${c.name}`} />
                    <ConfirmDelete name={c.name} what="collection" onConfirm={() => remove.mutate(c)} disabled={remove.isPending} />
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

"use client";
import { FileText, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import type { Page } from "@/lib/content/schemas";
import * as content from "@/lib/content/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { useDashboardStore } from "../use-dashboard";
import { PageDialog } from "./page-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeader } from "@/components/dashboard/section-header";
import { SkeletonRows, LoadError } from "@/components/ui/load-states";
import { TranslateButton } from "../translations/translate-panel";

/** Pages: list, create, edit, publish, delete (with the browser's confirm). */
export function PagesSection() {
  const { slug } = useDashboardStore();
  const pages = useApiQuery(slug, content.listPages);
  const [dialog, setDialog] = useState<{ open: boolean; page: Page | null }>({ open: false, page: null });

  useEffect(() => {
    if (pages.isError) toast({ title: "Failed to load pages", description: errorMessage(pages.error, "Unknown error"), variant: "destructive" });
  }, [pages.isError, pages.error]);

  const remove = useApiMutation(content.removePage, {
    input: (p: Page) => ({ params: { id: p.id } }),
    onSuccess: (_d, p) => {
      toast({ title: "Page deleted successfully", description: `“${p.title}” was deleted.`, variant: "success" });
    },
    onError: (err) => toast({ title: "Failed to delete page", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const addButton = (
    <Button onClick={() => setDialog({ open: true, page: null })}>
      <Plus aria-hidden /> Add Page
    </Button>
  );
  const list = [...(pages.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title));

  return (
    <div>
      <SectionHeader title="Pages" description="Information pages of your store." action={addButton} />
      {pages.isPending ? (
        <SkeletonRows className="h-12" />
      ) : pages.isError ? (
        <LoadError error={pages.error} fallback="Unknown error" />
      ) : list.length === 0 ? (
        <EmptyState icon={<FileText className="size-10" />} title="No pages yet" description="Add pages such as About us or your shipping policy." action={addButton} />
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-background">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead className="hidden sm:table-cell">Slug</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">Sort order</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((p) => (
                <TableRow key={p.id} data-testid="page-row">
                  <TableCell className="font-medium">{p.title}</TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">/pages/{p.slug}</TableCell>
                  <TableCell>
                    <Badge variant={p.isPublished ? "success" : "outline"}>{p.isPublished ? "Published" : "Draft"}</Badge>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{p.sortOrder}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <TranslateButton resourceType="page" id={p.id} name={p.title} />
                    <Button variant="ghost" size="icon" aria-label={`Edit page ${p.title}`} onClick={() => setDialog({ open: true, page: p })}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={`Delete page ${p.title}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm("Are you sure you want to delete this page?")) remove.mutate(p);
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <PageDialog open={dialog.open} page={dialog.page} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </div>
  );
}

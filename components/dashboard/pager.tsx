"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { rangeLabel } from "./orders/order-list-query";

/** "51–100 of 601", Previous, "Page 2 of 13", Next: the owner lists' page bar (orders from the server, products in the browser). */
export function Pager({ page, pages, limit, total, onPage, rangeTestId }: { page: number; pages: number; limit: number; total: number; onPage: (page: number) => void; rangeTestId?: string }) {
  return (
    <nav className="mt-3 flex flex-wrap items-center justify-between gap-2" aria-label="Pages">
      <p className="text-sm text-muted-foreground" data-testid={rangeTestId}>
        {rangeLabel(page, limit, total)}
      </p>
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground">
          Page {page} of {Math.max(1, pages).toLocaleString()}
        </span>
        <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

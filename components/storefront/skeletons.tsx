import { Skeleton } from "@/components/ui/skeleton";
import { LoadingLabel } from "./loading-label";

/** The loading placeholder of a content page (shown while its data loads on navigation). */
export function ArticleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6" role="status" aria-busy="true">
      <LoadingLabel />
      <Skeleton className="h-10 w-2/3" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

import type { ReactNode } from "react";
import { Suspense } from "react";
import { DashboardSectionsFrame } from "@/components/dashboard/dashboard-shell";
import { DashboardSkeleton } from "@/components/dashboard/store-gate";

/**
 * The dashboard's sections, one route each (/tenant-dashboard, /tenant-dashboard/{section}): the shared frame
 * (sidebar, header) stays while the section below it changes; each page loads only its own section's code.
 * Access is checked by the layout above. docs/decisions/0141-dashboard-sections-as-routes.md
 */
export default function DashboardSectionsLayout({ children }: { children: ReactNode }) {
  return (
    <DashboardSectionsFrame>
      <Suspense fallback={<DashboardSkeleton />}>{children}</Suspense>
    </DashboardSectionsFrame>
  );
}

"use client";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type CategoryTab = { value: string; label: string; content: ReactNode };

/** A home category section's tabs: ALL plus each subcategory. The panels arrive rendered by the server. */
export function CategoryTabs({ tabs }: { tabs: CategoryTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value} className="mt-4">
          {t.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

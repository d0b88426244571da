"use client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ProductList, type CardProduct } from "../product-card";

export type CategoryTab = { value: string; label: string; products: CardProduct[] };

/**
 * A home category section's tabs: ALL plus each subcategory (spec 1 §2.5). Takes product data (shared
 * between tabs) rather than rendered cards, so the page's payload carries each product once.
 */
export function CategoryTabs({ tabs, currency, basePath }: { tabs: CategoryTab[]; currency: string; basePath: string }) {
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
          {t.products.length === 0 ? (
            <p className="py-6 text-muted-foreground">No products in this category</p>
          ) : (
            <ProductList products={t.products} currency={currency} basePath={basePath} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

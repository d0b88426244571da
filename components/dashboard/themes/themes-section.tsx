"use client";
import { useQuery } from "@tanstack/react-query";
import { Check, LoaderCircle, Palette } from "lucide-react";
import { useState } from "react";
import { SectionHeader } from "@/components/dashboard/section-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import * as storeTheme from "@/lib/themes/endpoints";
import { queryKeys } from "@/lib/http/query-keys";
import type { ThemeSummary } from "@/lib/themes/schemas";
import { cn } from "@/lib/utils";
import { useDashboardStore } from "../use-dashboard";
import { ThemeCustomizer } from "./theme-customizer";
import { UploadedImage } from "@/components/ui/uploaded-image";

/**
 * Themes: the gallery (preview, name, version, description; 'Currently Active' and Customize on the active
 * theme). Choosing another theme makes it active and opens its customizer; the customizer's back action
 * returns here.
 */
export function ThemesSection() {
  const { slug } = useDashboardStore();
  const themes = useQuery<ThemeSummary[]>({ queryKey: queryKeys.themes.list(slug) });
  const [customizing, setCustomizing] = useState<string | null>(null);

  // The descriptor marks the gallery and the store's record stale before onSuccess.
  const select = useApiMutation(storeTheme.select, {
    input: (themeId: string) => ({ body: { themeId } }),
    onSuccess: (_d, themeId) => setCustomizing(themeId),
    onError: (err) => toast({ title: "Failed to select theme", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const active = themes.data?.find((t) => t.isActive);
  if (customizing && active && active.id === customizing) {
    return <ThemeCustomizer theme={active} onBack={() => setCustomizing(null)} />;
  }

  return (
    <div>
      <SectionHeader title="Themes" description="Choose how your storefront looks, then make it yours in the customizer." />
      {themes.isPending ? (
        <SkeletonRows count={3} className="h-72" />
      ) : themes.isError ? (
        <LoadError error={themes.error} fallback="Failed to load themes" />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Themes">
          {themes.data.map((t) => {
            const pending = select.isPending && select.variables === t.id;
            return (
              <li
                key={t.id}
                data-testid={`theme-card-${t.id}`}
                className={cn("flex flex-col overflow-hidden rounded-lg border bg-background shadow-xs", t.isActive && "border-primary ring-2 ring-primary/30")}
              >
                <UploadedImage src={t.preview_image} alt={`${t.name} theme preview`} shownWidth={400} width={640} height={400} className="aspect-[8/5] w-full border-b bg-muted object-cover" />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-base font-semibold">{t.name}</h3>
                    <span className="text-xs text-muted-foreground">v{t.version}</span>
                    {t.isActive ? (
                      <Badge variant="success" className="ml-auto">
                        <Check className="size-3" aria-hidden /> Currently Active
                      </Badge>
                    ) : null}
                  </div>
                  <p className="flex-1 text-sm text-muted-foreground">{t.description}</p>
                  <div className="mt-2 flex gap-2">
                    {t.isActive ? (
                      <Button onClick={() => setCustomizing(t.id)}>
                        <Palette aria-hidden /> Customize
                      </Button>
                    ) : (
                      <Button variant="outline" disabled={select.isPending} onClick={() => select.mutate(t.id)} aria-label={`Use the ${t.name} theme`}>
                        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                        Use {t.name}
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

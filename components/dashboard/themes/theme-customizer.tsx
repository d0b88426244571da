"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, LoaderCircle, Monitor, RotateCcw, Save, Smartphone } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import * as storeTheme from "@/lib/themes/endpoints";
import { queryKeys } from "@/lib/http/query-keys";
import { PREVIEW_MESSAGE, PREVIEW_READY } from "@/lib/themes/preview";
import type { SettingValue, SettingsSection, ThemeSchema } from "@/lib/themes/registry";
import type { ThemeData, ThemeSummary } from "@/lib/themes/schemas";
import { cn } from "@/lib/utils";
import { useDashboardStore } from "../use-dashboard";
import { useTenant } from "../store-gate";
import { SettingField } from "./setting-field";
import { storeHref } from "@/components/storefront/store-link";

/** Theme data and schema change only when the owner saves: kept 5 minutes fresh, 10 in memory, never refetched on focus or mount. */
const THEME_QUERY = { staleTime: 5 * 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false, refetchOnMount: false } as const;

type Settings = Record<string, SettingValue>;

const camel = (id: string) => id.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * The customizer: the active theme's schema as a form beside a live preview of the real storefront (an
 * iframe of /theme-preview that receives the unsaved settings by postMessage). Save is enabled only after a
 * change; Reset Changes restores the loaded data. On a phone the preview is a toggle.
 */
export function ThemeCustomizer({ theme, onBack }: { theme: ThemeSummary; onBack: () => void }) {
  const { slug, basePath } = useDashboardStore();
  const tenant = useTenant();
  const qc = useQueryClient();
  const schema = useQuery<ThemeSchema>({ queryKey: queryKeys.themes.schema(slug, theme.id), ...THEME_QUERY });
  const data = useQuery<ThemeData>({ queryKey: queryKeys.themes.data(slug, theme.id), ...THEME_QUERY });

  const loaded = data.data?.current;
  const [draft, setDraft] = useState<Settings | null>(null);
  const [loadedFrom, setLoadedFrom] = useState<Settings | undefined>(undefined);
  if (loaded && loaded !== loadedFrom) {
    // New data from the server (first load or after saving) becomes the form's starting point.
    setLoadedFrom(loaded);
    setDraft(loaded);
  }
  const dirty = useMemo(() => !!draft && !!loaded && JSON.stringify(draft) !== JSON.stringify(loaded), [draft, loaded]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mobileView, setMobileView] = useState<"settings" | "preview">("settings");
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");

  const save = useApiMutation(storeTheme.customize, {
    input: (settings: Settings) => ({ body: { themeId: theme.id, settings } }),
    onSuccess: (d) => {
      setErrors({});
      qc.setQueryData(queryKeys.themes.data(slug, theme.id), d);
      toast({ title: "Theme settings saved successfully", variant: "success" });
    },
    onError: (err) => {
      if (err instanceof HttpError && err.fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k.replace(/^settings\./, ""), v])));
      }
      toast({ title: "Error", description: errorMessage(err, "Failed to save theme settings"), variant: "destructive" });
    },
  });

  // The live preview: every change is posted to the frame, and again whenever the frame (re)loads.
  const frame = useRef<HTMLIFrameElement>(null);
  const post = useCallback((settings: Settings | null) => {
    const w = frame.current?.contentWindow;
    if (w && settings) w.postMessage({ type: PREVIEW_MESSAGE, settings }, window.location.origin);
  }, []);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
    post(draft);
  }, [draft, post]);
  useEffect(() => {
    function onReady(e: MessageEvent) {
      if (e.origin === window.location.origin && e.source === frame.current?.contentWindow && (e.data as { type?: string })?.type === PREVIEW_READY) post(draftRef.current);
    }
    window.addEventListener("message", onReady);
    return () => window.removeEventListener("message", onReady);
  }, [post]);
  // The frame renders the store at a real device width and is scaled down to fit, so the desktop preview
  // shows the desktop layout; a narrow panel (a phone) always previews the phone layout.
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const frameWidth = device === "mobile" || (size.width > 0 && size.width < 480) ? 390 : 1280;
  const scale = size.width > 0 ? Math.min(1, size.width / frameWidth) : 1;

  const sections = (schema.data?.slice(1) ?? []) as SettingsSection[];
  const schemaMissing = schema.isError || (schema.isSuccess && sections.length === 0);

  const header = (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => (!dirty || window.confirm("Discard your unsaved theme changes?")) && onBack()}>
        <ArrowLeft aria-hidden /> Back to themes
      </Button>
      <h2 className="mr-auto text-xl font-semibold tracking-tight">Customize {theme.name}</h2>
      <Button variant="outline" size="sm" onClick={() => loaded && setDraft(loaded)} disabled={!dirty || save.isPending}>
        <RotateCcw aria-hidden /> Reset Changes
      </Button>
      <Button size="sm" onClick={() => draft && save.mutate(draft)} disabled={!dirty || save.isPending}>
        {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />} Save
      </Button>
    </div>
  );

  if (schemaMissing) {
    return (
      <div>
        {header}
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center text-sm text-destructive">
          Failed to load theme schema
        </p>
      </div>
    );
  }

  return (
    <div>
      {header}
      {dirty ? <p className="mb-3 text-xs text-muted-foreground">Unsaved changes: the preview shows them; shoppers see them after you save.</p> : null}
      <div className="mb-3 grid grid-cols-2 gap-1 rounded-lg border bg-background p-1 lg:hidden" role="tablist" aria-label="Customizer view">
        {(["settings", "preview"] as const).map((v) => (
          <button
            key={v}
            role="tab"
            aria-selected={mobileView === v}
            onClick={() => setMobileView(v)}
            className={cn("rounded-md py-1.5 text-sm font-medium capitalize", mobileView === v ? "bg-primary text-primary-foreground" : "text-muted-foreground")}
          >
            {v}
          </button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[340px_minmax(0,1fr)]">
        <form
          aria-label="Theme settings"
          className={cn("space-y-6 lg:max-h-[calc(100vh-11rem)] lg:overflow-y-auto lg:pr-2", mobileView === "preview" && "hidden lg:block")}
          onSubmit={(e) => {
            e.preventDefault();
            if (dirty && draft) save.mutate(draft);
          }}
        >
          {schema.isPending || data.isPending || !draft ? (
            <div className="space-y-3">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : data.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(data.error, "Failed to load theme settings")}
            </p>
          ) : (
            sections.map((section) => (
              <fieldset key={section.name} className="space-y-4 rounded-lg border bg-background p-4">
                <legend className="px-1 text-sm font-semibold">{section.name}</legend>
                {section.settings.map((s) => {
                  const key = camel(s.id);
                  return (
                    <SettingField
                      key={s.id}
                      setting={s}
                      value={draft[key]}
                      error={errors[key]}
                      tenantId={tenant.id}
                      onChange={(v) => setDraft((d) => ({ ...(d ?? {}), [key]: v }))}
                    />
                  );
                })}
              </fieldset>
            ))
          )}
        </form>
        <section aria-label="Live preview" className={cn("min-w-0", mobileView === "settings" && "hidden lg:block")}>
          <div className="mb-2 hidden items-center justify-end gap-1 lg:flex">
            <Button variant={device === "desktop" ? "outline" : "ghost"} size="icon" aria-label="Desktop preview" aria-pressed={device === "desktop"} onClick={() => setDevice("desktop")}>
              <Monitor aria-hidden />
            </Button>
            <Button variant={device === "mobile" ? "outline" : "ghost"} size="icon" aria-label="Phone preview" aria-pressed={device === "mobile"} onClick={() => setDevice("mobile")}>
              <Smartphone aria-hidden />
            </Button>
          </div>
          <div ref={box} className="relative h-[70vh] overflow-hidden rounded-lg border bg-muted shadow-sm lg:h-[calc(100vh-14rem)]">
            <iframe
              ref={frame}
              title="Storefront preview"
              src={storeHref(basePath, "/theme-preview")}
              onLoad={() => post(draftRef.current)}
              className="absolute top-0 bg-background"
              style={{
                width: frameWidth,
                height: size.height / scale || "100%",
                left: Math.max(0, (size.width - frameWidth * scale) / 2),
                transform: `scale(${scale})`,
                transformOrigin: "top left",
              }}
            />
          </div>
        </section>
      </div>
    </div>
  );
}

"use client";
import Link from "next/link";
import { Languages, LoaderCircle, Save } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as translations from "@/lib/translations/endpoints";
import { TRANSLATABLE, type ResourceType } from "@/lib/translations/fields";
import { languageOf } from "@/lib/languages";
import type { TranslationDto } from "@/lib/translations/schemas";
import { useDashboardStore, useStoreHref } from "../use-dashboard";

/**
 * An editor with a "Translate" tab (issue 44 §3, record 0161) once the resource exists: "Details" is the editor
 * itself (kept mounted, so switching tabs keeps what is being typed), "Translate" shows each translatable field's
 * default text beside its translation in one of the store's other languages, saved on its own.
 */
export function WithTranslateTab({ resourceType, id, children }: { resourceType: ResourceType; id: string | undefined; children: ReactNode }) {
  if (!id) return <>{children}</>;
  return (
    <Tabs defaultValue="details" className="gap-4">
      <TabsList>
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="translate" data-testid="translate-tab">
          Translate
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
        {children}
      </TabsContent>
      <TabsContent value="translate">
        <TranslatePanel resourceType={resourceType} id={id} />
      </TabsContent>
    </Tabs>
  );
}

const nameOf = (code: string) => languageOf(code)?.name ?? code;
/** A description's HTML as the plain text shown beside its translation. */
const plain = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

export function TranslatePanel({ resourceType, id }: { resourceType: ResourceType; id: string }) {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const settings = useApiQuery(slug, translations.languages, {});
  const others = settings.data ? settings.data.languages.filter((l) => l !== settings.data.defaultLanguage) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const lang = chosen && others.includes(chosen) ? chosen : (others[0] ?? null);
  if (settings.isPending) return <Skeleton className="h-64" />;
  if (settings.isError) return <LoadError error={settings.error} fallback="Could not load the store's languages" />;
  if (!lang) {
    return (
      <div className="rounded-xl border bg-card p-6 text-sm">
        <p className="font-medium">Your store has one language.</p>
        <p className="mt-1 text-muted-foreground">
          Add languages in{" "}
          <Link className="underline underline-offset-4" href={href("/language-settings")}>
            Settings → Languages
          </Link>{" "}
          to translate this {TRANSLATABLE[resourceType].label.toLowerCase()}.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="translate-panel">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Language">
        {others.map((l) => (
          <Button key={l} type="button" size="sm" variant={l === lang ? "default" : "outline"} aria-pressed={l === lang} onClick={() => setChosen(l)}>
            {nameOf(l)}
          </Button>
        ))}
      </div>
      <LanguageFields key={lang} resourceType={resourceType} id={id} lang={lang} defaultLanguage={settings.data.defaultLanguage} />
    </div>
  );
}

function LanguageFields({ resourceType, id, lang, defaultLanguage }: { resourceType: ResourceType; id: string; lang: string; defaultLanguage: string }) {
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, translations.one, { params: { resourceType, id }, query: { lang } });
  if (q.isPending) return <Skeleton className="h-48" />;
  if (q.isError) return <LoadError error={q.error} fallback="Could not load the translations" />;
  return <FieldsForm key={q.dataUpdatedAt} data={q.data} lang={lang} defaultLanguage={defaultLanguage} />;
}

function FieldsForm({ data, lang, defaultLanguage }: { data: TranslationDto; lang: string; defaultLanguage: string }) {
  const spec = TRANSLATABLE[data.resourceType];
  // The resource's own fields first (those with a default text), then a product's option names and values.
  const names = [...spec.fields.map((f) => f.name).filter((n) => n in data.defaults), ...Object.keys(data.defaults).filter((k) => k.startsWith("options."))];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(names.map((n) => [n, data.fields[n] ?? ""])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = names.filter((n) => (values[n] ?? "") !== (data.fields[n] ?? ""));
  const save = useApiMutation(translations.put, {
    input: () => ({ params: { resourceType: data.resourceType, id: data.resourceId }, query: { lang }, body: { fields: Object.fromEntries(dirty.map((n) => [n, values[n] || null])) } }),
    onSuccess: () => toast({ title: "Translation saved", description: `${nameOf(lang)} texts are saved.`, variant: "success" }),
    onError: (err) => {
      if (err instanceof HttpError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors ?? {}).map(([k, v]) => [k.replace(/^fields\./, ""), v])));
      toast({ title: "Failed to save translation", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  const labelOf = (n: string) => spec.fields.find((f) => f.name === n)?.label ?? (n.split(".").length > 2 ? `Option value "${n.split(".").slice(2).join(".")}"` : `Option "${n.slice("options.".length)}"`);
  const long = (n: string) => !!spec.fields.find((f) => f.name === n)?.multiline;
  const translatedCount = names.filter((n) => (data.fields[n] ?? "") !== "").length;
  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        if (dirty.length) save.mutate();
      }}
    >
      <p className="text-sm text-muted-foreground">
        {translatedCount} of {names.length} texts translated into {nameOf(lang)}. Empty fields show the {nameOf(defaultLanguage)} text.
      </p>
      {names.map((n) => {
        const id = `translate-${n.replace(/[^A-Za-z0-9_-]/g, "-")}`;
        const original = data.defaults[n] ?? "";
        const dir = languageOf(lang)?.dir ?? "ltr";
        return (
          <div key={n} className="grid gap-2 md:grid-cols-2 md:gap-4">
            <div className="min-w-0 space-y-1">
              <p className="text-xs font-medium text-muted-foreground">
                {labelOf(n)} · {nameOf(defaultLanguage)}
              </p>
              <p className="max-h-32 overflow-auto rounded-md bg-muted/50 p-2 text-sm break-words whitespace-pre-wrap">{spec.fields.find((f) => f.name === n)?.html ? plain(original) : original}</p>
            </div>
            <label className="min-w-0 space-y-1" htmlFor={id}>
              <span className="block text-xs font-medium">
                {labelOf(n)} · {nameOf(lang)}
              </span>
              {long(n) ? (
                <Textarea id={id} lang={lang} dir={dir} rows={4} value={values[n] ?? ""} aria-invalid={!!errors[n]} onChange={(e) => setValues((v) => ({ ...v, [n]: e.target.value }))} />
              ) : (
                <Input id={id} lang={lang} dir={dir} value={values[n] ?? ""} aria-invalid={!!errors[n]} onChange={(e) => setValues((v) => ({ ...v, [n]: e.target.value }))} />
              )}
              {errors[n] ? (
                <span role="alert" className="block text-xs font-medium text-destructive">
                  {errors[n]}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || dirty.length === 0} data-testid="save-translation">
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />} Save {nameOf(lang)}
        </Button>
      </div>
    </form>
  );
}

/** A "Translate" button opening the panel in a dialog: for resources edited in dialogs or lists (pages, menu items, banners). */
export function TranslateButton({ resourceType, id, name }: { resourceType: ResourceType; id: string; name: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={`Translate ${TRANSLATABLE[resourceType].label.toLowerCase()} ${name}`} data-testid="translate-button">
          <Languages aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Translate {name}</DialogTitle>
          <DialogDescription>Each field&apos;s text in the store&apos;s other languages; empty fields show the default text.</DialogDescription>
        </DialogHeader>
        <TranslatePanel resourceType={resourceType} id={id} />
      </DialogContent>
    </Dialog>
  );
}

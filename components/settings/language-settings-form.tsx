"use client";
import { Download, LoaderCircle, Save, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { NativeSelect } from "@/components/dashboard/native-select";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { LoadError } from "@/components/ui/load-states";
import { toast } from "@/components/ui/use-toast";
import { apiPath } from "@/lib/http/call";
import { apiUrl, errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as translations from "@/lib/translations/endpoints";
import { LANGUAGES, languageOf, MAX_EXTRA_LANGUAGES } from "@/lib/languages";
import type { LanguagesSettingsDto, TranslationImportResult } from "@/lib/translations/schemas";
import { SettingsShell, SettingsSkeleton } from "./settings-shell";

/**
 * /language-settings (issue 44, record 0161): the store's default language and up to 10 more, each language's
 * translated share of the store's content, and the CSV round trip for translators (export a language, import the
 * file back with the translations filled in).
 */
export function LanguageSettingsForm() {
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, translations.languages, {});
  return (
    <SettingsShell title="Languages" description="The languages your storefront offers. Product, category, collection, page, menu and banner texts are translated from their editors' Translate tab or by CSV.">
      {q.isPending ? <SettingsSkeleton /> : q.isError ? <LoadError error={q.error} fallback="Could not load the languages" /> : <LanguagesCard key={q.data.languages.join()} saved={q.data} />}
      {q.data ? <ProgressCard saved={q.data} /> : null}
    </SettingsShell>
  );
}

const nameOf = (code: string) => languageOf(code)?.name ?? code;

function LanguagesCard({ saved }: { saved: LanguagesSettingsDto }) {
  const [defaultLanguage, setDefault] = useState(saved.defaultLanguage);
  const [others, setOthers] = useState(() => saved.languages.filter((l) => l !== saved.defaultLanguage));
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation(translations.setLanguages, {
    input: () => ({ body: { defaultLanguage, languages: [defaultLanguage, ...others.filter((l) => l !== defaultLanguage)] } }),
    onSuccess: () => toast({ title: "Languages saved", variant: "success" }),
    onError: (err) => {
      setError(errorMessage(err, "Could not save the languages"));
      toast({ title: "Failed to save languages", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  const extra = others.filter((l) => l !== defaultLanguage);
  const full = extra.length >= MAX_EXTRA_LANGUAGES;
  const toggle = (code: string, on: boolean) => setOthers((o) => (on ? [...o, code] : o.filter((x) => x !== code)));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Store languages</CardTitle>
        <CardDescription>The default language has no prefix in the links of your store; the others are under /{"{language}"}/, e.g. /hi/products.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            save.mutate();
          }}
        >
          <label className="block max-w-sm space-y-1.5" htmlFor="default-language">
            <span className="text-sm font-medium">Default language</span>
            <NativeSelect id="default-language" value={defaultLanguage} onChange={(e) => setDefault(e.target.value)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </NativeSelect>
          </label>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">
              Other languages <span className="font-normal text-muted-foreground">({extra.length} of {MAX_EXTRA_LANGUAGES})</span>
            </legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="store-languages">
              {LANGUAGES.filter((l) => l.code !== defaultLanguage).map((l) => {
                const on = extra.includes(l.code);
                return (
                  <label key={l.code} htmlFor={`language-${l.code}`} className="flex items-center gap-3 rounded-md border p-2.5 text-sm has-[button:disabled]:opacity-60">
                    <Checkbox id={`language-${l.code}`} checked={on} disabled={!on && full} onCheckedChange={(v) => toggle(l.code, v === true)} />
                    <span className="min-w-0">
                      <span className="block font-medium">{l.name}</span>
                      <span className="block text-xs text-muted-foreground" lang={l.code} dir={l.dir}>
                        {l.nativeName}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending} data-testid="save-languages">
              {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />} Save languages
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function ProgressCard({ saved }: { saved: LanguagesSettingsDto }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<TranslationImportResult | null>(null);
  const importCsv = useApiMutation(translations.importCsv, {
    input: (f: File) => {
      const form = new FormData();
      form.set("file", f);
      return { body: form };
    },
    retry: 0,
    onSuccess: (r) => {
      setReport(r);
      toast({ title: "Translations imported", description: `${r.applied} written, ${r.removed} removed${r.errors.length ? `, ${r.errors.length} rows skipped` : ""}.`, variant: r.errors.length ? "default" : "success" });
    },
    onError: (err) => toast({ title: "Import failed", description: errorMessage(err, "The file could not be imported"), variant: "destructive" }),
  });
  if (saved.completeness.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Translation progress</CardTitle>
        <CardDescription>Texts not translated show in {nameOf(saved.defaultLanguage)}. Export a language for a translator and import the file when it comes back.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-md border" data-testid="translation-progress">
          {saved.completeness.map((c) => {
            const pct = c.total ? Math.min(100, Math.round((c.translated / c.total) * 100)) : 0;
            return (
              <li key={c.language} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-language={c.language}>
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{nameOf(c.language)}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {c.translated.toLocaleString()} of {c.total.toLocaleString()} texts ({pct}%)
                    </span>
                  </div>
                  <div className="h-2 rounded-full bg-muted" role="progressbar" aria-label={`${nameOf(c.language)} translated`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
                    <div className="h-2 rounded-full bg-primary" style={{ width: `${pct}%` }} />
                  </div>
                </div>
                <Button asChild variant="outline" size="sm" className="sm:ml-4">
                  <a href={apiUrl(apiPath(translations.exportCsv, { query: { lang: c.language } }))} download>
                    <Download aria-hidden /> Export CSV
                  </a>
                </Button>
              </li>
            );
          })}
        </ul>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="translations-import-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) importCsv.mutate(f);
            e.target.value = "";
          }}
        />
        <Button variant="outline" onClick={() => fileRef.current?.click()} disabled={importCsv.isPending}>
          {importCsv.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />} Import translations
        </Button>
        {report && report.errors.length ? (
          <div className="rounded-md border border-destructive/40 p-3 text-sm" role="status">
            <p className="font-medium">{report.errors.length} rows were skipped:</p>
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              {report.errors.slice(0, 20).map((e) => (
                <li key={e.row}>
                  Row {e.row}: {e.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

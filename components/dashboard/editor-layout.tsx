"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { sectionPath, SECTION_TITLES, type Section } from "./nav";
import { useStoreHref } from "./use-dashboard";

/** The frame of a catalogue editor page: back to its dashboard tab, a title, the form. */
export function EditorLayout({ section, title, children }: { section: Section; title: string; children: ReactNode }) {
  const href = useStoreHref();
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <Button asChild variant="ghost" size="sm">
            <Link href={href(sectionPath(section))}>
              <ArrowLeft aria-hidden />
              <span className="hidden sm:inline">Back to {SECTION_TITLES[section]}</span>
              <span className="sr-only sm:hidden">Back to {SECTION_TITLES[section]}</span>
            </Link>
          </Button>
          <h1 className="min-w-0 truncate text-lg font-semibold">{title}</h1>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 md:py-8">{children}</main>
    </div>
  );
}

/** One titled card of an editor form. */
export function EditorCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** Not found / failed load of the record an editor names. */
export function EditorMessage({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border bg-background p-8 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

/** The editor's sticky footer: Cancel back to the section's list, and the form's submit button. */
export function EditorActions({ section, pending, children }: { section: Section; pending: boolean; children: ReactNode }) {
  const href = useStoreHref();
  const router = useRouter();
  return (
    <div data-editor-actions className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur">
      <Button type="button" variant="outline" onClick={() => router.push(href(sectionPath(section)))}>
        Cancel
      </Button>
      <SubmitButton pending={pending}>{children}</SubmitButton>
    </div>
  );
}

type SeoField = { label: string; error?: string; register: UseFormRegisterReturn };

/** The "Search engine listing" card: a page title and a description for search results, ids `{idPrefix}-seo-…`. */
export function SeoCard({ idPrefix, title, description }: { idPrefix: string; title: SeoField; description: SeoField }) {
  const titleId = `${idPrefix}-seo-title`;
  const descriptionId = `${idPrefix}-seo-description`;
  return (
    <EditorCard title="Search engine listing">
      <Field id={titleId} label={title.label} error={title.error}>
        <Input {...fieldAria(titleId, title.error)} {...title.register} />
      </Field>
      <Field id={descriptionId} label={description.label} error={description.error}>
        <Textarea {...fieldAria(descriptionId, description.error)} rows={3} {...description.register} />
      </Field>
    </EditorCard>
  );
}

import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/**
 * The frame of the sign-in screens (platform login, a store's owner login, the store picker): a logo above
 * one centred card, and a way back below, so every way into the back office looks the same.
 */
export function AuthScreen({
  logo,
  title,
  description,
  wide = false,
  contentClassName,
  footer,
  children,
}: {
  logo: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The store picker lists stores side by side with their buttons, so it needs more room than a form. */
  wide?: boolean;
  contentClassName?: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-12">
      <div className={`w-full ${wide ? "max-w-2xl" : "max-w-md"} space-y-6`}>
        <div className="flex justify-center">{logo}</div>
        <Card className="shadow-lg">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className={contentClassName}>{children}</CardContent>
        </Card>
        {footer}
      </div>
    </main>
  );
}

/** The card of a shopper's sign-in, sign-up and password pages, inside the storefront's own frame. */
export function CustomerAuthCard({ title, description, wide = false, children }: { title: ReactNode; description: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-16">
      <Card className={wide ? "w-full max-w-lg shadow-lg" : "w-full max-w-md shadow-lg"}>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** In place of a shopper's sign-in or sign-up form when the store is unknown. */
export function StoreNotFoundSection() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Store Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        The store you&apos;re looking for doesn&apos;t exist or is no longer available.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">Go to Homepage</Link>
      </Button>
    </section>
  );
}

/** The quiet "Back to …" link under an auth card. */
export function AuthBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <Link href={href} className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {children}
      </Link>
    </p>
  );
}

/**
 * Under a shopper's sign-in or sign-up form: the link to the other one, and back to the store. `basePath` is
 * the store's link prefix, so the links stay in the visitor's addressing mode.
 */
export function CustomerAuthLinks({ basePath, prompt, target, linkText, backLabel = "Back to store" }: { basePath: string; prompt: string; target: string; linkText: string; backLabel?: string }) {
  return (
    <div className="space-y-3 text-center text-sm">
      <p className="text-muted-foreground">
        {prompt}{" "}
        <Link href={storeHref(basePath, target)} className="font-medium text-primary-text hover:underline">
          {linkText}
        </Link>
      </p>
      <p>
        <Link href={basePath || "/"} className="text-muted-foreground hover:text-foreground hover:underline">
          {backLabel}
        </Link>
      </p>
    </div>
  );
}

"use client";
import Link from "next/link";
import { ExternalLink, Palette } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTenant } from "./store-gate";
import { useStoreHref } from "./use-dashboard";
import { SectionHeader } from "@/components/dashboard/section-header";

/** Themes inside the dashboard: the store's active theme. The gallery and customizer come with the themes work. */
export function ThemesSection() {
  const tenant = useTenant();
  const href = useStoreHref();
  return (
    <div>
      <SectionHeader title="Themes" description="How your storefront looks." />
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base capitalize">
            <Palette className="size-4 text-primary" aria-hidden />
            {tenant.activeTheme}
            <Badge variant="success">Currently Active</Badge>
          </CardTitle>
          <CardDescription>Your storefront uses this theme with your store&apos;s colours and logo.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link href={href("/")}>
              <ExternalLink aria-hidden /> View Store
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

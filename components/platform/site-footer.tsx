import Link from "next/link";
import { Brand } from "./brand";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-sm">
          <Brand />
          <p className="mt-3 text-sm text-muted-foreground">
            The online store builder for growing brands: storefront, checkout and dashboard in one place.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-12 gap-y-2 text-sm sm:gap-x-16">
          <p className="font-semibold text-foreground">Product</p>
          <p className="font-semibold text-foreground">Account</p>
          <div className="flex flex-col gap-2">
            <a href="#features" className="text-muted-foreground hover:text-foreground">
              All features
            </a>
            <a href="#pricing" className="text-muted-foreground hover:text-foreground">
              Plans and pricing
            </a>
          </div>
          <div className="flex flex-col gap-2">
            <Link href="/register-tenant" className="text-muted-foreground hover:text-foreground">
              Create a store
            </Link>
            <Link href="/login" className="text-muted-foreground hover:text-foreground">
              Owner sign in
            </Link>
          </div>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {year} StoreBuilder. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

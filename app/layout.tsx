import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import "./globals.css";

// Inter from the npm package (next/font/google cannot fetch fonts offline). Not preloaded: a store whose
// theme picks another font never uses it, and on a phone's connection the 48 KB preload competed with the
// hero image (the LCP); with swap and the metric-adjusted fallback the text paints at once either way.
const inter = localFont({
  src: "./fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  preload: false,
});

export const metadata: Metadata = {
  title: { default: "StoreBuilder — launch your online store", template: "%s" },
  description: "Create a beautiful online store in minutes. Custom domains, secure payments, 14-day free trial.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * No client providers here: shoppers' pages load only what they use. The platform and dashboards mount
 * theirs in app/(platform)/layout.tsx and app/t/[tenant]/(plain)/layout.tsx.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-screen bg-background font-sans text-foreground">
        {children}
      </body>
    </html>
  );
}

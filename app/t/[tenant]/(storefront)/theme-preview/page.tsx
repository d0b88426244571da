import type { Metadata } from "next";
import { ThemePreviewListener } from "@/components/storefront/theme-preview-listener";
import StoreHomePage from "../(home)/page";

// The store home as the customizer's live preview shows it: the same cached page plus the listener that
// applies unsaved settings. The listener ships only with this page, so shoppers' pages never load it.
export const revalidate = 60;
export const generateStaticParams = () => [];

export const metadata: Metadata = { title: "Theme preview", robots: { index: false, follow: false } };

type Props = { params: Promise<{ tenant: string }> };

export default function ThemePreviewPage(props: Props) {
  return (
    <>
      <StoreHomePage {...props} />
      <ThemePreviewListener />
    </>
  );
}

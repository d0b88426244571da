import { decodeSegment } from "@/lib/hostile-url";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/storefront/breadcrumb";
import { RichText } from "@/components/storefront/rich-text";
import { translator } from "@/lib/i18n/catalog";
import { SLUG_PATTERN } from "@/lib/slug";
import { contentLang, getPage } from "@/lib/storefront/data";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string; slug: string }> };

async function load(params: Props["params"]) {
  const { tenant, slug: raw } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return null;
  const slug = (decodeSegment(raw) ?? "").toLowerCase();
  const page = SLUG_PATTERN.test(slug) ? await getPage(store.id, slug, contentLang(store.language)) : null;
  return { store, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data?.page) return { title: translator(data?.store.language.code ?? "en", "common")("notFound.title") };
  return storePageMetadata(data.store, {
    path: `/pages/${data.page.slug}`,
    title: data.page.title,
    description: data.page.metaDescription,
    type: "article",
  });
}

/** A published store page (About Us, Shipping Policy…), its content sanitised. */
export default async function StoreContentPage({ params }: Props) {
  const data = await load(params);
  if (!data?.page) notFound();
  const { store, page } = data;
  const t = translator(store.language.code, "common");
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumb basePath={store.basePath} label={t("breadcrumb.label")} items={[{ label: t("breadcrumb.home"), href: "/" }, { label: page.title }]} />
      <h1 className="mb-6 mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <RichText html={page.content} />
    </article>
  );
}

import type { ReactNode } from "react";
import { EditorHost } from "@/components/storefront/editor/editor-host";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { islandMessages } from "@/lib/i18n/island";
import type { Store } from "@/lib/tenancy/store";
import { contentLang } from "@/lib/storefront/translate";
import { getHasActiveBanner } from "@/lib/themes/drafts/data";
import type { EditableContent } from "@/lib/themes/drafts/schemas";
import { PublishedSections } from "./published-sections";

/**
 * A store page the owner can edit in place: the published sections (or, without any, the page's default
 * content passed as children), inside the editor host that loads the owner's tools only for staff.
 */
export async function EditableHome({ store, published, children, page = "home" }: { store: Store; published?: EditableContent; children?: ReactNode; page?: "home" | "sections-demo" }) {
  const hasActiveBanner = page === "sections-demo" ? await getHasActiveBanner(store.id, contentLang(store.language)) : true;
  // The home's islands (carousels, category tabs' cards, hero controls) and the owner's editor, which draws the
  // same sections in the browser, read these words.
  return (
    <IslandMessagesProvider value={islandMessages(store.language.code, { catalog: ["card", "stars", "home", "listing.count"] })}>
    <EditorHost
      page={{
        storeId: store.id,
        slug: store.tenant.slug,
        basePath: store.basePath,
        currency: store.tenant.currency,
        themeId: store.tenant.activeTheme || "sellure",
        page,
        hasActiveBanner,
      }}
    >
      {published && published.sections.length > 0 ? <PublishedSections store={store} published={published} /> : children}
    </EditorHost>
    </IslandMessagesProvider>
  );
}

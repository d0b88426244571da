import type { Store } from "@/lib/tenancy/store";
import { loadSectionsData } from "@/lib/themes/drafts/data";
import type { EditableContent } from "@/lib/themes/drafts/schemas";
import { isFullWidth, mainHeroOf, SectionView } from "./section-view";
import { serverTr } from "../server-tr";
import { staticEditables } from "./static-editables";
import { priceCurrencyOf } from "@/lib/tenancy/store";
import { contentLang } from "@/lib/storefront/translate";

/**
 * The store home built from its sections (published, or the default composition), in order, rendered on the
 * server for every visitor (and cached with the page). Each collection/category section reads only the
 * products it shows.
 */
export async function PublishedSections({ store, published }: { store: Store; published: EditableContent }) {
  // The page's main heading is the first hero's title.
  const mainHero = mainHeroOf(published.sections);
  const data = await loadSectionsData(
    store.id,
    store.tenant.activeTheme || "sellure",
    published.sections,
    { name: store.tenant.name, description: store.tenant.description ?? null },
    contentLang(store.language),
  );
  const t = serverTr(store.language.code);
  return (
    <div className={published.sections[0] && !isFullWidth(published.sections[0]) ? "space-y-12 pb-4 pt-12" : "space-y-12 pb-4"} data-testid="published-sections">
      {published.sections.map((s) => {
        const view = (
          <SectionView
            section={s}
            content={published.content}
            data={data.byId[s.id] ?? {}}
            currency={priceCurrencyOf(store)}
            basePath={store.basePath}
            ed={staticEditables}
            first={s.id === mainHero}
            t={t}
          />
        );
        return (
          <div key={s.id} data-section-id={s.id} data-section-type={s.type} className={isFullWidth(s) ? "empty:hidden" : "mx-auto max-w-7xl px-4 empty:hidden sm:px-6"}>
            {view}
          </div>
        );
      })}
    </div>
  );
}

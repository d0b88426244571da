import { languageOf } from "@/lib/languages";

/**
 * The header's and footer's language switcher (issue 44 §1, record 0162): a server-rendered <details> menu of plain
 * links, no JavaScript. `?lang=hi` goes through the proxy, which answers a redirect to the same page under `/hi/`
 * (the store's default language: `?lang=`, no prefix) and remembers the choice, so the Accept-Language banner stays
 * away. Crawlers follow the `hreflang` alternates instead (these links are nofollow).
 */
export type LanguageChoice = { current: string; defaultLanguage: string; codes: string[]; label: string; change: string };

export function LanguageSwitcher({ choice, placement = "header" }: { choice: LanguageChoice; placement?: "header" | "footer" }) {
  if (choice.codes.length < 2) return null;
  const current = languageOf(choice.current);
  return (
    <details className="language-switcher group relative" data-testid={`language-switcher-${placement}`}>
      <summary
        className="flex h-9 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-accent [&::-webkit-details-marker]:hidden"
        aria-label={choice.change}
      >
        <span aria-hidden="true" className="uppercase">{choice.current.split("-")[0]}</span>
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform group-open:rotate-180">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </summary>
      <ul
        className={`absolute z-50 max-h-72 min-w-40 overflow-auto rounded-md border bg-background p-1 text-foreground shadow-lg ${placement === "footer" ? "bottom-full mb-1 start-0" : "end-0 mt-1"}`}
        aria-label={choice.label}
      >
        {choice.codes.map((code) => {
          const info = languageOf(code);
          return (
            <li key={code}>
              <a
                href={`?lang=${code === choice.defaultLanguage ? "" : code}`}
                rel="nofollow"
                lang={code}
                hrefLang={code}
                aria-current={code === choice.current ? "true" : undefined}
                className="block rounded px-3 py-2 text-start text-sm hover:bg-accent aria-[current]:font-semibold"
              >
                {info?.nativeName ?? code}
              </a>
            </li>
          );
        })}
      </ul>
      <span className="sr-only">{current?.nativeName}</span>
    </details>
  );
}

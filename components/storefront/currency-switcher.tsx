/**
 * The header's currency switcher (issue 44 part 4, record 0159): a server-rendered <details> menu of plain links,
 * no JavaScript at all. `?currency=USD` goes through the proxy, which remembers it in the `sb_currency` cookie and
 * shows the same page again in USD (a full load, so no page of the old currency stays in the router's cache);
 * the store's own currency is `?currency=` (the cookie is forgotten, the shared cached page is served).
 */
export type CurrencyChoice = { current: string; storeCurrency: string; codes: string[] };

export function CurrencySwitcher({ choice }: { choice: CurrencyChoice }) {
  if (choice.codes.length < 2) return null;
  return (
    <details className="currency-switcher group relative" data-testid="currency-switcher">
      <summary
        className="flex h-9 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-accent [&::-webkit-details-marker]:hidden"
        aria-label={`Currency: ${choice.current}. Change currency`}
      >
        {choice.current}
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform group-open:rotate-180">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 max-h-72 min-w-28 overflow-auto rounded-md border bg-background p-1 shadow-lg" aria-label="Currencies">
        {choice.codes.map((code) => (
          <li key={code}>
            <a
              href={`?currency=${code === choice.storeCurrency ? "" : code}`}
              rel="nofollow"
              aria-current={code === choice.current ? "true" : undefined}
              className="block rounded px-3 py-2 text-sm hover:bg-accent aria-[current]:font-semibold"
            >
              {code}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

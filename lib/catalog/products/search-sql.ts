import type { TenantId } from "@/lib/tenancy/store";
import { and, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { products, translations } from "@/db/schema";

/**
 * Product search in the database, over products.search_text (name, SKU, tags, short description and
 * description text, lower-cased; trigram-indexed) and products.search_codes (every variant's SKU and barcode,
 * lower-cased; trigram-indexed; record 0115):
 *  - every word of the query must appear in one or the other, in any order ("blue mug" finds "Mug, blue",
 *    "tee m-navy" a tee by its second variant's SKU);
 *  - only when nothing matches that way, words of letters that are close (pg_trgm word similarity)
 *    match instead, so a typo ("cermic") still finds "Ceramic" while an exact query is never
 *    diluted;
 *  - rank: name starts with the query, name contains it, name is close to it, then the rest.
 * Typo matching and the rank read search_text only, so their cost does not grow with a product's variants.
 * Shared by the storefront listings and GET /api/products?search=.
 */

const MAX_WORDS = 8;
/** Words that may match approximately: letters only, long enough for trigrams to mean something. */
const FUZZY_WORD = /^\p{L}{4,}$/u;
/** Word similarity a typo must reach: one wrong or missing letter in a 6-7 letter word ("cermic"/"ceramic": 0.5). */
const CLOSE_ENOUGH = 0.5;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const searchWords = (q: string) =>
  q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);

/** A product's two searched columns, here or under a subquery's alias. */
type SearchColumns = { text: SQL | AnyPgColumn; codes: SQL | AnyPgColumn };
const PRODUCT_COLUMNS: SearchColumns = { text: products.searchText, codes: products.searchCodes };

function allWords(cols: SearchColumns, words: string[]): SQL {
  return and(
    ...words.map((w) => {
      const pattern = `%${likeEscape(w)}%`;
      return sql`(${cols.text} like ${pattern} or ${cols.codes} like ${pattern})`;
    }),
  )!;
}

/** Every word appears in the product's search text or among its variants' codes. */
export function searchExactCondition(search: string): SQL | undefined {
  const words = searchWords(search);
  return words.length > 0 ? allWords(PRODUCT_COLUMNS, words) : undefined;
}

/**
 * The typo fallback: every word of letters is close to a word of the text (pg_trgm word similarity), every
 * other word ("bulk-50", "xl2": codes) appears exactly, in the text or among the codes.
 */
export function searchCloseCondition(search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) =>
      FUZZY_WORD.test(w) ? sql`word_similarity(${w}, ${products.searchText}) >= ${CLOSE_ENOUGH}` : allWords(PRODUCT_COLUMNS, [w]),
    ),
  );
}

/**
 * In a language (issue 44 §3, record 0164): the product's name translated into it has every word (or, `close`, every
 * word of letters close to one of its words). A subquery on the translations of the store's product names in the
 * language (the key's range, or the partial trigram index on lower(value) of product names: migration 0033).
 */
export function translatedNameMatch(tenantId: TenantId, lang: string, search: string, close: boolean): SQL {
  const words = searchWords(search);
  const value = sql`lower(tn.value)`;
  const each = words.map((w) =>
    close && FUZZY_WORD.test(w) ? sql`word_similarity(${w}, ${value}) >= ${CLOSE_ENOUGH}` : sql`${value} like ${`%${likeEscape(w)}%`}`,
  );
  return sql`${products.id} in (select tn.resource_id from ${translations} as tn where tn.tenant_id = ${tenantId} and tn.resource_type = 'product' and tn.language = ${lang} and tn.field = 'name' and ${and(...each)})`;
}

/**
 * Exact matches, else close ones, as one WHERE condition (GET /api/products?search=). The listings run the
 * two steps as two statements instead (lib/storefront/repository.ts), each led by the store's index.
 * `activeOnly`: the fallback looks for exact matches among active products only (what shoppers see).
 */
export function productSearchCondition(tenantId: TenantId, search: string, opts: { activeOnly: boolean }): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  // Uncorrelated, so the database evaluates it once per query.
  const exactInStore = sql`exists (select 1 from ${products} as search_exact where search_exact.tenant_id = ${tenantId}${
    opts.activeOnly ? sql` and search_exact.status = 'active'` : sql``
  } and ${allWords({ text: sql`search_exact.search_text`, codes: sql`search_exact.search_codes` }, words)})`;
  return sql`(${searchExactCondition(search)} or (${searchCloseCondition(search)} and not ${exactInStore}))`;
}

/** ORDER BY terms ranking search hits, best first. */
export function productSearchRank(search: string): SQL[] {
  const q = searchWords(search).join(" ");
  const name = sql`lower(${products.name})`;
  return [
    sql`case when ${name} like ${`${likeEscape(q)}%`} then 0 when ${name} like ${`%${likeEscape(q)}%`} then 1 else 2 end`,
    sql`word_similarity(${q}, ${name}) desc`,
    sql`word_similarity(${q}, ${products.searchText}) desc`,
  ];
}

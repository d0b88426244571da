#!/usr/bin/env node
// The figures of record 0115 (variants' SKUs and barcodes in the product search), measured in the database on
// the benchmark's seed (100 × 2,000 products on PostgreSQL; AB_STORES to change), interleaved so the machine's
// load falls on every side alike; medians of AB_REPS runs:
//  - the search statements as they were (search_text only: "before"), as they are (search_text OR
//    search_codes: "codes"), and with the codes inside search_text instead ("in-text", the rejected design,
//    on a generated copy of search_text with its own trigram index);
//  - the typo fallback with three times the codes, as if every product with options had 36 variants;
//  - one variant's stock write (its summary trigger), with 0005's summary and with 0011's.
// Not part of `npm run bench`. Needs TEST_DATABASE_URL (or DATABASE_URL): node scripts/bench/search-codes-ab.mjs
import pg from "pg";
import { scratchDatabase, seedLarge } from "./lib.mjs";

const REPS = Number(process.env.AB_REPS ?? 31);
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (n) => `${(Number(n) / 2 ** 20).toFixed(1)} MB`;

const db = await scratchDatabase("sb_codes_ab");
if (!db) throw new Error("TEST_DATABASE_URL is not set");
try {
  const seed = seedLarge({ DATABASE_URL: db.url, AUTO_SEED: "false" }, process.env.AB_STORES ? ["--stores", process.env.AB_STORES] : []);
  console.log(seed.summary);
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query(`ALTER TABLE products ADD COLUMN intext_search_text text GENERATED ALWAYS AS
    (sb_product_search_text(name, search_codes, tags, short_description, description)) STORED NOT NULL`);
  await c.query(`CREATE INDEX products_intext_trgm_idx ON products USING gin (intext_search_text gin_trgm_ops)`);
  await c.query(`VACUUM (FULL, ANALYZE) products`);
  const s = (
    await c.query(`select pg_relation_size('products_search_trgm_idx') text_idx, pg_relation_size('products_search_codes_trgm_idx') codes_idx,
      pg_relation_size('products_intext_trgm_idx') intext_idx, sum(pg_column_size(search_text)) text_col, sum(pg_column_size(search_codes)) codes_col,
      sum(pg_column_size(intext_search_text)) intext_col, avg(length(search_text))::int text_avg, avg(length(search_codes))::int codes_avg,
      avg(length(intext_search_text)) filter (where options <> '[]')::int intext_avg_opt, avg(length(search_text)) filter (where options <> '[]')::int text_avg_opt
      from products`)
  ).rows[0];
  console.log(`search_text ${mb(s.text_col)} (index ${mb(s.text_idx)}), avg ${s.text_avg} chars, ${s.text_avg_opt} for products with options`);
  console.log(`search_codes ${mb(s.codes_col)} (index ${mb(s.codes_idx)}), avg ${s.codes_avg} chars`);
  console.log(`in-text design: search_text ${mb(s.intext_col)} (index ${mb(s.intext_idx)}), avg ${s.intext_avg_opt} chars for products with options`);

  const tenantId = (await c.query(`select id from tenants where slug = 'large-1'`)).rows[0].id;
  const code = (await c.query(`select sku from product_variants where tenant_id = $1 and position = 5 order by sku limit 1`, [tenantId])).rows[0].sku.toLowerCase();
  // The statements of lib/catalog/products/search-sql.ts, on each side's columns.
  const text = (side) => (side === "in-text" ? "p.intext_search_text" : "p.search_text");
  const has = (side, w) => (side === "codes" ? `(p.search_text like '%${w}%' or p.search_codes like '%${w}%')` : `${text(side)} like '%${w}%'`);
  const where = (side, words) => `p.tenant_id = $1 and p.status = 'active' and ${words.map((w) => has(side, w)).join(" and ")}`;
  const page = (side, words) => {
    const q = words.join(" ");
    return `select p.id from products p where ${where(side, words)}
      order by case when lower(p.name) like '${q}%' then 0 when lower(p.name) like '%${q}%' then 1 else 2 end,
        word_similarity('${q}', lower(p.name)) desc, word_similarity('${q}', ${text(side)}) desc, p.name, p.id limit 24`;
  };
  const count = (side, words) => `select count(*) from products p where ${where(side, words)}`;
  const fuzzy = (side, w, times = 1) => {
    const t = side === "in-text" && times > 1 ? `p.intext_search_text${" || ' ' || p.search_codes".repeat(times - 1)}` : text(side);
    return `select count(*) from products p where p.tenant_id = $1 and p.status = 'active' and word_similarity('${w}', ${t}) >= 0.5`;
  };
  const queries = {
    "page 'noise cancelling headphones'": (side) => page(side, ["noise", "cancelling", "headphones"]),
    "count 'noise cancelling headphones'": (side) => count(side, ["noise", "cancelling", "headphones"]),
    "page 'mug' (relevance)": (side) => page(side, ["mug"]),
    "count 'mug'": (side) => count(side, ["mug"]),
    [`count '${code}' (a 6th variant's SKU)`]: (side) => count(side, [code]),
    "typo fallback 'headphnes'": (side) => fuzzy(side, "headphnes"),
    "typo fallback, codes x3": (side) => fuzzy(side, "headphnes", 3),
  };
  const sides = ["before", "codes", "in-text"];
  const time = async (sql) => (await c.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [tenantId])).rows[0]["QUERY PLAN"][0]["Execution Time"];
  console.log(`\nstatement (store large-1), median ms`.padEnd(48) + sides.map((x) => x.padStart(10)).join("") + "   hits");
  for (const [label, q] of Object.entries(queries)) {
    const t = Object.fromEntries(sides.map((x) => [x, []]));
    for (let i = 0; i < REPS; i++) for (const side of sides) t[side].push(await time(q(side)));
    const hits = [];
    for (const side of sides) {
      const r = await c.query(q(side).replace(/ limit 24$/, ""), [tenantId]);
      hits.push(r.rows[0]?.count ?? r.rowCount);
    }
    console.log(label.padEnd(48) + sides.map((x) => med(t[x]).toFixed(2).padStart(10)).join("") + `   ${hits.join("/")}`);
  }

  // One variant's stock at a time (what an order line does), on products with 12 variants, both summaries.
  await c.query(`ALTER TABLE products DROP COLUMN intext_search_text`);
  const current = (await c.query(`select pg_get_functiondef('sb_refresh_product_summary(uuid, uuid)'::regprocedure) d`)).rows[0].d;
  const before = current
    .replace(/,\s*search_codes = s\.search_codes/, "")
    .replace(/,\s*sb_search_codes\(array_agg\(v\.sku\) \|\| array_agg\(v\.barcode\)\) AS search_codes/, "")
    .replace(", p.search_codes)", ")")
    .replace(", s.search_codes)", ")");
  if (before.includes("search_codes")) throw new Error("could not rebuild 0005's summary");
  const ids = (
    await c.query(`select v.id from product_variants v join products p on p.id = v.product_id where p.tenant_id = $1 and p.options <> '[]' order by v.id limit 400`, [tenantId])
  ).rows.map((r) => r.id);
  const writes = { before: [], codes: [] };
  for (let round = 0; round < 8; round++) {
    for (const side of round % 2 ? ["codes", "before"] : ["before", "codes"]) {
      await c.query(side === "before" ? before : current);
      const t = process.hrtime.bigint();
      for (const id of ids) await c.query(`update product_variants set quantity = quantity + 1 where id = $1`, [id]);
      writes[side].push(Number(process.hrtime.bigint() - t) / 1e6 / ids.length);
    }
  }
  await c.query(current);
  console.log(`\none variant's stock write (summary trigger), ms: 0005's summary ${med(writes.before).toFixed(3)}, 0011's ${med(writes.codes).toFixed(3)}`);
  await c.end();
} finally {
  await db.drop();
}

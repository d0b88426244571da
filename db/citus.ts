/**
 * After the migrations, on a database with the Citus extension (record 0138): the store-owned tables are
 * distributed by tenant_id, all co-located (a store's rows of every table on one shard), and the small
 * platform tables they point at become reference tables (a copy on every node). Everything else stays local
 * to the coordinator: the platform's own tables (sessions, billing, the mail outbox, login counters) and the
 * pg-boss schema. On plain PostgreSQL (no `citus` in pg_extension) nothing happens; the embedded PGlite never
 * gets here. Idempotent: tables already distributed are left alone, so every start may call it.
 */

/** The platform tables store-owned tables refer to; `users` only until customers get a table of their own (issue 39). */
export const REFERENCE_TABLES = ["tenants", "users"] as const;

/** Every table in public whose primary key leads with tenant_id is store-owned: distributed by it. */
const STORE_OWNED_SQL = `
  select c.relname as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1] and a.attname = 'tenant_id'
  where c.relkind = 'r' order by c.relname`;

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type CitusLayout = { distributed: string[]; reference: string[] };

export async function hasCitus(query: Query) {
  const { rows } = await query("select 1 from pg_extension where extname = 'citus'");
  return rows.length > 0;
}

/**
 * Distributes what is not yet. Citus cannot distribute a table while a foreign key ties it to a table that is
 * still local (either way round), so inside one transaction: every foreign key touching a table that changes is
 * dropped, the tables are made reference or distributed, and the keys are put back as they were (checked
 * again; a key from a local table to a reference table makes that table a Citus-local table, still on the
 * coordinator). Returns what it changed, or null on plain PostgreSQL.
 */
export async function distributeOnCitus(query: Query): Promise<CitusLayout | null> {
  if (!(await hasCitus(query))) return null;
  const storeOwned = (await query(STORE_OWNED_SQL)).rows.map((r) => String(r.name));
  const placed = new Map(
    (await query("select logicalrelid::regclass::text as name, partmethod from pg_dist_partition")).rows.map((r) => [String(r.name), String(r.partmethod)]),
  );
  // partmethod 'h': distributed by hash; 'n' with a replicated model: reference (or Citus-local, which we redo).
  const refDone = new Set(
    (await query("select logicalrelid::regclass::text as name from pg_dist_partition where partmethod = 'n' and repmodel = 't'")).rows.map((r) => String(r.name)),
  );
  const reference = REFERENCE_TABLES.filter((t) => !refDone.has(t));
  const distributed = storeOwned.filter((t) => placed.get(t) !== "h");
  if (reference.length === 0 && distributed.length === 0) return { distributed: [], reference: [] };

  const changing = [...reference, ...distributed];
  await query("begin");
  try {
    await query("set local client_min_messages = warning");
    // The variants' summary and the default variant are triggers on distributed tables; they touch only their
    // own store's rows (migration 0014), which is what Citus requires of them.
    await query("set local citus.enable_unsafe_triggers = on");
    // One connection per node for the whole transaction: DDL and the data copy inside one transaction block.
    await query("set local citus.multi_shard_modify_mode = 'sequential'");
    const { rows: fks } = await query(
      `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where contype = 'f' and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($1)) order by conname`,
      [changing],
    );
    for (const fk of fks) await query(`alter table "${String(fk.tbl)}" drop constraint "${String(fk.name)}"`);
    // The rows already there are copied into the shards, and the copy fires the shards' triggers: the default
    // variant would be made again for every product, and a trigger could reach a table not yet distributed.
    // The copied rows are consistent already, so the triggers are off for the copy and back on after.
    const { rows: triggered } = await query(
      "select distinct tgrelid::regclass::text as tbl from pg_trigger where not tgisinternal and tgenabled <> 'D' and tgrelid::regclass::text = any($1)",
      [distributed],
    );
    for (const t of triggered) await query(`alter table "${String(t.tbl)}" disable trigger user`);
    for (const t of reference) await query("select create_reference_table($1)", [t]);
    // Co-located with the first store-owned table already distributed, else with the first one distributed now.
    const anchor = storeOwned.find((t) => placed.get(t) === "h") ?? distributed[0];
    for (const t of distributed) {
      if (t === anchor && placed.get(t) !== "h") await query("select create_distributed_table($1, 'tenant_id', colocate_with => 'none')", [t]);
      else await query("select create_distributed_table($1, 'tenant_id', colocate_with => $2)", [t, anchor]);
    }
    for (const fk of fks) await query(`alter table "${String(fk.tbl)}" add constraint "${String(fk.name)}" ${String(fk.def)}`);
    for (const t of triggered) await query(`alter table "${String(t.tbl)}" enable trigger user`);
    await query("commit");
  } catch (err) {
    await query("rollback").catch(() => {});
    throw err;
  }
  return { distributed, reference };
}

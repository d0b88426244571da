import { Client } from "pg";

/**
 * Test databases on a Citus cluster (TEST_CITUS=1, set by `npm run test:citus`; TEST_DATABASE_URL is then the
 * coordinator). A Citus cluster lives inside one database on every node, so a test file's fresh database is
 * made on each worker and on the coordinator, with the extension in each and the workers registered with the
 * coordinator; the app's migration runner then distributes the tables (db/citus.ts). A template copy cannot
 * carry the workers' shards, so on Citus every file migrates (and seeds) its own database. Few shards per table
 * (TEST_CITUS_SHARDS, default 4) keep that fast: what matters here is that rows are spread over both workers.
 */
export const onCitus = () => process.env.TEST_CITUS === "1";

/**
 * The routing check of issue 39 §2: on Citus the app's own connections carry
 * `citus.multi_task_query_log_level = 'error'`, so any query of a store's request or job that reaches more than one
 * shard fails there and then ("multi-task query about to be executed"). Only the app's: the test file's own
 * set-up and assertions (ctx.db, helpers/db.ts) read and write across stores freely on a connection without it.
 * Code that fans out by design declares it (db/fan-out.ts acrossStores); a test file whose subject is the
 * platform admin's cross-store screens passes `fanOut` to setupTestDatabase. TEST_CITUS_ROUTING=0 turns it off.
 */
export const routingChecked = () => onCitus() && process.env.TEST_CITUS_ROUTING !== "0";

export function withRoutingCheck(url: string) {
  const u = new URL(url);
  u.searchParams.set("options", "-c citus.multi_task_query_log_level=error");
  return u.toString();
}

const urlAt = (adminUrl: string, host: string, port: number, db: string) => {
  const u = new URL(adminUrl);
  u.hostname = host;
  u.port = String(port);
  u.pathname = `/${db}`;
  return u.toString();
};

async function run(url: string, ...statements: string[]) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const out: Record<string, unknown>[][] = [];
    for (const s of statements) out.push((await c.query(s)).rows);
    return out;
  } finally {
    await c.end();
  }
}

async function workers(adminUrl: string) {
  const [rows] = await run(adminUrl, "select nodename, nodeport from pg_dist_node where groupid <> 0 and noderole = 'primary' order by nodeport");
  return rows.map((r) => ({ host: String(r.nodename), port: Number(r.nodeport) }));
}

export async function createCitusDatabase(adminUrl: string, name: string) {
  const admin = new URL(adminUrl);
  const nodes = await workers(adminUrl);
  for (const w of nodes) {
    await run(urlAt(adminUrl, w.host, w.port, "postgres"), `create database ${name}`);
    await run(urlAt(adminUrl, w.host, w.port, name), "create extension citus");
  }
  await run(adminUrl, `create database ${name}`, `alter database ${name} set citus.shard_count = ${Number(process.env.TEST_CITUS_SHARDS ?? 4)}`);
  await run(
    urlAt(adminUrl, admin.hostname, Number(admin.port || 5432), name),
    "create extension citus",
    `select citus_set_coordinator_host('${admin.hostname}', ${Number(admin.port || 5432)})`,
    ...nodes.map((w) => `select citus_add_node('${w.host}', ${w.port})`),
  );
}

export async function dropCitusDatabase(adminUrl: string, name: string) {
  await run(adminUrl, `drop database if exists ${name} with (force)`);
  for (const w of await workers(adminUrl)) await run(urlAt(adminUrl, w.host, w.port, "postgres"), `drop database if exists ${name} with (force)`);
}

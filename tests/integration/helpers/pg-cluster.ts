import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A throw-away PostgreSQL cluster for tests that stop or restart the database (never the machine's own
 * server): initdb in a temporary folder, on a free port, run as the postgres user when the test runs as
 * root (initdb refuses root). The same recipe as scripts/faults/lib/procs.mjs, without its signal handlers.
 */
export type PgCluster = { url: string; port: number; start(): void; stop(): void; destroy(): void };

function pgBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    const dir = path.join(base, v, "bin");
    if (existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

/** True when initdb and pg_ctl are there (and, as root, a postgres user to run them as). */
export function canRunPgCluster(): boolean {
  if (!pgBin()) return false;
  return process.getuid?.() !== 0 || spawnSync("id", ["-u", "postgres"]).status === 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBin();
  if (!bin) throw new Error("PostgreSQL server binaries (initdb, pg_ctl) not found");
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "sb-test-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((f) => Number(spawnSync("id", [f, "postgres"], { encoding: "utf8" }).stdout.trim()));
    chownSync(dir, uid, gid);
  }
  const sh = (cmd: string) => (asRoot ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", cmd], { encoding: "utf8" }) : spawnSync("sh", ["-c", cmd], { encoding: "utf8" }));
  const data = path.join(dir, "data");
  const init = sh(`${bin}/initdb -A trust -U postgres -D ${data} >/dev/null`);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  // fsync off: only PostgreSQL stops here, never the machine, so committed data survives an immediate stop.
  const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=60 -c fsync=off -c full_page_writes=off`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      const r = sh(`${bin}/pg_ctl -D ${data} -o "${opts}" -l ${dir}/log -w -t 30 start >/dev/null`);
      if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr}`);
    },
    /** Immediate shutdown: every connection is cut, as when the server crashes or is killed. */
    stop() {
      sh(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null 2>&1`);
    },
    destroy() {
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

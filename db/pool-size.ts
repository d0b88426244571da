/**
 * The pool's size when DATABASE_POOL_MAX is unset (record 0122). Pure, so it is tested without a server.
 *
 * - 5 connections per core, at least 10: an order's transaction holds its connection while Node runs between
 *   statements and while it waits on a hot product's row lock, so a connection is busy in PostgreSQL only part
 *   of the time it is checked out; page reads must still find one while checkouts queue on a lock.
 * - At most a quarter of what the server accepts from ordinary roles (max_connections minus the slots
 *   reserved for superusers and reserved roles): room for four instances, each with pg-boss's 3, and a psql.
 * - Never below 2: one transaction and one read.
 */
export function defaultPoolMax(m: { cores: number; maxConnections: number; reservedConnections: number }): number {
  const share = Math.floor((m.maxConnections - m.reservedConnections) / 4);
  return Math.max(2, Math.min(Math.max(10, 5 * m.cores), share));
}

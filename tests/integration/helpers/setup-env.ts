import { afterAll, expect } from "vitest";

// Runs before each integration test file: a test environment with fast password hashing.
(process.env as Record<string, string>).NODE_ENV = "test";
process.env.BCRYPT_COST = "4";
process.env.AUTO_SEED = "0";
process.env.ROOT_DOMAIN = "localhost";
delete process.env.REDIS_URL;
// Every test request comes from one address; the per-address registration limit has its own test.
process.env.REGISTER_MAX_PER_WINDOW = "1000";
// The concurrency tests send 50 orders at once through a pool of 10; on a machine shared by several test runs a
// 3 s wait for a connection runs out and answers 503 (record 0122), which is not what they test. The busy-pool
// test sets its own short wait.
process.env.DATABASE_POOL_WAIT_MS ??= "20000";
// A mail the SMTP server or the database refused is tried again after 1 s, then 2 s (production: 5 s, then 10 s):
// the tests prove the retries happen and how many, not how long pg-boss waits between them.
process.env.MAIL_RETRY_DELAY_SECONDS ??= "1";

// Overlapping queries on one pg client (e.g. Promise.all inside a transaction) only warn today and fail
// in pg's next major version: any such warning fails the file.
const overlapping: string[] = [];
process.on("warning", (w) => {
  if (/already executing a query/.test(w.message)) overlapping.push(w.stack ?? w.message);
});
afterAll(() => {
  expect(overlapping, "a pg client ran two queries at once").toEqual([]);
});

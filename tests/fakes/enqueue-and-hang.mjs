// A process that does what a request does when it causes a mail: writes the outbox row, then (unless
// told not to) enqueues its "mail.send" job on pg-boss; then it hangs until the test SIGKILLs it.
// argv: <DATABASE_URL> <recipient> <with-job: 1|0>
import pg from "pg";
import PgBoss from "pg-boss";

const [url, to, withJob] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  `insert into mail_messages (tenant_id, kind, payload, to_address) values (null, 'password-reset', $1, $2) returning id`,
  [JSON.stringify({ scope: "staff", token: "crash-test-token", origin: "http://localhost:3000" }), to],
);
const id = rows[0].id;
if (withJob === "1") {
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, max: 1 });
  await boss.start();
  await boss.send("mail.send", { id }, { id });
}
process.stdout.write(`enqueued ${id}\n`);
setInterval(() => {}, 1 << 30);

import { afterAll, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { enqueue, startWorkers, stopQueue } from "@/lib/queue/queue";
import { setupTestDatabase } from "./helpers/db";

/**
 * A slow job does not hold the queue up (issue 35: the order-mail backlog drained one batch at a time, each batch
 * waiting for its slowest mail). Real pg-boss on the test database; the queue is one no other test works here.
 */
setupTestDatabase();

afterAll(async () => {
  await stopQueue();
  await closeDb();
});

it("while one job of a batch is still running, the others' places are taken by the next jobs", async () => {
  let release!: () => void;
  const blocked = new Promise<void>((r) => (release = r));
  const done: string[] = [];
  await startWorkers([
    {
      name: "domains.recheck",
      batchSize: 4,
      pollingIntervalSeconds: 0.2,
      handler: async (job) => {
        if (job.data.slow) await blocked;
        done.push(String(job.data.n));
      },
    },
  ]);
  await enqueue("domains.recheck", { n: "slow", slow: true });
  for (let n = 1; n <= 8; n++) await enqueue("domains.recheck", { n });
  const deadline = Date.now() + 20_000;
  while (done.length < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // All eight quick jobs ran while the slow one still waited (a batch-at-a-time loop stops at the first batch's three).
  expect(done.sort()).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
  release();
  while (done.length < 9 && Date.now() < deadline + 5_000) await new Promise((r) => setTimeout(r, 50));
  expect(done).toContain("slow");
}, 40_000);

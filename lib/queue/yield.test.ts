import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { requestsInFlight, trackRequest } from "@/lib/requests-in-flight";
import { yieldToRequests } from "./yield";

const response = () => new EventEmitter() as unknown as ServerResponse;

describe("yieldToRequests", () => {
  it("waits while a request is being answered, and goes once it closes", async () => {
    const res = response();
    trackRequest(res);
    expect(requestsInFlight()).toBe(1);
    setTimeout(() => res.emit("close"), 150);
    const waited = await yieldToRequests({ maxWaitMs: 5000 });
    expect(requestsInFlight()).toBe(0);
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(waited).toBeLessThan(2000);
  });

  it("waits no longer than its bound under requests that never end", async () => {
    const res = response();
    trackRequest(res);
    const waited = await yieldToRequests({ maxWaitMs: 200 });
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(1000);
    res.emit("close");
  });

  it("does not wait in a quiet process", async () => {
    await new Promise((r) => setTimeout(r, 30));
    expect(await yieldToRequests()).toBeLessThan(20);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const apiRequest = vi.fn();
vi.mock("./fetch", async (orig) => ({ ...(await orig<typeof import("./fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));

import { apiKey, apiPath, callApi } from "./call";
import { endpoint, fillPath } from "@/lib/endpoint";
import { queryKeys } from "./query-keys";

const _idParams = z.object({ id: z.uuid() });
const _body = z.object({ amount: z.string().optional(), restock: z.boolean().optional() });
const _query = z.object({ status: z.enum(["paid", "pending"]).optional(), page: z.coerce.number().optional() });
const refund = endpoint<{ params: typeof _idParams; body: typeof _body; response: { id: string; refundedAmount: string } }>()({
  method: "POST",
  path: "/api/orders/{id}/refund",
  auth: "owner",
  idempotencyKey: true,
});
const list = endpoint<{ query: typeof _query; response: { id: string }[] }>()({ method: "GET", path: "/api/orders", auth: "owner" });
const one = endpoint<{ params: typeof _idParams; response: { id: string } }>()({ method: "GET", path: "/api/orders/{id}", auth: "owner" });
const themeDraft = endpoint<{ params: typeof _idParams }>()({ method: "GET", path: "/api/themes/{id}/draft", auth: "owner" });
const ID = "00000000-0000-4000-8000-000000000001";

describe("the typed client", () => {
  beforeEach(() => apiRequest.mockReset().mockResolvedValue({ id: ID, refundedAmount: "1.00" }));

  it("sends the endpoint's method to its path with the parameters filled in", async () => {
    const answer = await callApi(refund, { params: { id: ID }, body: { amount: "1.00" } }, { idempotencyKey: "k1" });
    expect(apiRequest).toHaveBeenCalledWith("POST", `/api/orders/${ID}/refund`, { amount: "1.00" }, { idempotencyKey: "k1" });
    expect(answer.refundedAmount).toBe("1.00");
  });

  it("writes the query string and leaves out empty values", async () => {
    await callApi(list, { query: { status: "paid", page: 2 } });
    expect(apiRequest).toHaveBeenLastCalledWith("GET", "/api/orders?status=paid&page=2", undefined);
    expect(apiPath(list, { query: { status: undefined } })).toBe("/api/orders");
    expect(apiPath(list, { query: new URLSearchParams("status=paid") })).toBe("/api/orders?status=paid");
  });

  it("encodes path parameters and refuses a missing one", () => {
    expect(fillPath("/api/x/{id}", { id: "a/b c" })).toBe("/api/x/a%2Fb%20c");
    expect(() => fillPath("/api/x/{id}", {})).toThrow(/no value for \{id\}/);
  });

  it("keys a read as the query-key factory does, so both share one cache entry", () => {
    expect(apiKey("demo", one, { params: { id: ID } })).toEqual(["demo", "/api/orders", ID]);
    expect(apiKey("demo", themeDraft, { params: { id: ID } })).toEqual(queryKeys.storefrontEditor.draft("demo", ID));
    expect(apiKey("demo", list, { query: { status: "paid" } })).toEqual(["demo", "/api/orders?status=paid"]);
    expect(apiKey(null, list)).toEqual(["_", "/api/orders"]);
  });

  it("is checked by tsc: a wrong path parameter, body field or answer field does not compile", () => {
    const typeErrors = async () => {
      // @ts-expect-error the parameter is id
      await callApi(refund, { params: { orderId: ID }, body: {} });
      // @ts-expect-error restock is a boolean
      await callApi(refund, { params: { id: ID }, body: { restock: "yes" } });
      // @ts-expect-error the body is required
      await callApi(refund, { params: { id: ID } });
      const answer = await callApi(one, { params: { id: ID } });
      // @ts-expect-error the answer has no total
      void answer.total;
    };
    expect(typeErrors).toBeTypeOf("function");
  });
});

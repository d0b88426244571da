import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, toErrorResponse } from "./errors";
import { DatabaseUnavailableError, isDatabaseUnavailable, PoolBusyError } from "./unavailable";

describe("toErrorResponse", () => {
  it("keeps an AppError's status, message and field errors", () => {
    expect(toErrorResponse(new AppError(422, "Out of stock", { quantity: "Only 2 left" }))).toEqual({
      status: 422,
      body: { message: "Out of stock", errors: { quantity: "Only 2 left" } },
    });
  });

  it("turns zod errors into 400 with the first message per field", () => {
    const r = z.object({ email: z.email("Please enter a valid email"), a: z.object({ b: z.string("Required") }) }).safeParse({
      email: "x",
      a: {},
    });
    expect(r.success).toBe(false);
    const { status, body } = toErrorResponse(r.error);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: "Please enter a valid email", "a.b": "Required" });
  });

  it("maps unique violations to 409 with the field, even when wrapped", () => {
    const pg = Object.assign(new Error("dup"), { code: "23505", constraint: "products_tenant_slug_uq" });
    const wrapped = new Error("Failed query", { cause: pg });
    expect(toErrorResponse(wrapped)).toEqual({
      status: 409,
      body: { message: "A product with this slug already exists", errors: { slug: "A product with this slug already exists" } },
    });
  });

  it("maps a Citus shard's unique violation (the constraint name ends in the shard id) like the table's", () => {
    const pg = Object.assign(new Error("dup"), { code: "23505", constraint: "users_tenant_email_uq_102040" });
    expect(toErrorResponse(pg).body.errors).toEqual({ email: "An account with this email already exists" });
    const relayed = Object.assign(new Error('duplicate key value violates unique constraint "tenants_custom_domain_unique_102008"'), { code: "23505" });
    expect(toErrorResponse(relayed).body.errors).toEqual({ customDomain: "This domain is already used by another store" });
  });

  it("hides unknown errors behind a 500", () => {
    const orig = console.error;
    console.error = () => {};
    try {
      expect(toErrorResponse(new Error("secret detail"))).toEqual({ status: 500, body: { message: "Internal server error" } });
    } finally {
      console.error = orig;
    }
  });

  it("answers 503 with Retry-After, not 500, when the database is down, full or shutting down", () => {
    const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const cases = [
      refused,
      // node's dual-stack connect: an AggregateError around the per-address errors
      Object.assign(new AggregateError([refused], ""), { code: "ECONNREFUSED" }),
      new AggregateError([refused], "all failed"),
      new Error("Failed query: select 1", { cause: pgError("53300", "sorry, too many clients already") }),
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is starting up"),
      pgError("08006", "connection failure"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new DatabaseUnavailableError(),
    ];
    for (const err of cases) {
      expect(toErrorResponse(err), String(err)).toEqual({
        status: 503,
        body: { message: "The service is temporarily unavailable. Please try again shortly." },
        retryAfter: 5,
      });
    }
  });

  it("a busy pool is that request's 503 with a short Retry-After, not an outage", () => {
    const queued = new Error("timeout exceeded when trying to connect");
    for (const err of [queued, new PoolBusyError(undefined, { cause: queued }), new Error("Failed query: select 1", { cause: new PoolBusyError() })]) {
      expect(toErrorResponse(err), String(err)).toEqual({ status: 503, body: { message: "The store is busy right now. Please try again in a moment." }, retryAfter: 2 });
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
  });

  it("leaves other database errors alone", () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(toErrorResponse(Object.assign(new Error("syntax error"), { code: "42601" })).status).toBe(500);
      expect(toErrorResponse(Object.assign(new Error("bad"), { code: "22P02" })).status).toBe(400);
    } finally {
      console.error = quiet;
    }
  });
});

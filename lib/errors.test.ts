import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, toErrorResponse } from "./errors";

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

  it("hides unknown errors behind a 500", () => {
    const orig = console.error;
    console.error = () => {};
    try {
      expect(toErrorResponse(new Error("secret detail"))).toEqual({ status: 500, body: { message: "Internal server error" } });
    } finally {
      console.error = orig;
    }
  });
});

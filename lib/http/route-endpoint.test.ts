import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "@/lib/endpoint";
import { route } from "./route";

const idParams = z.object({ id: z.uuid() });
const one = endpoint<{ params: typeof idParams; response: { id: string } }>()({ method: "GET", path: "/api/things/{id}", auth: "owner", tenant: "required" });
const open = endpoint<{ response: { ok: boolean } }>()({ method: "GET", path: "/api/things", auth: "public" });

describe("route(endpoint, …)", () => {
  it("takes auth, tenant and origin rule from the descriptor and keeps the descriptor on the handler", () => {
    const h = route(one, { params: idParams }, ({ params, store }) => ({ id: `${params.id}${store.id}` }));
    expect(h.routeOptions).toMatchObject({ auth: "owner", tenant: "required", params: idParams, endpoint: one });
    expect(route(open, () => ({ ok: true })).routeOptions.endpoint).toBe(open);
  });

  it("is checked by tsc: another schema, a missing schema or another answer does not compile", () => {
    const typeErrors = () => {
      // @ts-expect-error the declared params schema is a uuid id
      route(one, { params: z.object({ id: z.number() }) }, () => ({ id: "" }));
      // @ts-expect-error the params schema is declared, so it must be passed
      route(one, () => ({ id: "" }));
      // @ts-expect-error the answer is { id: string }
      route(one, { params: idParams }, () => ({ name: "x" }));
    };
    expect(typeErrors).toBeTypeOf("function");
  });
});

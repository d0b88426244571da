// GET /api/customers/me/data-export — the signed-in shopper's own data, as a JSON file (a data-protection request).
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { customerDataExport } from "@/lib/customers/admin/service";

export const GET = route(customers.myDataExport, async ({ store, customer }) => {
  const data = await customerDataExport(store, customer.id);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="my-data-${store.row.slug}.json"`,
      "cache-control": "no-store",
    },
  });
});

// GET /api/customers/{id}/data-export — everything stored about a customer, as a JSON file (owner or staff with "customers").
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { customerDataExport } from "@/lib/customers/admin/service";
import { idParams } from "@/lib/validation";

export const GET = route(customers.dataExport, { params: idParams }, async ({ store, params }) => {
  const data = await customerDataExport(store, params.id);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="customer-${params.id}.json"`,
      "cache-control": "no-store",
    },
  });
});

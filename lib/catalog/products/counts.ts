import "server-only";
import type { TenantId } from "@/lib/tenancy/store";
import { countActiveProductsByCategory } from "./repository";

/**
 * What other parts of the catalogue read of products without the products service: categories show how many
 * active products each holds. (products/service checks categories, so categories/service cannot import it
 * back; this module imports only the products repository, so there is no circle.)
 */
export function activeProductCountsByCategory(tenantId: TenantId): Promise<Map<string, number>> {
  return countActiveProductsByCategory(tenantId);
}

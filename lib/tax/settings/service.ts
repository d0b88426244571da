import "server-only";
import { storeChange } from "@/lib/activity/record";
import { saveStoreColumns } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";
import { toTaxSettingsDto, toTaxSettingsUpdate, type TaxSettingsDto, type TaxSettingsInput } from "./schemas";

/**
 * The owner's tax settings live on the store row. Shopper pages show no tax data, so saving expires no
 * cached pages; checkout reads the store row per request.
 */
export function getTaxSettings(store: Store): TaxSettingsDto {
  return toTaxSettingsDto(store.row);
}

export async function saveTaxSettings(store: Store, input: TaxSettingsInput): Promise<TaxSettingsDto> {
  return toTaxSettingsDto(await saveStoreColumns(store, toTaxSettingsUpdate(input), storeChange("settings.tax.updated", "updated the tax settings")));
}

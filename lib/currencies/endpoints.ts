import { endpoint } from "@/lib/endpoint";
import type { DisplayCurrenciesDto, displayCurrenciesSchema } from "./schemas";

/** Display currencies' /api calls (issue 44 part 4, record 0159): the owner's (permission `settings`). */
const path = "/api/settings/currencies";

export const get = endpoint<{ response: DisplayCurrenciesDto }>()({
  method: "GET",
  path,
  auth: "owner",
  permission: "settings",
  summary: "The store's display currencies in switcher order, each with its rate (store currency → it) and rounding",
});
export const put = endpoint<{ body: typeof displayCurrenciesSchema; response: DisplayCurrenciesDto }>()({
  method: "PUT",
  path,
  auth: "owner",
  permission: "settings",
  invalidates: [path],
  summary: "Replace the display currencies (the array's order is the switcher's); unknown codes and the store's own currency are refused",
});

// GET /api/settings/currencies — the store's display currencies (owner, permission settings).
// PUT /api/settings/currencies — replace them: { currencies: [{ code, rate, rounding }] } in switcher order.
import * as currencies from "@/lib/currencies/endpoints";
import { displayCurrenciesSchema } from "@/lib/currencies/schemas";
import { getDisplayCurrencies, saveDisplayCurrencies } from "@/lib/currencies/service";
import { route } from "@/lib/http/route";

export const GET = route(currencies.get, ({ store }) => getDisplayCurrencies(store));

export const PUT = route(currencies.put, { body: displayCurrenciesSchema }, ({ store, body }) => saveDisplayCurrencies(store, body));

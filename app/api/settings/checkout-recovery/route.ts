// GET /api/settings/checkout-recovery — the recovery setting (permission orders or settings).
// PUT /api/settings/checkout-recovery — change it (permission settings).
import * as checkouts from "@/lib/checkouts/endpoints";
import { recoverySettingsSchema } from "@/lib/checkouts/schemas";
import { getRecoverySettings, saveRecoverySettings } from "@/lib/checkouts/service";
import { route } from "@/lib/http/route";

export const GET = route(checkouts.settings, ({ store }) => getRecoverySettings(store.id));

export const PUT = route(checkouts.saveSettings, { body: recoverySettingsSchema }, ({ store, body }) => saveRecoverySettings(store, body));

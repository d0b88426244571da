"use client";
import { useEffect } from "react";
import * as checkouts from "@/lib/checkouts/endpoints";
import { callApi } from "@/lib/http/call";

/**
 * The server's copy of this checkout (abandoned-checkout recovery, record 0156): written once an e-mail is known,
 * then kept current, one debounced call after the shopper stops typing. Its token stays in this browser (per store)
 * and goes with the order, which completes it. Failures are silent: recovery is a nicety, never in the way.
 */
const keyOf = (storeId: string) => `sb-checkout:${storeId}`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkoutToken(storeId: string): string | null {
  try {
    return localStorage.getItem(keyOf(storeId));
  } catch {
    return null;
  }
}

export function keepCheckoutToken(storeId: string, token: string | null) {
  try {
    if (token) localStorage.setItem(keyOf(storeId), token);
    else localStorage.removeItem(keyOf(storeId));
  } catch {}
}

type Line = { productId: string; variantId?: string; quantity: number };

export function useCheckoutRecord(storeId: string, email: string, items: Line[], discountCode: string | null, acceptsMarketing: boolean) {
  const body = JSON.stringify({ email: email.trim(), items: items.map((i) => ({ productId: i.productId, variantId: i.variantId ?? null, quantity: i.quantity })), discountCode, acceptsMarketing });
  useEffect(() => {
    const b = JSON.parse(body) as { email: string; items: unknown[] };
    if (!EMAIL.test(b.email) || !b.items.length) return;
    const t = setTimeout(async () => {
      const token = checkoutToken(storeId);
      const create = async () => keepCheckoutToken(storeId, (await callApi(checkouts.create, { body: b as never })).token);
      try {
        if (!token) return await create();
        await callApi(checkouts.update, { params: { token }, body: b as never }).catch(create);
      } catch {}
    }, 800);
    return () => clearTimeout(t);
  }, [storeId, body]);
}

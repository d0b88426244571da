import { cartStorageKey, type CartState } from "@/lib/cart/cart";
import type { CustomerCartDto } from "@/lib/cart/schemas";
import { apiUrl } from "@/lib/http/fetch";
import { cartStateOf, dispatchCart, subscribeCart } from "./cart-store";
import { cartSyncKey } from "./cart-sync-key";
import * as cart from "@/lib/cart/endpoints";

/**
 * A signed-in customer's cart kept on the server (GET/PUT /api/customers/cart, POST …/merge; record 0132),
 * loaded by cart-provider.tsx only once a customer is known. The browser's cart stays the working copy;
 * localStorage notes whose server cart it mirrors (`owner`), the server's revision it last saw (`rev`)
 * and the cart it last sent (`sent`, in the wire's shape):
 * - sign-in (the browser's cart mirrors nobody, i.e. it was a guest's): the browser's cart is merged into
 *   the stored one by the server's rules and the answer replaces it. Another account's leftover cart is
 *   not merged into this one: the stored cart replaces it.
 * - a later page load, or coming back to the tab: when the server's revision moved (another device
 *   changed the cart) and nothing here is waiting to be sent, the server's cart replaces this one;
 *   otherwise what changed here is sent.
 * - each change here is sent whole, 600 ms after the last one (at once when the cart is emptied, as
 *   after an order, and as the page goes away).
 * - signed out: the account's cart is forgotten here (it is on the server for the next sign-in).
 */
type Meta = { owner: string; rev: number; sent: string };

const SEND_AFTER_MS = 600;

const wire = (s: CartState) =>
  JSON.stringify({ lines: s.items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })), discountCode: s.code ?? null });

function readMeta(storeId: string): Meta | null {
  try {
    const m = JSON.parse(window.localStorage.getItem(cartSyncKey(storeId)) ?? "null") as Meta | null;
    return m && typeof m.owner === "string" && typeof m.rev === "number" && typeof m.sent === "string" ? m : null;
  } catch {
    return null;
  }
}

function writeMeta(storeId: string, meta: Meta | null) {
  try {
    if (meta) window.localStorage.setItem(cartSyncKey(storeId), JSON.stringify(meta));
    else window.localStorage.removeItem(cartSyncKey(storeId));
  } catch {
    // Storage full or blocked: the cart still works in this page; it is sent again next time.
  }
}

/** One of the cart's endpoints, sent with fetch's keepalive (a page being left still saves its cart). */
async function call(e: typeof cart.get | typeof cart.save | typeof cart.merge, body?: string, keepalive = false): Promise<CustomerCartDto> {
  const res = await fetch(apiUrl(e.path), {
    method: e.method,
    credentials: "include",
    keepalive,
    headers: body ? { "Content-Type": "application/json" } : undefined,
    body,
  });
  if (!res.ok) throw new Error(`${res.status}`);
  return (await res.json()) as CustomerCartDto;
}

/** Start mirroring this store's cart for the customer (null: nobody is signed in). Answers how to stop. */
export function startCartSync(storeId: string, customerId: string | null): () => void {
  const key = cartStorageKey(storeId);
  if (customerId === null) {
    // Signed out (or the session ended): the account's cart must not stay for whoever uses this browser next.
    if (readMeta(storeId)) {
      dispatchCart(key, { type: "clear" });
      writeMeta(storeId, null);
    }
    return () => {};
  }

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inflight = false;

  /** The server's cart in place here, unless the shopper changed this one while it was asked for. */
  function take(server: CustomerCartDto, asked: string) {
    if (stopped) return;
    if (wire(cartStateOf(key)) !== asked) {
      // Changed meanwhile: keep the shopper's change and send it over the server's cart.
      writeMeta(storeId, { owner: customerId!, rev: server.revision, sent: "" });
      schedule();
      return;
    }
    dispatchCart(key, { type: "replace", state: { items: server.items, code: server.discountCode } });
    writeMeta(storeId, { owner: customerId!, rev: server.revision, sent: wire(cartStateOf(key)) });
  }

  async function send(keepalive = false) {
    timer = null;
    const meta = readMeta(storeId);
    const body = wire(cartStateOf(key));
    if (stopped && !keepalive) return;
    if (!meta || meta.owner !== customerId || body === meta.sent) return;
    inflight = true;
    try {
      const saved = await call(cart.save, body, keepalive);
      writeMeta(storeId, { owner: customerId!, rev: saved.revision, sent: body });
    } catch {
      // Refused (a line the store no longer sells, which the checkout removes) or offline: sent again with the next change.
    } finally {
      inflight = false;
    }
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void send(), cartStateOf(key).items.length === 0 ? 0 : SEND_AFTER_MS);
  }

  /** Page load or the tab coming back: take another device's changes, or send this one's. */
  async function refresh() {
    if (inflight || timer) return;
    const meta = readMeta(storeId);
    const asked = wire(cartStateOf(key));
    inflight = true;
    try {
      if (!meta || meta.owner !== customerId) {
        // Sign-in: a guest's cart joins the stored one; another account's leftovers do not.
        const own = !meta && cartStateOf(key).items.length + (cartStateOf(key).code ? 1 : 0) > 0;
        take(own ? await call(cart.merge, asked) : await call(cart.get), asked);
        return;
      }
      const server = await call(cart.get);
      if (server.revision !== meta.rev) take(server, asked);
      else if (asked !== meta.sent) schedule();
    } catch {
      // Offline or signed out meanwhile: the browser's cart stays as it is.
    } finally {
      inflight = false;
    }
  }

  const unsubscribe = subscribeCart(key, () => {
    const meta = readMeta(storeId);
    if (meta?.owner === customerId && wire(cartStateOf(key)) !== meta.sent) schedule();
  });
  const onVisible = () => {
    if (document.visibilityState === "visible") void refresh();
    else if (timer) {
      clearTimeout(timer);
      void send(true);
    }
  };
  document.addEventListener("visibilitychange", onVisible);
  void refresh();

  return () => {
    stopped = true;
    unsubscribe();
    document.removeEventListener("visibilitychange", onVisible);
    if (timer) {
      clearTimeout(timer);
      void send(true);
    }
  };
}

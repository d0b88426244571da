/**
 * Where the browser notes whose server cart its cart mirrors (cart-sync.ts): the customer's id, the
 * server's revision last seen and the cart last sent. Apart from cart-sync.ts so that every store page
 * can ask "was a customer's cart mirrored here?" without loading the sync.
 */
export const cartSyncKey = (storeId: string) => `sb-cart-sync:${storeId}`;

/**
 * The topics a store's webhook may subscribe to (issue 41, record 0146), and the activity actions (record 0143)
 * that raise them: every store write records its activity entry in its own transaction, and that is where the
 * webhook event is written too (lib/activity/webhook-outbox.ts). Plain data: the browser's checkboxes read it.
 */
export const WEBHOOK_TOPICS = [
  "orders/created",
  "orders/paid",
  "orders/fulfilled",
  "orders/cancelled",
  "orders/refunded",
  "products/created",
  "products/updated",
  "products/deleted",
  "inventory/updated",
  "customers/created",
  "discounts/created",
  "returns/requested",
  "returns/approved",
  "returns/declined",
  "returns/received",
  "returns/refunded",
  "gift_cards/adjusted",
] as const;

export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** `ping`: the test call's topic; never subscribed to, always sent to the webhook tested. */
export const PING_TOPIC = "ping";

/**
 * activity action → topic; customer.created is written by registration. inventory/updated is raised beside a
 * product entry whose stock changed, and by the order flows' stock moves (lib/activity/webhook-outbox.ts).
 */
export const TOPIC_OF_ACTION: Readonly<Record<string, WebhookTopic>> = {
  "order.placed": "orders/created",
  "order.paid": "orders/paid",
  "order.fulfilled": "orders/fulfilled",
  "order.cancelled": "orders/cancelled",
  "order.refunded": "orders/refunded",
  "product.created": "products/created",
  "product.updated": "products/updated",
  "product.deleted": "products/deleted",
  "inventory.updated": "inventory/updated",
  "customer.created": "customers/created",
  "discount.created": "discounts/created",
  // A return's steps are entries of its order (the timeline's), but their events carry the return (record 0154).
  "return.requested": "returns/requested",
  "return.approved": "returns/approved",
  "return.declined": "returns/declined",
  "return.received": "returns/received",
  "return.refunded": "returns/refunded",
  "gift_card.adjusted": "gift_cards/adjusted",
};

export const MAX_WEBHOOKS_PER_STORE = 20;

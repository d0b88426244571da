// POST /order on a store host (the PayPal component's path; the proxy rewrites it here with the store's
// tenant header) — the same handler as POST /api/paypal/order.
export { POST } from "@/app/api/paypal/order/route";

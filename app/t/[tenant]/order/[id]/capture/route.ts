// POST /order/{id}/capture on a store host — the same handler as POST /api/paypal/order/{id}/capture.
export { POST } from "@/app/api/paypal/order/[id]/capture/route";

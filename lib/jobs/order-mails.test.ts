import { describe, expect, it } from "vitest";
import { brandOf, cancelledMail, giftCardMail, passwordResetMail, linesOf, mailOrder, mailRefund, orderConfirmationMail, orderEventMail, ownerNewOrderMail, refundMail, shipmentMail, type Rendered } from "@/lib/mail/render";
import type { OrderBundle } from "@/lib/orders/service";
import type { Store } from "@/lib/tenancy/store";
import { mailRows, rowsSum } from "@/tests/integration/helpers/mail-rows";
import { keptMoney, orderFacts, parcelOf, refundOf } from "./order-mail-facts";

/**
 * Every order mail that shows money, for the order: WALK10 (₹254.70) plus an automatic ₹50, ₹50
 * shipping, ₹49 COD, tax inside the prices. Each mail shows both discounts and its rows add up to the total.
 */
const store = { row: { taxEnabled: true, taxationType: "inclusive" } } as unknown as Store;
const order = {
  id: "o1",
  invoiceNumber: "IS001",
  currency: "INR",
  customerName: "Mira",
  customerAddress: "42 Residency Road",
  paymentMethod: "cod",
  subtotal: "2547.00",
  discountCode: "WALK10",
  discountTotal: "304.70",
  shippingDiscount: "0.00",
  discounts: [
    { code: "WALK10", title: null, type: "percentage", amount: "254.70" },
    { code: null, title: "Launch week", type: "fixed", amount: "50.00" },
  ],
  shipping: "50.00",
  tax: "248.16",
  codCharges: "49.00",
  total: "2341.30",
};
const items = [
  { id: "i1", productName: "Walk Pima Tee", variantTitle: "M / Navy", sku: "TEE-M-N", quantity: 1, price: "1298.50" },
  { id: "i2", productName: "Walk Pima Tee", variantTitle: "L / Sand", sku: "TEE-L-S", quantity: 1, price: "1248.50" },
];
const paid = { type: "payment", status: "completed", amount: "2341.30", paymentMethod: "cod", gatewayTransactionId: "manual-o1" };
const refunded = { type: "refund", status: "completed", amount: "-2341.30", paymentMethod: "cod", gatewayTransactionId: "manual-refund-o1-0" };
const bundleOf = (extra: Partial<Record<"transactions" | "fulfillments", unknown[]>> = {}) => ({ order, items, transactions: [], fulfillments: [], ...extra }) as unknown as OrderBundle;

const brand = brandOf({ name: "Walk", logo: null, primaryColor: "#112233" }, "http://walk.localhost:3000");
const link = "http://walk.localhost:3000/order/o1";
const facts = orderFacts(store, bundleOf());
const o = mailOrder(facts, link);

function addsUp(m: Rendered) {
  const { rows, total } = mailRows(m.text);
  expect(rows.map((r) => r.label)).toEqual(["Subtotal", "Discount (WALK10)", "Discount (Launch week)", "Shipping", "Tax (included)", "COD charges"]);
  expect(total).toBe(234130);
  expect(rowsSum(rows)).toBe(total);
}

describe("order mails for an order with a code and an automatic discount", () => {
  it("the confirmation and the owner's 'New order' show each discount and rows that add up to the total", async () => {
    const c = await orderConfirmationMail(brand, o);
    addsUp(c);
    expect(c.subject).toBe("Order #IS001 confirmed");
    const n = await ownerNewOrderMail(brand, o, "http://walk.localhost:3000/tenant-dashboard?tab=orders");
    addsUp(n);
    expect(n.subject).toBe("New order #IS001 (₹2,341.30)");
  });

  it("payment received and delivered show the same rows", async () => {
    addsUp(await orderEventMail(brand, o, "payment-received"));
    addsUp(await orderEventMail(brand, o, "delivered"));
  });

  it("a refund says how much, back to what and when, after rows that add up", async () => {
    const online = await refundMail(brand, o, mailRefund("500.00", "INR", "stripe", false));
    addsUp(online);
    expect(online.text).toContain("Refund: ₹500.00");
    expect(online.text).toContain("your original payment (Card (Stripe))");
    expect(online.text).toContain("5–10 business days");
    const cash = refundOf(bundleOf({ transactions: [paid, refunded] }))!;
    expect(cash).toMatchObject({ amount: "₹2,341.30", method: "you directly, as the order was paid by cash on delivery" });
  });

  it("a cancellation gives the reason, the refund and the order's link; without a payment, that nothing was charged", async () => {
    const b = bundleOf({ transactions: [paid, refunded] });
    const m = await cancelledMail(brand, o, "Out of stock in this size", refundOf(b), keptMoney(b));
    addsUp(m);
    expect(m.subject).toBe("Order #IS001 was cancelled");
    for (const s of ["Reason given by the store: Out of stock in this size", "Refund: ₹2,341.30", "The store returns it to you itself", link]) expect(m.text).toContain(s);
    expect(m.html).toContain(`href="${link}"`);
    const unpaid = await cancelledMail(brand, o, null, refundOf(bundleOf()), keptMoney(bundleOf()));
    addsUp(unpaid);
    expect(unpaid.text).toContain("Nothing was charged for this order");
    expect(unpaid.text).not.toMatch(/Reason|Refund:/);
  });

  it("a first parcel with one of two lines says part has shipped, what is in it and what is still to come; the last says the order is complete", async () => {
    const p1 = { id: "f1", createdAt: "2026-11-27T10:00:00Z", carrier: "DHL", trackingNumber: "TRK-ONE", trackingUrl: "https://dhl.example/TRK-ONE", items: [{ orderItemId: "i1", quantity: 1 }] };
    const p2 = { id: "f2", createdAt: "2026-11-27T11:00:00Z", carrier: null, trackingNumber: null, trackingUrl: null, items: [{ orderItemId: "i2", quantity: 1 }] };
    const b = bundleOf({ fulfillments: [p1, p2] });
    const first = parcelOf(b, "f1")!;
    const m1 = await shipmentMail(brand, o, { ...first, inParcel: linesOf(facts, first.inParcel), toCome: linesOf(facts, first.toCome) }, { carrier: "DHL", number: "TRK-ONE", url: "https://dhl.example/TRK-ONE" });
    expect(m1.subject).toBe("Part of order #IS001 has shipped");
    const [inParcel, toCome] = m1.text.split("Still to come");
    expect(inParcel).toContain("In this parcel");
    expect(inParcel).toContain("M / Navy");
    expect(inParcel).not.toContain("L / Sand");
    expect(toCome).toContain("L / Sand");
    expect(m1.html).toContain('href="https://dhl.example/TRK-ONE"');
    expect(m1.text).not.toContain("complete");
    const last = parcelOf(b, "f2")!;
    const m2 = await shipmentMail(brand, o, { ...last, inParcel: linesOf(facts, last.inParcel), toCome: linesOf(facts, last.toCome) });
    expect(m2.subject).toBe("The rest of order #IS001 has shipped: your order is complete");
    expect(m2.text).not.toContain("Still to come");
    expect(m2.text).toContain("L / Sand");
    expect(parcelOf(b, "another-orders-parcel")).toBeNull();
  });
});

describe("order mails in the shopper's language (issue 44)", () => {
  it("Arabic: the subject, the rows and the payment method in Arabic, <html lang=ar dir=rtl>; codes and amounts as they are", async () => {
    const ar = brandOf({ name: "Walk", logo: null, primaryColor: "#112233" }, "http://walk.localhost:3000", "ar");
    const m = await orderConfirmationMail(ar, mailOrder(facts, link, "ar"));
    expect(m.subject).toBe("تم تأكيد الطلب #IS001");
    expect(m.html).toMatch(/<html[^>]*dir="rtl"[^>]*lang="ar"|<html[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(m.text).toContain("خصم (WALK10)");
    expect(m.text).toContain("الدفع عند الاستلام");
    expect(m.text).toContain("₹2,341.30");
    const en = await orderConfirmationMail(brand, o);
    expect(en.html).toMatch(/<html[^>]*lang="en"/);
  });

  it("a customer's reset and a gift card in Hindi: subject and words in Hindi, the expiry date as Hindi writes it", async () => {
    const hi = brandOf({ name: "Walk", logo: null, primaryColor: "#112233" }, "http://walk.localhost:3000", "hi");
    const reset = await passwordResetMail(hi, "http://walk.localhost:3000/customer/reset-password?token=t");
    expect(reset.subject).toBe("Walk के लिए अपना पासवर्ड रीसेट करें");
    expect(reset.html).toMatch(/<html[^>]*lang="hi"/);
    const card = await giftCardMail(hi, "ABCD-EFGH", "500.00", "INR", "2030-12-31", "http://x/", "http://x/b");
    expect(card.text).toContain(`इसका इस्तेमाल ${new Intl.DateTimeFormat("hi", { dateStyle: "long", timeZone: "UTC" }).format(new Date("2030-12-31T00:00:00Z"))} तक`);
    // English keeps the date as it always showed it.
    expect((await giftCardMail(brand, "ABCD-EFGH", "500.00", "INR", "2030-12-31", "http://x/", "http://x/b")).text).toContain("It can be used until 2030-12-31.");
  });

  it("a refund in Hindi says how and when in Hindi", async () => {
    const r = mailRefund("500.00", "INR", "cod", true, "hi");
    expect(r.method).toBe("सीधे आपको, क्योंकि ऑर्डर का भुगतान कैश ऑन डिलीवरी से हुआ था");
  });
});

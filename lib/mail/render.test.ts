import { describe, expect, it } from "vitest";
import { absolute, brandOf, mailOrder, orderConfirmationMail, passwordResetMail } from "./render";
import { safeColor } from "./templates/layout";

// Rows as lib/orders/total-rows.ts builds them (lib/jobs gathers them; lib/mail only renders): tested there.
const rows = (codCharges = "49.00", total = "1039.64") => [
  { kind: "subtotal", label: "Subtotal", amount: "798.00", sign: 1 as const },
  { kind: "shipping", label: "Shipping", amount: "49.00", sign: 1 as const },
  { kind: "tax", label: "Tax", amount: "143.64", sign: 1 as const },
  ...(Number(codCharges) > 0 ? [{ kind: "cod", label: "COD charges", amount: codCharges, sign: 1 as const }] : []),
  { kind: "total", label: "Total", amount: total, sign: 0 as const },
];

const facts = {
  id: "o1",
  number: "#IS001",
  invoiceNumber: "IS001",
  currency: "INR",
  customerName: "Mira",
  address: "42 Residency Road, Bengaluru",
  paymentMethod: "cod",
  rows: rows(),
  total: "1039.64",
  items: [
    { productName: "Mug", quantity: 2, price: "224.50", variantTitle: "Large / Blue", sku: "MUG-L-B" },
    { productName: "Cup", quantity: 1, price: "349.00" },
  ],
};

describe("order mails", () => {
  it("show every line, the totals as the storefront formats them, and the variant and SKU when the item has them", async () => {
    const brand = brandOf({ name: "Demo Store", logo: "/uploads/logo.png", primaryColor: "#112233" }, "http://demo.localhost:3000");
    const m = await orderConfirmationMail(brand, mailOrder(facts, "http://demo.localhost:3000/order/o1"));
    expect(m.subject).toBe("Order #IS001 confirmed");
    // The variant on its own line under the product's name.
    expect(m.text).toMatch(/^Mug\s*\n\s*Large \/ Blue \(SKU MUG-L-B\)$/m);
    expect(m.html).toContain('<span style="white-space:nowrap">Large / Blue</span>');
    for (const s of [ "2 × ₹224.50", "₹449.00", "₹798.00", "₹49.00", "₹143.64", "₹1,039.64", "Cash on delivery", "IS001", "42 Residency Road"]) {
      expect(m.text).toContain(s);
    }
    expect(m.text).not.toMatch(/Cup\s*\n\s*\(|SKU undefined|null/);
    // Headings as written, not shouted (html-to-text's default upper-cases them).
    expect(m.text).toContain("Thank you for your order");
    expect(m.text).not.toContain("THANK YOU");
    expect(m.html).toContain('src="http://demo.localhost:3000/uploads/logo.png"');
    expect(m.html).toContain('href="http://demo.localhost:3000/order/o1"');
    expect(m.html).toContain("#112233");
  });

  it("leaves out COD charges when there are none", async () => {
    const brand = brandOf({ name: "S", logo: null, primaryColor: "#000" }, "https://s.example.com");
    const m = await orderConfirmationMail(brand, mailOrder({ ...facts, rows: rows("0.00", "990.64"), total: "990.64", paymentMethod: "stripe" }, "https://s.example.com/order/o1"));
    expect(m.text).not.toContain("COD charges");
    expect(m.text).toContain("Card (Stripe)");
  });

  it("escapes what a store or shopper typed, and keeps a colour out of the style attribute unless it is one", async () => {
    expect(safeColor("red;background:url(https://evil.test)")).toBe("#3b82f6");
    expect(safeColor("#abcdef")).toBe("#abcdef");
    const brand = brandOf({ name: '<script>alert(1)</script>"', logo: "javascript:alert(1)", primaryColor: "x" }, "http://demo.localhost:3000");
    const m = await passwordResetMail(brand, "http://demo.localhost:3000/customer/reset-password?token=t");
    expect(m.html).not.toContain("<script>alert(1)</script>");
    expect(m.html).not.toContain("javascript:");
  });

  it("makes upload paths absolute on the mail's origin and drops anything else", () => {
    expect(absolute("/uploads/a.png", "http://localhost:3000/store/demo")).toBe("http://localhost:3000/uploads/a.png");
    expect(absolute("https://cdn.example.com/a.png", "http://x")).toBe("https://cdn.example.com/a.png");
    expect(absolute("javascript:alert(1)", "http://x")).toBeNull();
    expect(absolute(null, "http://x")).toBeNull();
  });
});

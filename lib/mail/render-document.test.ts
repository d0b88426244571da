import { render } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./render";
import { Notice } from "./templates/notice";
import { OrderConfirmation } from "./templates/order";
import { mailOrder } from "./render";

const brand = { name: "Demo <Store>", logoUrl: "http://demo.localhost/uploads/logo.png", color: "#112233", homeUrl: "http://demo.localhost" };
const order = mailOrder(
  {
    id: "o1",
    number: "#IS001",
    invoiceNumber: "IS001",
    currency: "INR",
    customerName: "Mira & <b>Co</b>",
    address: "42 Residency Road",
    paymentMethod: "cod",
    rows: [
      { kind: "subtotal", label: "Subtotal", amount: "798.00", sign: 1 as const },
      { kind: "discount", label: "Discount (WALK10)", amount: "50.00", sign: -1 as const },
      { kind: "shipping", label: "Shipping", amount: "49.00", sign: 1 as const },
      { kind: "cod", label: "COD charges", amount: "49.00", sign: 1 as const },
      { kind: "total", label: "Total", amount: "846.00", sign: 0 as const },
    ],
    total: "846.00",
    items: [{ productName: "Mug", quantity: 2, price: "399.00" }],
  },
  "http://demo.localhost/order/o1",
);

// React Email's render() streams the element, which leaves empty comments (Suspense's <!--$-->, <!--html-->,
// <!-- --> between text parts) that a static render does not: compare without them (Outlook's <!--[if mso]> stay).
const noMarkers = (html: string) => html.replace(/<!--(?!\[if)[^>]*?-->/g, "");
const reactEmail = async (el: Parameters<typeof render>[0]) => noMarkers(await render(el));

describe("renderDocument", () => {
  it("gives React Email's document for the order confirmation (logo, escaped names)", async () => {
    const el = createElement(OrderConfirmation, { brand, o: order });
    const html = await renderDocument(el);
    expect(noMarkers(html)).toBe(await reactEmail(el));
    expect(html).toContain("<!--[if mso]>");
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain("Mira &amp; &lt;b&gt;Co&lt;/b&gt;");
  });

  it("gives React Email's document for a notice without a logo", async () => {
    const el = createElement(Notice, { brand: { ...brand, logoUrl: null }, title: "Reset your password", lines: ["One", "Two"], action: { label: "Go", href: "http://demo.localhost/x?a=1&b=2" } });
    expect(noMarkers(await renderDocument(el))).toBe(await reactEmail(el));
  });
});

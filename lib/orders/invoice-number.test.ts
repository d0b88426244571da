import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, invoiceIdentity, orderInvoiceFormat } from "./invoice-number";

describe("invoice numbers", () => {
  const d = new Date("2026-03-07T10:00:00Z");
  it("fills every tag", () => {
    expect(formatInvoiceNumber("IS00{NUMBER}", 7, d)).toBe("IS007");
    expect(formatInvoiceNumber("IS-GST-{MONTH}{YEAR}{NUMBER}", 12, d)).toBe("IS-GST-03202612");
    expect(formatInvoiceNumber("{YEAR}/{MONTH}/{DAY}-{NUMBER}-{NUMBER}", 3, d)).toBe("2026/03/07-3-3");
  });
  it("uses the store's format only with custom numbering on", () => {
    expect(orderInvoiceFormat({ customInvoiceNumbering: false, invoiceNumberFormat: "X{NUMBER}" })).toBe("IS00{NUMBER}");
    expect(orderInvoiceFormat({ customInvoiceNumbering: true, invoiceNumberFormat: "X{NUMBER}" })).toBe("X{NUMBER}");
  });
  it("shows the paid number and the payment date when asked", () => {
    const paidAt = new Date("2026-04-01T00:00:00Z");
    const o = { invoiceNumber: "IS001", paidInvoiceNumber: "P1", createdAt: d, paidAt };
    expect(invoiceIdentity(o, { setInvoiceDateOnPayment: true })).toEqual({ number: "P1", date: paidAt });
    expect(invoiceIdentity({ ...o, paidInvoiceNumber: null }, { setInvoiceDateOnPayment: false })).toEqual({ number: "IS001", date: d });
  });
});

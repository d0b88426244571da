import { describe, expect, it } from "vitest";
import { addressOf, headerAddress, headerText, mailbox, nameOf } from "./headers";

describe("mail headers", () => {
  it("strips CR/LF and control characters from header text", () => {
    expect(headerText("Order\r\nBcc: victim@example.com")).toBe("Order Bcc: victim@example.com");
    expect(headerText("a\u0000b\tc\u2028d")).toBe("a b c d");
  });
  it("refuses addresses carrying line breaks, commas or brackets", () => {
    expect(headerAddress("shop@example.com")).toBe("shop@example.com");
    expect(headerAddress("shop@example.com\r\nBcc: x@y.z")).toBeNull();
    expect(headerAddress("a@b.c, d@e.f")).toBeNull();
    expect(headerAddress("<a@b.c>")).toBeNull();
    expect(headerAddress("")).toBeNull();
  });
  it("quotes the display name without line breaks or quotes", () => {
    expect(mailbox('Evil"\r\nBcc: x@y.z', "no-reply@shop.test")).toBe('"Evil Bcc: x@y.z" <no-reply@shop.test>');
    expect(mailbox("", "a@b.c")).toBe("a@b.c");
  });
  it("reads MAIL_FROM", () => {
    expect(addressOf("Store Builder <no-reply@example.com>")).toBe("no-reply@example.com");
    expect(nameOf("Store Builder <no-reply@example.com>")).toBe("Store Builder");
    expect(addressOf("x@y.z")).toBe("x@y.z");
    expect(nameOf("x@y.z")).toBeNull();
  });
});

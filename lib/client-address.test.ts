import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, PEER_HEADER, requestHost, trustPeerHeader } from "./client-address";

const h = (o: Record<string, string>) => new Headers(o);

describe("clientAddress", () => {
  afterEach(() => trustPeerHeader(false));

  it("ignores X-Forwarded-For by default (no trusted proxy): the peer counts", () => {
    trustPeerHeader(true);
    expect(clientAddress(h({ [PEER_HEADER]: "10.0.0.5", "x-forwarded-for": "1.2.3.4" }), 0)).toBe("10.0.0.5");
    expect(clientAddress(h({ [PEER_HEADER]: "::ffff:10.0.0.5" }), 0)).toBe("10.0.0.5");
  });

  it("takes the address one trusted hop before the peer", () => {
    trustPeerHeader(true);
    // nginx appends the client it saw; anything to the left was sent by the client and is not believed.
    expect(clientAddress(h({ [PEER_HEADER]: "172.18.0.3", "x-forwarded-for": "6.6.6.6, 203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientAddress(h({ [PEER_HEADER]: "172.18.0.3", "x-forwarded-for": "6.6.6.6, 203.0.113.9, 172.18.0.2" }), 2)).toBe("203.0.113.9");
    // Fewer entries than hops: the farthest one known.
    expect(clientAddress(h({ [PEER_HEADER]: "172.18.0.3" }), 2)).toBe("172.18.0.3");
  });

  it("never believes a peer header the server did not write", () => {
    trustPeerHeader(false);
    expect(clientAddress(h({ [PEER_HEADER]: "1.1.1.1" }), 0)).toBe("unknown");
  });
});

describe("requestHost", () => {
  it("ignores X-Forwarded-Host without a trusted proxy: a client cannot name the host it pretends to be on", () => {
    expect(requestHost(h({ host: "demo.example.com", "x-forwarded-host": "evil.example" }), 0)).toBe("demo.example.com");
  });

  it("believes the entry our outermost trusted proxy wrote", () => {
    expect(requestHost(h({ host: "app:3000", "x-forwarded-host": "Demo.Example.com" }), 1)).toBe("demo.example.com");
    // Appended by each hop: what the client sent sits to the left and is not believed.
    expect(requestHost(h({ host: "app:3000", "x-forwarded-host": "evil.example, demo.example.com" }), 1)).toBe("demo.example.com");
    expect(requestHost(h({ host: "app:3000", "x-forwarded-host": "evil.example, demo.example.com, lb.internal" }), 2)).toBe("demo.example.com");
    expect(requestHost(h({ host: "app:3000", "x-forwarded-host": "demo.example.com" }), 2)).toBe("demo.example.com");
    expect(requestHost(h({ host: "demo.example.com" }), 1)).toBe("demo.example.com");
  });
});

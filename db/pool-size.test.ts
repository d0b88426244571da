import { describe, expect, it } from "vitest";
import { defaultPoolMax } from "./pool-size";

describe("defaultPoolMax", () => {
  it("gives 5 per core, at least 10, within a quarter of the server's ordinary connection slots", () => {
    // PostgreSQL's defaults: max_connections 100, 3 reserved for superusers.
    expect(defaultPoolMax({ cores: 2, maxConnections: 100, reservedConnections: 3 })).toBe(10);
    expect(defaultPoolMax({ cores: 4, maxConnections: 100, reservedConnections: 3 })).toBe(20);
    expect(defaultPoolMax({ cores: 16, maxConnections: 100, reservedConnections: 3 })).toBe(24);
    expect(defaultPoolMax({ cores: 16, maxConnections: 500, reservedConnections: 3 })).toBe(80);
    // A small server: the share wins, but never below 2.
    expect(defaultPoolMax({ cores: 2, maxConnections: 20, reservedConnections: 3 })).toBe(4);
    expect(defaultPoolMax({ cores: 2, maxConnections: 5, reservedConnections: 3 })).toBe(2);
  });
});

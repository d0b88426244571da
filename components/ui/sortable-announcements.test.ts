import { describe, expect, it } from "vitest";
import { sortableAnnouncements } from "./sortable-announcements";

describe("sortableAnnouncements", () => {
  const ids = ["3f2a-uuid-home", "9c1b-uuid-shop", "77aa-uuid-about"];
  const names: Record<string, string> = { "3f2a-uuid-home": "Home", "9c1b-uuid-shop": "Shop", "77aa-uuid-about": "About" };
  const a = sortableAnnouncements(ids, (id) => names[String(id)]);
  const item = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } }) as never;

  it("names the dragged item and its place, never its id", () => {
    const said = [
      a.onDragStart({ active: item(ids[0]) }),
      a.onDragOver({ active: item(ids[0]), over: { id: ids[2], rect: {}, disabled: false, data: { current: undefined } } as never }),
      a.onDragEnd({ active: item(ids[0]), over: { id: ids[2], rect: {}, disabled: false, data: { current: undefined } } as never }),
      a.onDragCancel({ active: item(ids[0]), over: null }),
    ];
    expect(said[0]).toBe("Picked up Home, position 1 of 3.");
    expect(said[1]).toBe("Home is over About, position 3 of 3.");
    expect(said[2]).toBe("Home was dropped at position 3 of 3.");
    for (const s of said) for (const id of ids) expect(s).not.toContain(id);
  });
});

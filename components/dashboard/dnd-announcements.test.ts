import { describe, expect, it } from "vitest";
import { namedAnnouncements } from "./dnd-announcements";

const names: Record<string, string> = { "3f2a9c1e-0000-4000-8000-000000000001": "Home", "3f2a9c1e-0000-4000-8000-000000000002": "About" };
const ids = Object.keys(names);
const side = (id: string, index: number) => ({ id, data: { current: { sortable: { index, items: ids, containerId: "menu" } } }, rect: { current: null }, disabled: false }) as never;
const a = namedAnnouncements((id) => names[String(id)] ?? "an item");

describe("drag-and-drop announcements", () => {
  it("name the items and their positions, never their ids", () => {
    const said = [
      a.onDragStart({ active: side(ids[1], 1) }),
      a.onDragOver({ active: side(ids[1], 1), over: side(ids[0], 0) }),
      a.onDragEnd({ active: side(ids[1], 1), over: side(ids[0], 0) }),
      a.onDragCancel({ active: side(ids[1], 1), over: null }),
    ];
    expect(said).toEqual([
      "Picked up About, position 2 of 2.",
      "About is over Home, position 1 of 2.",
      "About was moved to position 1 of 2.",
      "Moving About was cancelled; it stays where it was.",
    ]);
    for (const s of said) for (const id of ids) expect(s).not.toContain(id);
  });
  it("say when nothing moved", () => {
    expect(a.onDragEnd({ active: side(ids[0], 0), over: null })).toBe("Home was dropped outside the list and did not move.");
    expect(a.onDragEnd({ active: side(ids[0], 0), over: side(ids[0], 0) })).toBe("Home was dropped in its place.");
  });
});

import { describe, expect, it } from "vitest";
import { changedFields } from "./audit";

describe("changedFields", () => {
  it("lists the fields whose values differ, ignoring bookkeeping columns", () => {
    const before = { id: 3, name: "Grits", price: "$10", dietary: ["vegan"], updatedAt: "2026-01-01" };
    const after = { id: 3, name: "Grits", price: "$11", dietary: ["vegan", "gluten-free"], updatedAt: "2026-02-01" };
    expect(changedFields(before, after)).toEqual([
      { field: "price", before: "$10", after: "$11" },
      { field: "dietary", before: ["vegan"], after: ["vegan", "gluten-free"] },
    ]);
  });

  it("treats a missing side (a creation or a deletion) as empty", () => {
    expect(changedFields(null, { name: "Grits" })).toEqual([{ field: "name", before: undefined, after: "Grits" }]);
    expect(changedFields({ name: "Grits" }, null)).toEqual([{ field: "name", before: "Grits", after: undefined }]);
  });
});

import { describe, expect, it } from "vitest";
import { moveAmongVisible, orderByIds } from "./reorder";

describe("moveAmongVisible", () => {
  it("moves a photo down or up the whole list", () => {
    expect(moveAmongVisible([1, 2, 3, 4], [1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveAmongVisible([1, 2, 3, 4], [1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  it("reorders only the filtered photos among their own places", () => {
    // Visible: 2, 4, 5 (one category). 5 moves before 2; 1 and 3 keep their places.
    expect(moveAmongVisible([1, 2, 3, 4, 5], [2, 4, 5], 5, 2)).toEqual([1, 5, 3, 2, 4]);
  });

  it("leaves the order alone for a drop in place or an unknown id", () => {
    expect(moveAmongVisible([1, 2, 3], [1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveAmongVisible([1, 2, 3], [1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });
});

describe("orderByIds", () => {
  it("sorts items by the given ids, unnamed ones last", () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(orderByIds(items, [3, 1, 2]).map((i) => i.id)).toEqual([3, 1, 2, 4]);
  });
});

import { describe, expect, it } from "vitest";
import { thumbnailUrlFor } from "./photos";

describe("thumbnailUrlFor", () => {
  it("names the thumbnail of an upload and leaves other images as they are", () => {
    expect(thumbnailUrlFor("/uploads/ab12cd.webp")).toBe("/uploads/ab12cd-thumb.webp");
    expect(thumbnailUrlFor("/images/dish-salmon.svg")).toBe("/images/dish-salmon.svg");
    expect(thumbnailUrlFor("/uploads/../secret.webp")).toBe("/uploads/../secret.webp");
  });
});

import { describe, expect, it } from "vitest";
import { imageFileProblem, MAX_UPLOAD_BYTES } from "./photos";

describe("imageFileProblem", () => {
  it("accepts an image of at most 5 MB", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: "image/webp", size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it("refuses a file that is not an image", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toEqual({ title: "Invalid File", description: "Please select an image file" });
    expect(imageFileProblem({ type: "", size: 10 })).toEqual({ title: "Invalid File", description: "Please select an image file" });
  });

  it("refuses an image larger than 5 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      title: "File Too Large",
      description: "Please select an image smaller than 5MB",
    });
  });
});

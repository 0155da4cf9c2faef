import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/validators/photos";
import { imageFileProblem, photoFormSchema, photoFormValues } from "./photo-form";

const valid = { ...photoFormValues(), displayName: "  Brunch spread ", category: "breakfast" };

describe("photoFormSchema", () => {
  it("shapes the form's text into the shared photo fields", () => {
    const result = photoFormSchema.parse({ ...valid, tags: " brunch, , eggs ,brunch,", description: "" });
    expect(result).toEqual({
      displayName: "Brunch spread",
      description: null,
      category: "breakfast",
      tags: ["brunch", "eggs"],
      featuredOnHomepage: false,
      isActive: true,
    });
  });

  it("requires a display name and a category, with the spec's messages", () => {
    const result = photoFormSchema.safeParse({ ...valid, displayName: "   ", category: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ displayName: "Display name is required", category: "Category is required" });
  });
});

describe("imageFileProblem", () => {
  it("accepts an image up to 5 MB", () => {
    expect(imageFileProblem(new File([new Uint8Array(10)], "a.png", { type: "image/png" }))).toBeNull();
  });

  it("refuses a file that is not an image", () => {
    expect(imageFileProblem(new File(["x"], "a.pdf", { type: "application/pdf" }))).toEqual({
      title: "Invalid File",
      message: "Please select an image file",
    });
  });

  it("refuses an image over 5 MB", () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    expect(imageFileProblem(big)).toEqual({ title: "File Too Large", message: "Please select an image smaller than 5MB" });
  });
});

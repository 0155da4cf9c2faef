import { describe, expect, it } from "vitest";
import { photoFormSchema, photoFormValues } from "./photo-form";

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

  it("requires a display name and a category, with the approved messages", () => {
    const result = photoFormSchema.safeParse({ ...valid, displayName: "   ", category: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ displayName: "Display name is required", category: "Category is required" });
  });
});


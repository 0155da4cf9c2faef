import { describe, expect, it } from "vitest";
import { ALLERGENS, allergenLabel, allergenWords, freeFromOf, isFreeFrom, renderableMenuQuery, sortedAllergens, withFreeFrom } from "./allergens";

describe("the nine major allergens", () => {
  it("are the nine of US law, each with its label", () => {
    expect(ALLERGENS.map(allergenLabel)).toEqual(["Milk", "Eggs", "Fish", "Shellfish", "Tree nuts", "Peanuts", "Wheat", "Soybeans", "Sesame"]);
  });

  it("sortedAllergens keeps the known ones, each once, in the list's order", () => {
    expect(sortedAllergens(["wheat", "milk", "wheat", "gluten", "sesame"])).toEqual(["milk", "wheat", "sesame"]);
    expect(sortedAllergens([])).toEqual([]);
  });
});

describe("isFreeFrom", () => {
  const caesar = { allergens: ["milk", "eggs", "fish", "wheat"] };
  const fruit = { allergens: [] };

  it("is true when the dish contains none of the allergens", () => {
    expect(isFreeFrom(caesar, ["peanuts", "sesame"])).toBe(true);
    expect(isFreeFrom(fruit, [...ALLERGENS])).toBe(true);
  });

  it("is false when the dish contains any one of them", () => {
    expect(isFreeFrom(caesar, ["peanuts", "fish"])).toBe(false);
    expect(isFreeFrom(caesar, ["milk"])).toBe(false);
  });

  it("lets every dish through when nothing is avoided", () => {
    expect(isFreeFrom(caesar, [])).toBe(true);
  });
});

describe("the Free from filter in the address", () => {
  it("reads ?free=a,b (the app's addresses) and ?free=a&free=b (the form sent by the browser) alike", () => {
    expect(freeFromOf("free=peanuts,milk")).toEqual(["milk", "peanuts"]);
    expect(freeFromOf("?free=peanuts&free=milk")).toEqual(["milk", "peanuts"]);
    expect(freeFromOf("free=peanuts%2Cmilk&tab=menu")).toEqual(["milk", "peanuts"]);
  });

  it("ignores unknown names, repeats and an empty value", () => {
    expect(freeFromOf("free=gluten,milk,milk&free=")).toEqual(["milk"]);
    expect(freeFromOf("")).toEqual([]);
  });

  it("writes a choice into the address, commas unescaped, keeping the rest of the query", () => {
    expect(withFreeFrom("", ["peanuts", "milk"])).toBe("?free=milk,peanuts");
    expect(withFreeFrom("?tab=menu&free=fish", ["sesame"])).toBe("?tab=menu&free=sesame");
    expect(withFreeFrom("free=fish&free=milk", [])).toBe("");
    expect(withFreeFrom("tab=packages&free=fish", [])).toBe("?tab=packages");
    expect(freeFromOf(withFreeFrom("", ["tree-nuts", "eggs"]))).toEqual(["eggs", "tree-nuts"]);
  });

  it("renders /menu with the filter written the one way, and no other query", () => {
    expect(renderableMenuQuery("/menu", "free=sesame&free=milk")).toBe("free=milk,sesame");
    expect(renderableMenuQuery("/menu", "free=sesame,milk")).toBe("free=milk,sesame");
    // The form sent with nothing ticked, or only unknown names: the page's own render.
    expect(renderableMenuQuery("/menu", "")).toBe("");
    expect(renderableMenuQuery("/menu", "free=nothing")).toBe("");
    expect(renderableMenuQuery("/menu", "free=milk&tab=cart")).toBeNull();
    expect(renderableMenuQuery("/menu", "tab=cart")).toBeNull();
    expect(renderableMenuQuery("/gallery", "free=milk")).toBeNull();
  });

  it("names what a filter is free from in words", () => {
    expect(allergenWords(["milk"])).toBe("Milk");
    expect(allergenWords(["milk", "peanuts"])).toBe("Milk and Peanuts");
    expect(allergenWords(["milk", "tree-nuts", "peanuts"])).toBe("Milk, Tree nuts and Peanuts");
  });
});

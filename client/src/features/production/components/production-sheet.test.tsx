import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ProductionSheet as Sheet } from "@shared/api/contract";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { ProductionSheet } from "./production-sheet";

const tomorrow = businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessDateInDays(1);
const counts = (c: Partial<Sheet["totals"]>): Sheet["totals"] => ({
  halfPans: 0,
  fullPans: 0,
  perPerson: 0,
  other: [],
  total: 0,
  ...c,
});

const sheetFor = (date: string): Sheet => ({
  date,
  rows: [
    {
      menuItemId: 1,
      name: "Jollof Rice",
      counts: counts({ halfPans: 3, fullPans: 6, total: 9 }),
      prepMinutes: 60,
      readyBy: { date, time: "12:30" },
      prepStart: { date, time: "11:30" },
      allergens: ["milk"],
    },
    {
      menuItemId: 2,
      name: "Plantain Bites",
      counts: counts({
        perPerson: 30,
        other: [{ label: "Small", quantity: 2 }],
        total: 32,
      }),
      prepMinutes: 20,
      readyBy: null,
      prepStart: null,
      allergens: [],
    },
  ],
  totals: counts({
    halfPans: 3,
    fullPans: 6,
    perPerson: 30,
    other: [{ label: "Small", quantity: 2 }],
    total: 41,
  }),
  sources: [
    {
      kind: "event",
      number: "CC-2024-101",
      customerName: "Ada Lovelace",
      time: "18:00",
      fulfilment: "event",
      place: "The Grand Hall",
      guests: 120,
    },
    {
      kind: "order",
      number: "CC-2024-102",
      customerName: "Grace Hopper",
      time: null,
      fulfilment: "delivery",
      place: "12 Analytical Row",
      guests: null,
    },
  ],
});

/** A row's header and data cells, in order. */
const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);

describe("the production sheet screen", () => {
  it("shows tomorrow's sheet as a table with its totals, the orders and events behind it, and the PDF link", async () => {
    stubApi({
      [`GET /api/production-sheet?date=${tomorrow}`]: () => json(sheetFor(tomorrow)),
    });
    renderWithApp(<ProductionSheet />);
    expect(screen.getByLabelText("Day")).toHaveValue(tomorrow);
    const table = await screen.findByRole("table", {
      name: /^Production sheet: /,
    });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Dish", "Half pans", "Full pans", "Per person", "Other", "Total", "Prep", "Start prep", "Allergens"]);
    expect(cells(rows[1])).toEqual(["Jollof Rice", "3", "6", "0", "", "9", "60 min", "11:30 AM", "Milk"]);
    expect(cells(rows[2])).toEqual(["Plantain Bites", "0", "0", "30", "2 Small", "32", "20 min", "No time set", "None listed"]);
    expect(cells(rows[3])).toEqual(["Totals", "3", "6", "30", "2 Small", "41", ""]);
    // A narrow screen scrolls the table sideways, and a keyboard can reach it to scroll.
    expect(screen.getByRole("region", { name: /^Production sheet: / })).toHaveAttribute("tabindex", "0");

    const sources = within(screen.getByRole("region", { name: "Orders and events" })).getAllByRole("listitem");
    expect(sources.map((item) => item.textContent)).toEqual([
      "CC-2024-101 · Ada Lovelace · Event for 120 guests at 6:00 PM · The Grand Hall",
      "CC-2024-102 · Grace Hopper · Delivery · 12 Analytical Row",
    ]);
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/production-sheet?date=${tomorrow}&format=pdf`);
  });

  it("loads another day when one is chosen, and says when it has nothing to cook", async () => {
    const empty: Sheet = {
      date: "2027-03-12",
      rows: [],
      totals: counts({}),
      sources: [],
    };
    const api = stubApi({
      [`GET /api/production-sheet?date=${tomorrow}`]: () => json(sheetFor(tomorrow)),
      "GET /api/production-sheet?date=2027-03-12": () => json(empty),
    });
    renderWithApp(<ProductionSheet />);
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("Day"), {
      target: { value: "2027-03-12" },
    });
    expect(await screen.findByText("Nothing to cook on March 12, 2027.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("None on this day.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/production-sheet?date=2027-03-12&format=pdf");
    expect(api).toHaveBeenCalledWith("/api/production-sheet?date=2027-03-12", expect.anything());
  });

  it("says why the sheet could not be loaded", async () => {
    stubApi({
      [`GET /api/production-sheet?date=${tomorrow}`]: () => json({ message: "Dates are written YYYY-MM-DD" }, 400),
    });
    renderWithApp(<ProductionSheet />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Dates are written YYYY-MM-DD");
  });
});

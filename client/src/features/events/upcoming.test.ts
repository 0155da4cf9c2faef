import { describe, expect, it } from "vitest";
import type { QuoteView } from "@shared/validators/quotes";
import { upcomingEvents } from "./upcoming";

const at = (id: number, eventDate: string) => ({ id, eventDate }) as QuoteView;

describe("upcomingEvents", () => {
  const now = new Date(2026, 10, 22, 15, 0); // November 22, 2026, 3 pm local

  it("keeps today's and later events, soonest first", () => {
    const quotes = [at(1, new Date(2027, 0, 5).toISOString()), at(2, new Date(2026, 10, 22, 9, 0).toISOString()), at(3, new Date(2026, 11, 1).toISOString())];
    expect(upcomingEvents(quotes, now).map((q) => q.id)).toEqual([2, 3, 1]);
  });

  it("drops past events and unreadable dates", () => {
    const quotes = [at(1, new Date(2026, 10, 21, 23, 59).toISOString()), at(2, ""), at(3, "soon"), at(4, new Date(2026, 10, 23).toISOString())];
    expect(upcomingEvents(quotes, now).map((q) => q.id)).toEqual([4]);
  });
});

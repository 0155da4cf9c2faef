import type { QuoteView } from "@shared/validators/quotes";

/** Accepted quotes whose event is today or later, soonest first; past events and quotes without a readable date drop out. */
export function upcomingEvents(quotes: readonly QuoteView[], now: Date): QuoteView[] {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return quotes
    .map((quote) => ({ quote, time: new Date(quote.eventDate).getTime() }))
    .filter(({ time }) => !Number.isNaN(time) && time >= startOfToday)
    .sort((a, b) => a.time - b.time || a.quote.id - b.quote.id)
    .map(({ quote }) => quote);
}

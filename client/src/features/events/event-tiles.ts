import type { EventType } from "@shared/rules/event-types";

/** The event types offered as tiles on /events (the main ones), each with a line saying what it covers. */
export const EVENT_TILES = [
  { type: "corporate", description: "Meetings, conferences, launches and office celebrations." },
  { type: "wedding", description: "Receptions, rehearsal dinners and engagement parties." },
  { type: "private", description: "Anniversaries, reunions and gatherings at home." },
  { type: "school", description: "Graduations, fundraisers and campus events." },
  { type: "special", description: "Galas, holiday parties and once-in-a-lifetime occasions." },
  { type: "other", description: "Something else? Tell us about it and we will plan the menu." },
] as const satisfies readonly { type: EventType; description: string }[];

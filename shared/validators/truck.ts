import { z } from "zod";
import { WEEKDAYS } from "../rules/subscriptions";
import { safeText } from "./text";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const TRUCK_STATUSES = ["serving", "closed"] as const;

const scheduleDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  /** "11:00 AM – 3:00 PM", or empty on a day off. */
  hours: safeText().trim().max(60),
  place: safeText().trim().max(200),
});

/** What an admin sets from the tracker page (PUT /api/truck/location). */
export const truckLocationSchema = z
  .object({
    address: safeText({ message: "Please enter the truck's address." }).trim().min(3, "Please enter the truck's address.").max(300),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    status: z.enum(TRUCK_STATUSES, { message: "Please choose serving or closed." }),
    schedule: z.array(scheduleDaySchema).max(7),
    /** The map's tile server, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (the page's CSP allows its origin). */
    mapTileUrl: safeText()
      .trim()
      .max(300)
      .refine((url) => /^https:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/.test(url), "The tile address must start with https:// and contain {z}, {x} and {y}."),
  })
  .strict()
  .refine((l) => (l.latitude === null) === (l.longitude === null), { message: "Give both latitude and longitude, or neither.", path: ["longitude"] });
export type TruckLocationInput = z.infer<typeof truckLocationSchema>;

export type TruckLocationView = Answer<typeof view.truckLocationView>;

export const TRUCK_WAIT_ESTIMATE = "5–10 minutes";

/** Where the truck is until an admin first sets it. */
export const DEFAULT_TRUCK_LOCATION: TruckLocationInput = {
  address: "Bryant Park, 42nd St & 6th Ave, New York, NY 10018",
  latitude: 40.7536,
  longitude: -73.9832,
  status: "serving",
  schedule: [
    { day: "Monday", hours: "11:00 AM – 3:00 PM", place: "Bryant Park" },
    { day: "Tuesday", hours: "11:00 AM – 3:00 PM", place: "Union Square" },
    { day: "Wednesday", hours: "11:00 AM – 3:00 PM", place: "Madison Square Park" },
    { day: "Thursday", hours: "11:00 AM – 3:00 PM", place: "Bryant Park" },
    { day: "Friday", hours: "11:00 AM – 8:00 PM", place: "Hudson Yards" },
    { day: "Saturday", hours: "12:00 PM – 8:00 PM", place: "Brooklyn Bridge Park" },
    { day: "Sunday", hours: "", place: "Closed" },
  ],
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
};

/** The origin of the tile server, which the page's Content-Security-Policy must allow for images. */
export function tileOrigin(mapTileUrl: string): string | null {
  try {
    return new URL(mapTileUrl.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
}

/** A link that opens the address in the phone's maps app (works without our map tiles). */
export function mapsLinkFor(location: Pick<TruckLocationInput, "address" | "latitude" | "longitude">): string {
  const query = location.latitude !== null && location.longitude !== null ? `${location.latitude},${location.longitude}` : location.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

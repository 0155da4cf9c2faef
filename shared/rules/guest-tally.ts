import { ALLERGENS, type Allergen } from "../menu/allergens";
import { GUEST_DIETARY_CHOICES, type GuestDietaryChoice } from "./guests";

/** What a guest said they need (a guest_responses row, or its view). */
export interface GuestNeeds {
  name: string;
  dietary: readonly string[];
  allergens: readonly string[];
  notes: string;
}

export interface GuestTally<Guest extends GuestNeeds = GuestNeeds> {
  /** How many guests answered. */
  answered: number;
  /** Guests per dietary choice, every choice listed (0 when none). */
  dietary: Record<GuestDietaryChoice, number>;
  /** Guests per allergen, every allergen listed (0 when none). */
  allergens: Record<Allergen, number>;
  /** Guests with any note, so the kitchen reads them all. */
  withNotes: number;
  /** The guests themselves, in the order given. */
  guests: Guest[];
}

/**
 * The kitchen's count of a guest list: how many guests need each dietary choice and are allergic to each allergen.
 * The one tally for the client's and admin's proposal page and the banquet event order. A choice or allergen the
 * lists no longer know is left out of the counts (the guest's own answer still shows it).
 */
export function guestTally<Guest extends GuestNeeds>(responses: readonly Guest[]): GuestTally<Guest> {
  const dietary = Object.fromEntries(GUEST_DIETARY_CHOICES.map((c) => [c, 0])) as Record<GuestDietaryChoice, number>;
  const allergens = Object.fromEntries(ALLERGENS.map((a) => [a, 0])) as Record<Allergen, number>;
  let withNotes = 0;
  for (const guest of responses) {
    // A guest ticking the same box twice is counted once.
    for (const choice of new Set(guest.dietary)) if (choice in dietary) dietary[choice as GuestDietaryChoice] += 1;
    for (const allergen of new Set(guest.allergens)) if (allergen in allergens) allergens[allergen as Allergen] += 1;
    if (guest.notes.trim()) withNotes += 1;
  }
  return { answered: responses.length, dietary, allergens, withNotes, guests: [...responses] };
}

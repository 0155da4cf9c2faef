import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from "../rules/cancellation";

/**
 * The site's features an admin switches from /admin → Feature Manager. Catering and the food truck are always on;
 * these are the rest. Every instance applies a change without a restart (the settings change feed).
 */
export interface BookingSettings {
  /** The header's Book Now opens the catering wizard (otherwise it leads to the /quote form). */
  wizardEnabled: boolean;
  /** How far ahead an event must start, in hours. */
  minLeadHours: number;
  /** The fewest guests a catering quote may be for. */
  minGuests: number;
}

export interface ServiceSettings {
  /** Dinner pickup orders (/dinner-catering). */
  dinnerPickup: boolean;
  /** Weekly catering subscriptions (/subscribe). */
  subscriptions: boolean;
  /** Chef training (/training): public, or shown to admins only. */
  trainingPublic: boolean;
}

/** What a card order adds to the food, if the business charges it (Settings → Taxes and delivery). */
export interface ChargeSettings {
  /** Sales tax in thousandths of a percent (8.875% is 8875); 0: prices include tax. */
  taxRateThousandths: number;
  /** A delivery fee per card order, in cents; 0: free delivery. */
  deliveryFeeCents: number;
  /** Orders of at least this much (after discounts) are delivered free; null: never free. */
  freeDeliveryOverCents: number | null;
}

/** Dinner pickup (/dinner-catering): same-day orders close at the cut-off; pickup within the service hours. HH:MM. */
export interface DinnerSettings {
  orderCutoff: string;
  pickupEarliest: string;
  pickupLatest: string;
}

export interface FeatureSettings {
  booking: BookingSettings;
  services: ServiceSettings;
  charges: ChargeSettings;
  dinner: DinnerSettings;
  /** Settings → Cancellation policy: the deposit refunded with less than 30 days' notice (shared/rules/cancellation.ts). */
  cancellation: CancellationPolicy;
}

export const DEFAULT_FEATURES: FeatureSettings = {
  booking: { wizardEnabled: true, minLeadHours: 24, minGuests: 50 },
  services: { dinnerPickup: true, subscriptions: true, trainingPublic: true },
  // Menu prices include tax and delivery until the business sets these (docs/product/ordering.md, Tax and delivery).
  charges: { taxRateThousandths: 0, deliveryFeeCents: 0, freeDeliveryOverCents: null },
  // One story: order by 1 PM, pick up from 5 to 10 PM (the dinner service hours).
  dinner: { orderCutoff: "13:00", pickupEarliest: "17:00", pickupLatest: "22:00" },
  // The terms promise a full refund with 30 days' notice and nothing with less (docs/product/quotes-and-proposals.md).
  cancellation: DEFAULT_CANCELLATION_POLICY,
};

/** What a customer is told, on the page and by the API, when a service is switched off. */
export const SERVICE_CLOSED_MESSAGES = {
  dinnerPickup: "Dinner pickup is not available right now. Please call us to order.",
  subscriptions: "Catering subscriptions are not available right now. Please contact us.",
  trainingPublic: "Chef training is not open for enrollment right now.",
} as const satisfies Record<keyof ServiceSettings, string>;

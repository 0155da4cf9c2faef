import { isClockTime } from "@shared/rules/fulfilment";

// The success page's address, written by the checkout and read by the success page: apart from the page itself, so
// that the checkout's first load does not carry the success page.

/** How the order reaches the customer, as the address bar of the success page says it (nothing personal). */
export type SuccessFulfilment = { method: "delivery" } | { method: "pickup"; pickupTime: string | null };

/** Pickup or delivery from the success page's address (`fulfilment`, and a pickup's `time`); null when absent. */
export function readFulfilment(search: string): SuccessFulfilment | null {
  const params = new URLSearchParams(search);
  const method = params.get("fulfilment");
  if (method === "delivery") return { method };
  if (method !== "pickup") return null;
  const time = params.get("time");
  return { method, pickupTime: time && isClockTime(time) ? time : null };
}

/** The success page's address for a paid order: its number, and pickup or delivery (with a pickup's time). */
export function successSearch(order: { number: string; fulfilment: "delivery" | "pickup"; pickupTime: string | null }): string {
  const params = new URLSearchParams({ order: order.number, fulfilment: order.fulfilment });
  if (order.fulfilment === "pickup" && order.pickupTime) params.set("time", order.pickupTime);
  return `?${params.toString()}`;
}

/** Order numbers look like CC-2024-001; anything else in the address is not shown. */
export function readOrderNumber(search: string): string | null {
  const value = new URLSearchParams(search).get("order");
  return value && /^CC-\d{4}-\d{3,}$/.test(value) ? value : null;
}


/**
 * What GET /api/events pushes (Server-Sent Events). Each event names what changed; the client refetches it.
 * "resync": the server may have missed events (its database connection came back): refetch everything shown.
 */
export type LiveEventType = "message" | "quote" | "order" | "enquiry" | "resync";

export interface LiveEvent {
  id: number | undefined;
  type: LiveEventType;
  data: Record<string, unknown>;
}

/** data of a "message" event. */
export interface MessageEventData {
  quoteId: number;
  messageId: number;
  fromBusiness: boolean;
}

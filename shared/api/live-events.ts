/**
 * What GET /api/events pushes (Server-Sent Events). Each event names what changed; the client refetches it.
 * "resync": the server may have missed events (its database connection came back): refetch everything shown.
 * "signed_out": the stream's session was ended (e.g. the account was removed from the team); the stream closes.
 */
export type LiveEventType = "message" | "quote" | "order" | "enquiry" | "resync" | "signed_out";

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

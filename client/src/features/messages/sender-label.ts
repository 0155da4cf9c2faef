import type { MessageView } from "@shared/validators/messages";

/**
 * Who wrote a message, as the viewer reads it: "You" for their own, the business's name for the team's when a
 * client reads, and the writer's username otherwise (an admin sees which colleague or client wrote).
 */
export function senderLabel(
  message: Pick<MessageView, "senderId" | "senderName" | "fromBusiness">,
  viewer: { id: number | null; isAdmin: boolean },
  businessName: string,
): string {
  if (isMine(message, viewer)) return "You";
  if (message.fromBusiness && !viewer.isAdmin) return businessName;
  return message.senderName ?? (message.fromBusiness ? businessName : "Former user");
}

/**
 * Whether the viewer wrote it: their own account's message, or, for the visitor reading through their proposal's
 * link (no account, `id` null), every message not from the business (the link is theirs alone).
 */
export function isMine(message: Pick<MessageView, "senderId" | "fromBusiness">, viewer: { id: number | null; isAdmin: boolean }): boolean {
  if (viewer.id === null) return !viewer.isAdmin && !message.fromBusiness;
  return message.senderId !== null && message.senderId === viewer.id;
}

/** Who wrote a thread's latest message, for its preview line (the thread list knows only which side wrote it). */
export function lastMessageAuthor(fromBusiness: boolean, viewerIsAdmin: boolean, businessName: string, clientName: string | null): string {
  if (fromBusiness) return businessName;
  return viewerIsAdmin ? (clientName ?? "Client") : "You";
}

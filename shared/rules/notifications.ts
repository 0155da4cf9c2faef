/** The emails a client may turn off in their profile settings. Account emails (reset, verification) always go. */
export const NOTIFICATION_TOPICS = ["quoteUpdates", "orderUpdates", "messages", "marketing"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationPrefs = Record<NotificationTopic, boolean>;

export const NOTIFICATION_LABELS: Record<NotificationTopic, string> = {
  quoteUpdates: "Quote updates",
  orderUpdates: "Order updates",
  messages: "New messages",
  marketing: "News and offers",
};

/** Stored preferences with every topic present; a topic never set is on, except marketing (opt-in). */
export function notificationPrefsOf(stored: unknown): NotificationPrefs {
  const saved = (stored && typeof stored === "object" ? stored : {}) as Partial<Record<string, unknown>>;
  const pick = (topic: NotificationTopic, fallback: boolean) => (typeof saved[topic] === "boolean" ? (saved[topic] as boolean) : fallback);
  return { quoteUpdates: pick("quoteUpdates", true), orderUpdates: pick("orderUpdates", true), messages: pick("messages", true), marketing: pick("marketing", false) };
}

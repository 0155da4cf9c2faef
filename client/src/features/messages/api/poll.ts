/**
 * How often an open conversation (and the thread list) asks for new messages while the live stream is not
 * connected: a message from the other side then shows within this long without a reload. Polling pauses while
 * the tab is hidden (React Query's default).
 */
export const MESSAGES_POLL_MS = 5000;

// The messages feature's public surface: other features import only from here.
export { useRecentMessages } from "./api/get-recent-messages";
export { useSendMessage } from "./api/send-message";
export { MessageAge } from "./components/message-age";
export { senderLabel } from "./sender-label";
export { useNow } from "./use-now";
export { useUnreadMessages } from "./api/get-unread";
export { UnreadBadge, unreadLabel } from "./components/unread-badge";
export { ProposalLinkConversation } from "./components/proposal-link-conversation";

import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-me";
import { MessagesView } from "@/features/messages/components/messages-view";

/** /messages (signed in): one conversation per quote with the team; a client sees their own quotes, an admin every quote. */
export default function MessagesPage() {
  const { data: user, isPending } = useUser();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Messages</h1>
      <p className="mt-2 mb-6 text-gray-800">
        {user?.role === "admin" ? "Every quote's conversation with its client, most recent first." : "Talk to our team about any of your quotes. We usually reply within 24 hours."}
      </p>
      {user ? <MessagesView user={user} /> : isPending ? <Spinner label="Loading" /> : null}
    </div>
  );
}

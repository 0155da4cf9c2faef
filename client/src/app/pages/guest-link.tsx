import { useParams } from "wouter";
import { GuestResponseView } from "@/features/guests";

/**
 * /guests/{token}: the link a client shares with the guests of a confirmed event. The router matches
 * guestLinkPath.pattern, whose named group gives the token. Open signed in or not: the link opens the guest list.
 */
export default function GuestLinkPage() {
  const { token = "" } = useParams<{ token?: string }>();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-display text-3xl font-bold text-brand-900">Your Dietary Needs</h1>
      <GuestResponseView token={token} />
    </div>
  );
}

import { lazy, Suspense } from "react";
import { useUser } from "@/features/auth/api/get-me";

// The live stream's code loads only once someone is signed in: a visitor's first page does not carry it.
const LiveUpdates = lazy(() => import("@/features/live/live-updates"));

/** Both layouts render this: a signed-in user's screens stay fresh from the live event stream. */
export function LiveUpdatesWhenSignedIn() {
  const { data: user } = useUser();
  return user ? (
    <Suspense fallback={null}>
      {/* A new user (sign out, sign in as someone else) gets a new stream. */}
      <LiveUpdates key={user.id} />
    </Suspense>
  ) : null;
}

import { useEffect } from "react";
import { useUser } from "@/features/auth";
import { useProfile, type Profile } from "./api/profile";

/** What the profile offers a form: the name split in two, contact details and the default event address. */
export function contactDetailsOf(profile: Profile) {
  const [firstName = "", ...rest] = profile.fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" "), email: profile.email, phone: profile.phone, address: profile.eventAddress };
}
export type ProfileContactDetails = ReturnType<typeof contactDetailsOf>;

/**
 * Prefills a signed-in client's form from their profile, once it has loaded: `fill` receives the details and sets
 * only the fields the client has not typed into yet.
 */
export function useProfilePrefill(fill: (details: ProfileContactDetails) => void) {
  const { data: user } = useUser();
  const profile = useProfile({ enabled: user?.role === "client" });
  const data = profile.data;
  useEffect(() => {
    if (data) fill(contactDetailsOf(data));
    // Once per loaded profile: `fill` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

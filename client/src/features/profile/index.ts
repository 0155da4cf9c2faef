// The profile feature's public surface: other features import only from here.
export { useProfile } from "./api/profile";
export type { Profile } from "./api/profile";
export { useProfilePrefill, type ProfileContactDetails } from "./prefill";

// The guests feature's public surface: other features import only from here.
export { GuestDietarySection } from "./components/guest-dietary-section";
export { GuestResponseView } from "./components/guest-response-view";

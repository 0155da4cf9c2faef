// The auth feature's public surface: other features import only from here.
export { meQueryKey, useUser } from "./api/get-me";
export type { User } from "./api/get-me";

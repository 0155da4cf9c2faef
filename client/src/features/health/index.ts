// The health feature's public surface: other features import only from here.
export { healthQueryKey } from "./api/get-health";

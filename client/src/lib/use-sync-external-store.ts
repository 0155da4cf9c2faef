// wouter imports React's useSyncExternalStore through the shim written for React 17 and older; React 18 has it
// built in, so the build points the shim here instead of bundling it (vite.config.ts).
export { useSyncExternalStore } from "react";

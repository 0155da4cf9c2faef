import type { PublicUser } from "@shared/schema";

declare global {
  namespace Express {
    // passport puts the signed-in user here; it is always the public shape, never the password hash.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends PublicUser {}
  }
}

declare module "express-session" {
  interface SessionData {
    /** When the user signed in (ms since epoch): the absolute session lifetime counts from here. */
    signedInAt?: number;
  }
}

export {};

import type { IncomingMessage } from "node:http";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { AuthService } from "../services/auth";
import { sessionUser } from "./session-user";

/** Why a sign-in failed, handed to the login route for the security log (never to the client). */
export interface LoginFailure {
  reason: "unknown_user" | "wrong_password";
  userId?: number;
}

/** One Passport instance per app, so tests can build several apps side by side. */
export function createPassport(auth: AuthService): passport.PassportStatic {
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.use(
    new LocalStrategy((username, password, done) => {
      auth
        .verifyCredentials(username, password)
        .then((check) => {
          if (check.user) return done(null, check.user);
          const failure: LoginFailure & { message: string } = { message: "Invalid credentials", reason: check.reason, userId: check.userId };
          done(null, false, failure);
        })
        .catch((error) => done(error));
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((req: IncomingMessage & { session?: object }, id: number, done: (error: unknown, user?: Express.User | false) => void) => {
    // Read with the session by our store; asked for here only when the store is another (or the user is gone).
    const user = sessionUser(req.session, id);
    if (user) return done(null, user);
    auth
      .findPublicUser(id)
      // A deleted user's session simply stops being signed in.
      .then((user) => done(null, user ?? false))
      .catch((error) => done(error));
  });
  return instance;
}

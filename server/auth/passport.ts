import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { AuthService } from "../services/auth";

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
  instance.deserializeUser((id: number, done) => {
    auth
      .findPublicUser(id)
      // A deleted user's session simply stops being signed in.
      .then((user) => done(null, user ?? false))
      .catch((error) => done(error));
  });
  return instance;
}

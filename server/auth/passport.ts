import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { AuthService } from "../services/auth";

/** One Passport instance per app, so tests can build several apps side by side. */
export function createPassport(auth: AuthService): passport.PassportStatic {
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.use(
    new LocalStrategy((username, password, done) => {
      auth
        .verifyCredentials(username, password)
        .then((user) => done(null, user ?? false))
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

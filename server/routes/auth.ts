import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type passport from "passport";
import type { PublicUser } from "@shared/schema";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { AUTH_SERVICE_MESSAGES, type AuthService } from "../services/auth";
import type { RateLimits } from "../middleware/rate-limit";
import type { LoginGuard } from "../auth/login-guard";
import type { LoginFailure } from "../auth/passport";
import { logAuthEvent } from "../auth/auth-events";
import { DomainError, unauthorized } from "../errors";

export interface AuthRouterDeps {
  auth: AuthService;
  passport: passport.PassportStatic;
  limits: RateLimits;
  loginGuard: LoginGuard;
  sessionCookieName: string;
}

/**
 * Checks the validated body's username and password and signs in: the one sign-in of the JSON route and of the form
 * post (routes/forms.ts). `answer` gets the user, or null when refused (logged, and counted by the login guard).
 */
export function signInFromBody(passport: passport.PassportStatic, loginGuard: LoginGuard) {
  return (req: Request, res: Response, next: NextFunction, answer: (user: PublicUser | null) => void): void => {
    passport.authenticate("local", (error: unknown, user: PublicUser | false, failure?: LoginFailure) => {
      if (error) return next(error);
      if (!user) {
        logAuthEvent(req, "login_failed", { reason: failure?.reason, userId: failure?.userId });
        loginGuard.refused(res);
        return answer(null);
      }
      // passport regenerates the session id here (ASVS V7.2.4), so a planted id never becomes signed in.
      req.login(user, (loginError) => {
        if (loginError) return next(loginError);
        req.session.signedInAt = Date.now();
        loginGuard.signedIn(req, res, user.id);
        logAuthEvent(req, "login_succeeded", { userId: user.id });
        answer(user);
      });
    })(req, res, next);
  };
}

export function authRouter({ auth, passport, limits, loginGuard, sessionCookieName }: AuthRouterDeps): Router {
  const router = Router();
  const me = apiRoute("GET /api/me");
  const signIn = apiRoute("POST /api/login");
  const signOut = apiRoute("POST /api/logout");
  const register = apiRoute("POST /api/register");
  const forgot = apiRoute("POST /api/forgot-password");
  const reset = apiRoute("POST /api/reset-password");
  const changePassword = apiRoute("POST /api/account/password");

  // Every visitor's browser asks; a 401 here is the normal answer, not a refused access worth logging.
  router.get(me.path, (req, res, next) => {
    if (!req.user) return next(unauthorized());
    me.send(res, req.user);
  });

  const signInWith = signInFromBody(passport, loginGuard);
  const login: RequestHandler = (req, res, next) => signInWith(req, res, next, (user) => (user ? signIn.send(res, user) : next(unauthorized("Invalid credentials"))));
  router.post(signIn.path, loginGuard.beforeValidation, signIn.validate, ...loginGuard.beforeCheck, login);

  router.post(signOut.path, (req, res, next) => {
    const userId = req.user?.id;
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      // Delete the stored session outright (ASVS V7.4.1) rather than leave an empty one behind.
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        if (userId) logAuthEvent(req, "logout", { userId });
        res.clearCookie(sessionCookieName, { path: "/" });
        signOut.send(res, { message: "Logged out" });
      });
    });
  });

  router.post(register.path, limits.register, register.validate, async (req, res) => {
    // The new account is sent a link to verify its email (which brings in the quotes asked for from it).
    register.send(res, await auth.signUp(register.body(req)));
  });

  router.post(forgot.path, limits.forgotPassword, forgot.validate, async (req, res) => {
    // Queued whatever the email: whether it has an account is decided by the job queue's worker, after this answer
    // (its log line carries this request's id).
    await auth.requestPasswordReset(forgot.body(req).email, String(req.id));
    logAuthEvent(req, "password_reset_requested");
    forgot.send(res, { message: AUTH_SERVICE_MESSAGES.forgotAccepted });
  });

  router.post(reset.path, limits.forgotPassword, reset.validate, async (req, res) => {
    const { token, newPassword } = reset.body(req);
    const { userId } = await auth.resetPassword(token, newPassword, req.user ? req.sessionID : undefined);
    await loginGuard.liftBlock(userId);
    logAuthEvent(req, "password_reset_completed", { userId });
    reset.send(res, { message: "Password Reset Successfully" });
  });

  // Counted with failed logins: a stolen session must not become a way to guess the password.
  // Another verification link, for an account whose email is not verified yet (per address, as password resets).
  const verification = apiRoute("POST /api/account/email-verification");
  router.post(verification.path, requireAuth, limits.forgotPassword, async (req, res) => {
    await auth.resendEmailVerification(req.user!.id);
    verification.send(res, { message: "If your email is not verified yet, a new link is on its way." });
  });

  router.post(changePassword.path, requireAuth, limits.changePassword, changePassword.validate, async (req, res) => {
    const userId = req.user!.id;
    const { currentPassword, newPassword } = changePassword.body(req);
    try {
      await auth.changePassword(userId, currentPassword, newPassword, req.sessionID);
    } catch (error) {
      if (error instanceof DomainError && error.details?.field === "currentPassword") logAuthEvent(req, "password_change_refused", { userId });
      throw error;
    }
    logAuthEvent(req, "password_changed", { userId });
    changePassword.send(res, { message: "Password Changed" });
  });

  return router;
}

import { Router, type RequestHandler } from "express";
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

  const login: RequestHandler = (req, res, next) => {
    passport.authenticate("local", (error: unknown, user: PublicUser | false, failure?: LoginFailure) => {
      if (error) return next(error);
      if (!user) {
        logAuthEvent(req, "login_failed", { reason: failure?.reason, userId: failure?.userId });
        return next(unauthorized("Invalid credentials"));
      }
      // passport regenerates the session id here (ASVS V7.2.4), so a planted id never becomes signed in.
      req.login(user, (loginError) => {
        if (loginError) return next(loginError);
        req.session.signedInAt = Date.now();
        loginGuard.signedIn(req, res, user.id);
        logAuthEvent(req, "login_succeeded", { userId: user.id });
        signIn.send(res, user);
      });
    })(req, res, next);
  };
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
    register.send(res, await auth.register(register.body(req)));
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

import { Router, type RequestHandler } from "express";
import type passport from "passport";
import type { PublicUser } from "@shared/schema";
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  changePasswordRequestSchema,
} from "@shared/validators/auth";
import { requireAuth } from "../auth/guards";
import { validateBody } from "../middleware/validate";
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

  // Every visitor's browser asks; a 401 here is the normal answer, not a refused access worth logging.
  router.get("/me", (req, res, next) => {
    if (!req.user) return next(unauthorized());
    res.json(req.user);
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
        res.json(user);
      });
    })(req, res, next);
  };
  router.post("/login", loginGuard.beforeValidation, validateBody(loginRequestSchema), ...loginGuard.beforeCheck, login);

  router.post("/logout", (req, res, next) => {
    const userId = req.user?.id;
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      // Delete the stored session outright (ASVS V7.4.1) rather than leave an empty one behind.
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        if (userId) logAuthEvent(req, "logout", { userId });
        res.clearCookie(sessionCookieName, { path: "/" });
        res.json({ message: "Logged out" });
      });
    });
  });

  router.post("/register", limits.register, validateBody(registerRequestSchema), async (req, res) => {
    const user = await auth.register(req.body);
    res.status(201).json(user);
  });

  router.post("/forgot-password", limits.forgotPassword, validateBody(forgotPasswordRequestSchema), async (req, res) => {
    // Queued whatever the email: whether it has an account is decided by the job queue's worker, after this answer
    // (its log line carries this request's id).
    await auth.requestPasswordReset(req.body.email, String(req.id));
    logAuthEvent(req, "password_reset_requested");
    res.json({ message: AUTH_SERVICE_MESSAGES.forgotAccepted });
  });

  router.post("/reset-password", limits.forgotPassword, validateBody(resetPasswordRequestSchema), async (req, res) => {
    const { userId } = await auth.resetPassword(req.body.token, req.body.newPassword, req.user ? req.sessionID : undefined);
    await loginGuard.liftBlock(userId);
    logAuthEvent(req, "password_reset_completed", { userId });
    res.json({ message: "Password Reset Successfully" });
  });

  // Counted with failed logins: a stolen session must not become a way to guess the password.
  router.post("/account/password", requireAuth, limits.changePassword, validateBody(changePasswordRequestSchema), async (req, res) => {
    const userId = req.user!.id;
    try {
      await auth.changePassword(userId, req.body.currentPassword, req.body.newPassword, req.sessionID);
    } catch (error) {
      if (error instanceof DomainError && error.details?.field === "currentPassword") logAuthEvent(req, "password_change_refused", { userId });
      throw error;
    }
    logAuthEvent(req, "password_changed", { userId });
    res.json({ message: "Password Changed" });
  });

  return router;
}

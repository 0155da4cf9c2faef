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
import type { authRateLimits } from "../middleware/rate-limit";
import { unauthorized } from "../errors";

export interface AuthRouterDeps {
  auth: AuthService;
  passport: passport.PassportStatic;
  limits: ReturnType<typeof authRateLimits>;
  sessionCookieName: string;
}

export function authRouter({ auth, passport, limits, sessionCookieName }: AuthRouterDeps): Router {
  const router = Router();

  router.get("/me", requireAuth, (req, res) => {
    res.json(req.user);
  });

  const login: RequestHandler = (req, res, next) => {
    passport.authenticate("local", (error: unknown, user: PublicUser | false) => {
      if (error) return next(error);
      if (!user) return next(unauthorized("Invalid credentials"));
      // passport regenerates the session id here (ASVS V7.2.4), so a planted id never becomes signed in.
      req.login(user, (loginError) => {
        if (loginError) return next(loginError);
        req.session.signedInAt = Date.now();
        res.json(user);
      });
    })(req, res, next);
  };
  router.post("/login", ...limits.login, validateBody(loginRequestSchema), login);

  router.post("/logout", (req, res, next) => {
    const userId = req.user?.id;
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      // Delete the stored session outright (ASVS V7.4.1) rather than leave an empty one behind.
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        if (userId) req.log.info({ event: "logout", userId }, "logout");
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
    await auth.requestPasswordReset(req.body.email);
    res.json({ message: AUTH_SERVICE_MESSAGES.forgotAccepted });
  });

  router.post("/reset-password", limits.forgotPassword, validateBody(resetPasswordRequestSchema), async (req, res) => {
    await auth.resetPassword(req.body.token, req.body.newPassword, req.user ? req.sessionID : undefined);
    res.json({ message: "Password Reset Successfully" });
  });

  // Counted with failed logins: a stolen session must not become a way to guess the password.
  router.post("/account/password", requireAuth, limits.changePassword, validateBody(changePasswordRequestSchema), async (req, res) => {
    await auth.changePassword(req.user!.id, req.body.currentPassword, req.body.newPassword, req.sessionID);
    res.json({ message: "Password Changed" });
  });

  return router;
}

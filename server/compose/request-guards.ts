import type { RequestHandler } from "express";
import type { AppConfig } from "../env";
import type { Database } from "../db/client";
import { deviceCookies } from "../auth/device-cookie";
import { createLoginGuard } from "../auth/login-guard";
import { createPassport } from "../auth/passport";
import { enforceAbsoluteLifetime, SESSION_ABSOLUTE_MS, sessionCookieName, sessionMiddleware, sessionWhenPresent } from "../auth/session";
import type { DatabaseSessionStore } from "../auth/session-store";
import { signedInHint } from "../auth/signed-in-hint";
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from "../http/rate-limit-settings";
import { noStore } from "../middleware/no-store";
import { createLimiterFactory, createRateLimits } from "../middleware/rate-limit";
import type { AuthService } from "../services";

/** The rate limits, the sign-in guard, passport and the session chain the API's routers stand behind. */
export function createRequestGuards({
  config,
  db,
  auth,
  sessionStore,
  rateLimits,
}: {
  config: AppConfig;
  db: Database;
  auth: AuthService;
  sessionStore: DatabaseSessionStore;
  rateLimits?: Partial<RateLimitSettings>;
}) {
  const passport = createPassport(auth);
  // Defaults, then the environment (RATE_LIMIT_*), then the caller (tests).
  const limitSettings = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits, ...rateLimits };
  const limiterFactory = createLimiterFactory(db);
  const loginGuard = createLoginGuard({
    limits: limiterFactory,
    settings: limitSettings,
    devices: deviceCookies({ secret: config.sessionSecret, secure: config.isProduction }),
    findAccountId: (login) => auth.findAccountId(login),
  });
  const cookieName = sessionCookieName(config);
  /** API answers are not stored; a session is looked up only when the request carries its cookie. */
  const sessions: RequestHandler[] = [
    noStore,
    signedInHint({ secure: config.isProduction, maxAgeMs: SESSION_ABSOLUTE_MS }),
    passport.initialize(),
    sessionWhenPresent(cookieName, [sessionMiddleware(config, sessionStore), enforceAbsoluteLifetime, passport.session()]),
  ];
  return { passport, limits: createRateLimits(limiterFactory, limitSettings), loginGuard, cookieName, sessions };
}
export type RequestGuards = ReturnType<typeof createRequestGuards>;

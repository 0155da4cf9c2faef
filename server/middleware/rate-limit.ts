import type { Request, RequestHandler } from "express";
import { rateLimit, ipKeyGenerator } from "express-rate-limit";

export interface RateLimitSettings {
  /** Login attempts per IP per window, successful or not. */
  loginPerIp: number;
  /** Failed logins per account from one IP per window. Keyed by IP too, so an attacker elsewhere cannot lock the real user out. */
  loginFailuresPerAccount: number;
  registerPerIp: number;
  forgotPerIp: number;
  /** Contact enquiries and quote requests per IP per hour: each one sends email, so it must not become a spam relay. */
  enquiriesPerIp: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerIp: 30,
  loginFailuresPerAccount: 5,
  registerPerIp: 10,
  forgotPerIp: 5,
  enquiriesPerIp: 20,
  windowMs: 15 * 60 * 1000,
};

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

function limiter(windowMs: number, limit: number, options: Partial<Parameters<typeof rateLimit>[0]> = {}): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res) => {
      req.log?.warn({ path: req.path }, "rate limit hit");
      res.status(429).json({ message: TOO_MANY });
    },
    ...options,
  });
}

/**
 * Brute-force limits on the auth endpoints (ASVS V6.3.1). Counters are per instance (memory); behind several
 * instances the effective limit is multiplied by their number, which still bounds guessing.
 */
export function authRateLimits(settings: RateLimitSettings) {
  // ipKeyGenerator groups IPv6 addresses by /56 so one host cannot rotate through its own addresses.
  const ip = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
  return {
    login: [
      limiter(settings.windowMs, settings.loginPerIp, { keyGenerator: ip }),
      limiter(settings.windowMs, settings.loginFailuresPerAccount, {
        skipSuccessfulRequests: true,
        keyGenerator: (req) => `${ip(req)}|${String(req.body?.username ?? "").trim().toLowerCase()}`,
      }),
    ],
    register: limiter(60 * 60 * 1000, settings.registerPerIp, { keyGenerator: ip }),
    // Wrong current passwords per account: the same allowance as failed sign-ins.
    changePassword: limiter(settings.windowMs, settings.loginFailuresPerAccount, {
      skipSuccessfulRequests: true,
      keyGenerator: (req) => `password-change|${req.user?.id ?? ip(req)}`,
    }),
    forgotPassword: limiter(settings.windowMs, settings.forgotPerIp, { keyGenerator: ip }),
    // One counter for both forms: together they are the public ways to make us send email.
    enquiries: limiter(60 * 60 * 1000, settings.enquiriesPerIp, { keyGenerator: ip }),
  };
}

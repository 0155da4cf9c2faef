import type { Request, RequestHandler, Response } from "express";
import { rateLimit, ipKeyGenerator } from "express-rate-limit";
import type { Database } from "../db/client";
import { PostgresRateLimitStore } from "../http/rate-limit-store";
import type { RateLimitSettings } from "../http/rate-limit-settings";

export const TOO_MANY_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";
const HOUR_MS = 60 * 60 * 1000;

interface LimiterOptions {
  windowMs: number;
  limit: number;
  key: (req: Request, res: Response) => string | Promise<string>;
  skip?: (req: Request, res: Response) => boolean | Promise<boolean>;
  /** Count only the requests this says failed (e.g. declined cards); by default every request counts. */
  failed?: (res: Response) => boolean;
}

// ipKeyGenerator groups IPv6 addresses by /56 so one host cannot rotate through its own addresses. req.ip
// honours the trusted-proxy setting only (TRUST_PROXY), so a client cannot pick its own address.
export const clientAddress = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");

/**
 * Makes limiters whose counters live in PostgreSQL, so every instance shares them. `name` keeps each limiter's
 * counters apart. A blocked request gets 429 with Retry-After and the usual JSON {message}.
 */
export function createLimiterFactory(db: Database) {
  // Ended windows are deleted by the scheduled clean-up (server/jobs/scheduled-jobs.ts).
  function limiter(name: string, options: LimiterOptions): RequestHandler {
    const { failed } = options;
    return rateLimit({
      windowMs: options.windowMs,
      limit: options.limit,
      store: new PostgresRateLimitStore(db, name),
      keyGenerator: options.key,
      skip: options.skip,
      ...(failed ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req: Request, res: Response) => !failed(res) } : {}),
      standardHeaders: "draft-8",
      legacyHeaders: false,
      // A database hiccup must not open the gates nor fail the request; the error handler answers 503/500.
      passOnStoreError: false,
      handler: (req, res) => {
        req.log?.warn({ event: "rate_limited", limiter: name, ip: req.ip, path: req.path }, "rate limit hit");
        res.status(429).json({ message: TOO_MANY_MESSAGE });
      },
    });
  }

  return {
    limiter,
    /** A limiter's counters, to reset one from outside a request (e.g. a password reset lifts a sign-in block). */
    store: (name: string) => new PostgresRateLimitStore(db, name),
  };
}

export type LimiterFactory = ReturnType<typeof createLimiterFactory>;

/** The limits on everything a visitor can do that costs us email, card fees or database rows. */
export function createRateLimits(factory: LimiterFactory, settings: RateLimitSettings) {
  const { limiter } = factory;
  const perIp = (name: string, limit: number, windowMs = HOUR_MS) => limiter(name, { windowMs, limit, key: clientAddress });
  const declined = (res: Response) => res.statusCode === 402;
  const perUser = (name: string, limit: number) =>
    limiter(name, { windowMs: HOUR_MS, limit, key: (req) => String(req.user?.id), skip: (req) => !req.user });

  return {
    register: perIp("register-ip", settings.registerPerIp),
    forgotPassword: perIp("forgot-ip", settings.forgotPerIp, settings.windowMs),
    // Wrong current passwords per account: the same allowance as failed sign-ins.
    changePassword: limiter("password-change-user", {
      windowMs: settings.windowMs,
      limit: settings.loginFailuresPerAccount,
      key: (req) => String(req.user?.id),
      failed: (res) => res.statusCode >= 400,
    }),
    // One counter for both forms: together they are the public ways to make us send email.
    enquiries: perIp("enquiries-ip", settings.enquiriesPerIp),
    orders: [perIp("orders-ip", settings.ordersPerIp), perUser("orders-user", settings.ordersPerUser)],
    cardTokens: perIp("card-tokens-ip", settings.cardTokensPerIp),
    // Card testing: a thief tries stolen numbers one after another; declines per address and per order are capped.
    orderCharges: [
      limiter("declines-ip", { windowMs: HOUR_MS, limit: settings.cardDeclinesPerIp, key: clientAddress, failed: declined }),
      limiter("declines-order", { windowMs: HOUR_MS, limit: settings.cardDeclinesPerOrder, key: (req) => `order:${Number(req.body?.orderId)}`, failed: declined }),
    ],
    depositCharges: [
      limiter("declines-ip", { windowMs: HOUR_MS, limit: settings.cardDeclinesPerIp, key: clientAddress, failed: declined }),
      limiter("declines-order", { windowMs: HOUR_MS, limit: settings.cardDeclinesPerOrder, key: (req) => `quote:${Number(req.params.id)}`, failed: declined }),
    ],
    messages: perUser("messages-user", settings.messagesPerUser),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

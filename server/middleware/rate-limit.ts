import type { NextFunction, Request, RequestHandler, Response } from "express";
import crypto from "node:crypto";
import { rateLimit, ipKeyGenerator, type Options } from "express-rate-limit";
import type { Database } from "../db/client";
import { PostgresRateLimitStore, readCounters } from "../http/rate-limit-store";
import type { RateLimitSettings } from "../http/rate-limit-settings";
import { withoutLinkTokens } from "../http/link-token-paths";
import { TooManyAttempts } from "../errors";
import { TOO_MANY_MESSAGE } from "@shared/site/forms/words";

const HOUR_MS = 60 * 60 * 1000;
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

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

/** A refusal as an error, so that each surface says it its own way: JSON 429 for the API, a redirect for a form post. */
function tooMany(req: Request, next: NextFunction, limiter: string): void {
  req.log?.warn({ event: "rate_limited", limiter, ip: req.ip, path: withoutLinkTokens(req.path) }, "rate limit hit");
  next(new TooManyAttempts(TOO_MANY_MESSAGE));
}

/**
 * Runs `work` before the answer is sent when `counts` says the answer counts: the client never sees the answer before
 * it is counted, so its next request (on any instance) is checked against it.
 */
function beforeAnswering(res: Response, counts: (res: Response) => boolean, work: () => Promise<void>): void {
  const end = res.end;
  res.end = function (this: Response, ...args: unknown[]) {
    res.end = end;
    if (!counts(res)) return end.apply(this, args as Parameters<Response["end"]>);
    void work().finally(() => end.apply(this, args as Parameters<Response["end"]>));
    return this;
  } as Response["end"];
}

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
      handler: (req, _res, next) => tooMany(req, next, name),
    });
  }

  /**
   * Counts only the answers `failed` says failed (declined cards), when they are answered, in each of `counters`
   * (per address, per order…), and refuses once one of them has counted its `limit` in the window. Unlike `limiter`
   * with `failed` (which counts every request as it starts and gives the hit back when it succeeds), requests still
   * in flight count for nothing: 20 good cards paid at once from one address are all charged. A burst of concurrent
   * requests can pass the check together, so declines can overshoot by the number in flight; each order allows one
   * charge in flight at a time (its payment claim), so the overshoot is bounded by the orders an address may create.
   * The counters are read in one statement (every charge runs this check).
   */
  function failureLimiter(
    options: { windowMs: number; failed: (res: Response) => boolean },
    counters: { name: string; limit: number; key: LimiterOptions["key"] }[],
  ): RequestHandler {
    const limited = counters.map((counter) => {
      const store = new PostgresRateLimitStore(db, counter.name);
      store.init({ windowMs: options.windowMs } as Options);
      return { ...counter, store };
    });
    return async (req, res, next) => {
      try {
        const keys = await Promise.all(limited.map((counter) => counter.key(req, res)));
        const counted = await readCounters(
          db,
          limited.map((counter, i) => counter.store.counterKey(keys[i])),
        );
        for (const [i, counter] of limited.entries()) {
          const hits = counted.get(counter.store.counterKey(keys[i]));
          if (hits && hits.totalHits >= counter.limit) {
            const seconds = hits.resetTime ? Math.ceil((hits.resetTime.getTime() - Date.now()) / 1000) : options.windowMs / 1000;
            res.setHeader("Retry-After", String(Math.max(1, seconds)));
            return tooMany(req, next, counter.name);
          }
        }
        beforeAnswering(res, options.failed, () =>
          Promise.all(
            limited.map((counter, i) =>
              counter.store.increment(keys[i]).then(
                () => undefined,
                // The answer goes out regardless: a decline the counter missed is better than a charge left unanswered.
                (error: unknown) => req.log?.error({ err: error, limiter: counter.name }, "counting a failed request failed"),
              ),
            ),
          ).then(() => undefined),
        );
        next();
      } catch (error) {
        next(error);
      }
    };
  }

  return {
    limiter,
    failureLimiter,
    /** A limiter's counters, to reset one from outside a request (e.g. a password reset lifts a sign-in block). */
    store: (name: string) => new PostgresRateLimitStore(db, name),
  };
}

export type LimiterFactory = ReturnType<typeof createLimiterFactory>;

/** The limits on everything a visitor can do that costs us email, card fees or database rows. */
export function createRateLimits(factory: LimiterFactory, settings: RateLimitSettings) {
  const { limiter, failureLimiter } = factory;
  const perIp = (name: string, limit: number, windowMs = HOUR_MS) => limiter(name, { windowMs, limit, key: clientAddress });
  const declined = (res: Response) => res.statusCode === 402;
  /** Card testing: declines per address and per thing paid for (`subject`), both read in one statement. */
  const declines = (subject: (req: Request) => string) =>
    failureLimiter({ windowMs: HOUR_MS, failed: declined }, [
      { name: "declines-ip", limit: settings.cardDeclinesPerIp, key: clientAddress },
      { name: "declines-order", limit: settings.cardDeclinesPerOrder, key: subject },
    ]);
  const wrongPassword = (res: Response) => res.statusCode === 401;
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
    // Only declines count, once answered: charges in flight (a customer's, or twenty at once) are never refused.
    orderCharges: [declines((req) => `order:${Number(req.body?.orderId)}`)],
    depositCharges: [declines((req) => `quote:${Number(req.params.id)}`)],
    // The payment test tool's password: wrong guesses per address, and from all addresses together (one key),
    // so guessing from many addresses is limited too. Only wrong passwords (401) count.
    paymentTestGuesses: [
      limiter("payment-test-ip", { windowMs: settings.windowMs, limit: settings.paymentTestGuessesPerIp, key: clientAddress, failed: wrongPassword }),
      limiter("payment-test-all", { windowMs: settings.windowMs, limit: settings.paymentTestGuessesTotal, key: () => "all", failed: wrongPassword }),
    ],
    messages: perUser("messages-user", settings.messagesPerUser),
    // A visitor's proposal link (routes/proposal-links.ts). New links by email: per address, as password resets, and
    // per email asked about (kept as a hash: the counters' table holds no addresses), so nobody floods one inbox.
    proposalLinkRequests: [
      perIp("proposal-links-ip", settings.forgotPerIp, settings.windowMs),
      limiter("proposal-links-email", { windowMs: HOUR_MS, limit: settings.forgotPerIp, key: (req) => `email:${sha256(String(req.body?.email ?? "").trim().toLowerCase())}` }),
    ],
    // Messages through a link have no account to count against: per address, at a signed-in client's allowance.
    proposalLinkMessages: perIp("proposal-link-messages-ip", settings.messagesPerUser),
    // Guests' answers through an event's guest link (routes/guest-links.ts): no account, so per address, at a
    // signed-in client's message allowance (a party's guests may share one network).
    guestResponses: perIp("guest-responses-ip", settings.messagesPerUser),
    // The client's invitations to guests send email: per client, as many requests as the public enquiry forms.
    guestInvitations: perUser("guest-invitations-user", settings.enquiriesPerIp),
    // Deposits and balances through a link: declines per address and per link, as payments in the portal.
    proposalLinkCharges: [declines((req) => `proposal-link:${sha256(String(req.params.token))}`)],
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

import type { Request, RequestHandler, Response } from "express";
import { clientAddress, type LimiterFactory } from "../middleware/rate-limit";
import type { RateLimitSettings } from "../http/rate-limit-settings";
import type { DeviceCookies } from "./device-cookie";

/** What the guard learned about a sign-in attempt, kept on res.locals for the limiters after it. */
interface LoginTarget {
  /** The account's counter key: its id when the name or email belongs to one, else the name as typed. */
  accountKey: string;
  accountId: number | undefined;
  /** Set when the browser carries this account's device cookie. */
  deviceId: string | undefined;
}

const target = (res: Response) => res.locals.loginTarget as LoginTarget;
/** Set by the sign-in (JSON or form post: `refused` below) when the password check failed. */
const failed = (res: Response) => res.locals.loginRefused === true;

/**
 * Brute-force protection for POST /api/login and its form post, POST /api/forms/login (OWASP authentication
 * guidance, ASVS V6.3.1):
 * - every attempt counts per address (spraying many accounts from one place);
 * - failures count per account from all addresses together, whether the username or the email was typed,
 *   so rotating addresses does not help; past the limit, untrusted browsers get 429 with Retry-After;
 * - a browser that signed in to the account before (device cookie) has its own allowance instead, so the real
 *   user is never locked out by someone else's guessing; a completed password reset lifts the account's block.
 * Runs after body validation, so `username` is a string.
 */
export function createLoginGuard(deps: {
  limits: LimiterFactory;
  settings: RateLimitSettings;
  devices: DeviceCookies;
  findAccountId(login: string): Promise<number | undefined>;
}) {
  const { limits, settings, devices } = deps;
  const windowMs = settings.windowMs;

  const perAddress = limits.limiter("login-ip", { windowMs, limit: settings.loginPerIp, key: clientAddress });

  const identify: RequestHandler = async (req, res, next) => {
    const typed = String(req.body.username).trim().toLowerCase();
    const accountId = await deps.findAccountId(typed);
    const loginTarget: LoginTarget = {
      accountKey: accountId ? `account:${accountId}` : `name:${typed}`,
      accountId,
      deviceId: accountId ? devices.read(req, accountId) : undefined,
    };
    res.locals.loginTarget = loginTarget;
    next();
  };

  const perAccount = limits.limiter("login-account", {
    windowMs,
    limit: settings.loginFailuresPerAccount,
    key: (_req, res) => target(res).accountKey,
    skip: (_req, res) => target(res).deviceId !== undefined,
    failed,
  });

  const perDevice = limits.limiter("login-device", {
    windowMs,
    limit: settings.loginFailuresPerDevice,
    key: (_req, res) => `${target(res).accountKey}:${target(res).deviceId}`,
    skip: (_req, res) => target(res).deviceId === undefined,
    failed,
  });

  // The store behind perAccount, addressed directly to lift a block.
  const accountCounters = limits.store("login-account");

  return {
    /** Before validation: the per-address count. */
    beforeValidation: perAddress,
    /** After validation, before the password is checked. */
    beforeCheck: [identify, perAccount, perDevice] as RequestHandler[],
    /** A failed password check, counted by the per-account and per-device limits whatever the answer looks like. */
    refused(res: Response) {
      res.locals.loginRefused = true;
    },
    /** After a successful sign-in: this browser is now trusted for this account. */
    signedIn(req: Request, res: Response, accountId: number) {
      if (!devices.read(req, accountId)) devices.issue(res, accountId);
    },
    /** After a completed password reset: whoever was guessing, the owner has proved control of the email. */
    async liftBlock(accountId: number) {
      await accountCounters.resetKey(`account:${accountId}`);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

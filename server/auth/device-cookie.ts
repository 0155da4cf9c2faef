import crypto from "node:crypto";
import type { Request, Response } from "express";
import { parseCookie } from "cookie";

/**
 * The "device cookie" of OWASP's authentication guidance: a browser that has signed in to an account gets a
 * signed cookie naming that account. Failed sign-ins from it count against its own small allowance instead of
 * the account's, so an attacker guessing from elsewhere can lock out only browsers that never signed in.
 */
export const DEVICE_COOKIE = "cc.device";
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export interface DeviceCookies {
  /** The device's id when the request carries a valid device cookie for this account. */
  read(req: Request, accountId: number): string | undefined;
  issue(res: Response, accountId: number): void;
}

export function deviceCookies(options: { secret: string; secure: boolean }): DeviceCookies {
  const key = crypto.createHmac("sha256", options.secret).update("device-cookies").digest();
  const sign = (payload: string) => crypto.createHmac("sha256", key).update(payload).digest("base64url");

  return {
    read(req, accountId) {
      const value = req.headers.cookie ? parseCookie(req.headers.cookie)[DEVICE_COOKIE] : undefined;
      const match = value ? /^(\d+)\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match || Number(match[1]) !== accountId) return undefined;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? match[2] : undefined;
    },
    issue(res, accountId) {
      const payload = `${accountId}.${crypto.randomBytes(16).toString("base64url")}`;
      res.cookie(DEVICE_COOKIE, `${payload}.${sign(payload)}`, {
        httpOnly: true,
        secure: options.secure,
        sameSite: "strict",
        path: "/api",
        maxAge: LIFETIME_MS,
      });
    },
  };
}

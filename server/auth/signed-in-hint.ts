import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";

/**
 * Keeps the signed-in hint (shared/api/signed-in-hint.ts) in step with the session, in one place: when an API
 * answer leaves a user signed in (sign-in, sign-up, any request with a live session) the hint is set; when it
 * leaves nobody (sign-out, an expired or unknown session) a hint the browser sent is cleared.
 */
export function signedInHint(options: { secure: boolean; maxAgeMs: number }): RequestHandler {
  const cookie = { path: "/", sameSite: "lax" as const, secure: options.secure };
  return (req, res, next) => {
    const sent = req.headers.cookie?.includes(`${SIGNED_IN_HINT_COOKIE}=`) ?? false;
    onHeaders(res, () => {
      if (req.user && !sent) res.cookie(SIGNED_IN_HINT_COOKIE, "1", { ...cookie, maxAge: options.maxAgeMs });
      else if (!req.user && sent) res.clearCookie(SIGNED_IN_HINT_COOKIE, cookie);
    });
    next();
  };
}

import type { RequestHandler } from "express";
import { forbidden } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence (ASVS V3.5): a state-changing request must come from our own pages. Browsers label every
 * request with Sec-Fetch-Site and cross-site ones with Origin, so either header settles it. Requests carrying
 * neither come from non-browser clients (curl, tests), which hold no victim's cookie to abuse.
 */
export function requireSameOrigin(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite) {
      if (fetchSite === "same-origin" || fetchSite === "none") return next();
      req.log?.warn({ fetchSite }, "cross-site request refused");
      return next(forbidden("Cross-site requests are not allowed"));
    }
    const origin = req.get("origin");
    if (!origin) return next();
    // Only the configured APP_URL counts: the Host header is the caller's to choose, so matching the Origin
    // against it would let any site that controls both pass.
    if (allowedOrigins.includes(origin)) return next();
    req.log?.warn({ origin }, "cross-site request refused");
    next(forbidden("Cross-site requests are not allowed"));
  };
}

import type { RequestHandler } from "express";

/** Personal data must not sit in shared or browser caches (ASVS V14.3.2). Public cached routes set their own. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

import crypto from "node:crypto";
import type { Request, Response } from "express";
import { parseCookie } from "cookie";

/**
 * A visitor's browser, for their Idempotency-Keys: a random value the browser keeps in this cookie (the client's
 * request helper, client/src/lib/api-client.ts, sets it before it sends its first key). Readable by the page, which
 * writes it; it names nothing and grants nothing but the visitor's own earlier answers.
 */
export const VISITOR_DEVICE_COOKIE = "cc_device";
const VALUE = /^[A-Za-z0-9_-]{22,128}$/;
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The visitor's caller id: a hash of their device cookie (the database keeps the hash, never the cookie). A visitor
 * who came without one (or with a malformed one) gets one minted and set on the answer, so their retries carry it.
 */
export function visitorDevice(req: Request, res: Response, options: { secure: boolean }): string {
  const sent = req.headers.cookie ? parseCookie(req.headers.cookie)[VISITOR_DEVICE_COOKIE] : undefined;
  let value = sent && VALUE.test(sent) ? sent : undefined;
  if (!value) {
    value = crypto.randomBytes(32).toString("base64url");
    res.cookie(VISITOR_DEVICE_COOKIE, value, { sameSite: "lax", path: "/", secure: options.secure, maxAge: LIFETIME_MS });
  }
  return crypto.createHash("sha256").update(value).digest("hex");
}

import type { Request } from "express";

/** The security events we log (ASVS V16.3): who, from where, in which request. Never passwords or tokens. */
export type AuthEvent =
  | "login_succeeded"
  | "login_failed"
  | "logout"
  | "password_reset_requested"
  | "password_reset_completed"
  | "password_changed"
  | "password_change_refused"
  | "access_refused";

/**
 * Logs an auth event with the request id and the client address. req.ip follows the trusted-proxy setting
 * (TRUST_PROXY) only, so a client cannot write someone else's address into our log with X-Forwarded-For.
 */
export function logAuthEvent(req: Request, event: AuthEvent, fields: Record<string, unknown> = {}): void {
  const level = event === "login_failed" || event === "access_refused" || event === "password_change_refused" ? "warn" : "info";
  req.log?.[level]({ event, requestId: req.id, ip: req.ip, ...fields }, event.replaceAll("_", " "));
}

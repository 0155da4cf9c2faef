import { Router, type RequestHandler } from "express";
import session from "express-session";
import type { DatabaseSessionStore } from "./session-store";

/** What the session reads of the app's configuration (AppConfig, server/env.ts, which the entry points load). */
export interface SessionConfig {
  isProduction: boolean;
  sessionSecret: string;
}

/** ASVS V7.3.1–2: a session ends after 2 idle hours, and 12 hours after sign-in whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** The __Host- prefix pins the cookie to our exact host over HTTPS (ASVS V3.3); browsers refuse it on plain HTTP. */
export function sessionCookieName(config: SessionConfig): string {
  return config.isProduction ? "__Host-cc.sid" : "cc.sid";
}

export function sessionMiddleware(config: SessionConfig, store: DatabaseSessionStore): RequestHandler {
  return session({
    store,
    secret: config.sessionSecret,
    name: sessionCookieName(config),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: "lax", secure: config.isProduction, path: "/", maxAge: SESSION_IDLE_MS },
  });
}

/**
 * Ends a session that has outlived its absolute lifetime, even if it was used all along. Regenerating deletes
 * the stored row and leaves an empty session behind, which passport (next in line) reads as signed out.
 */
export const enforceAbsoluteLifetime: RequestHandler = (req, _res, next) => {
  const signedInAt = req.session?.signedInAt;
  if (!signedInAt || Date.now() - signedInAt < SESSION_ABSOLUTE_MS) return next();
  req.log?.info({ event: "session_expired" }, "session reached its absolute lifetime");
  req.session.regenerate((error) => next(error));
};

/** Paths that start or end a session, so they need one even before the browser holds a cookie (the sign-in form post too). */
const SESSION_PATHS = new Set(["/login", "/logout", "/forms/login"]);

/**
 * Runs the session middleware only when there can be a session: the request carries our cookie, or it is
 * signing in or out. A visitor's other requests (browsing, checking out as a guest) skip the session
 * machinery entirely and simply have no req.user — saving an id generation, a Session object and passport's
 * work on every call.
 */
export function sessionWhenPresent(cookieName: string, chain: RequestHandler[]): RequestHandler {
  const withSession = Router();
  withSession.use(...chain);
  return (req, res, next) => {
    const hasCookie = req.headers.cookie?.includes(`${cookieName}=`) ?? false;
    if (!hasCookie && !SESSION_PATHS.has(req.path)) return next();
    withSession(req, res, next);
  };
}

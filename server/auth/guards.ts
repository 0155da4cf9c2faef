import type { RequestHandler } from "express";
import { forbidden, unauthorized } from "../errors";
import { logAuthEvent } from "./auth-events";

/** 401 for visitors. Every signed-in route uses it. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (req.user) return next();
  logAuthEvent(req, "access_refused", { path: req.path, needs: "sign-in" });
  next(unauthorized());
};

/** 401 for visitors, 403 for signed-in non-admins (and the refusal is logged, ASVS V16.3). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  if (req.user.role === "admin") return next();
  logAuthEvent(req, "access_refused", { userId: req.user.id, path: req.path, needs: "admin" });
  next(forbidden("Admin access required"));
};

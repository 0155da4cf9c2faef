import type { RequestHandler } from "express";
import { forbidden, unauthorized } from "../errors";

/** 401 for visitors. Every signed-in route uses it. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (req.user) return next();
  next(unauthorized());
};

/** 401 for visitors, 403 for signed-in non-admins (and the refusal is logged, ASVS V16.3). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  if (req.user.role === "admin") return next();
  req.log?.warn({ userId: req.user.id, path: req.path }, "admin route refused");
  next(forbidden("Admin access required"));
};

import { Router } from "express";
import { apiRoute } from "../http/api-route";
import type { CachedJson } from "../http/cached-json";

const availability = apiRoute("GET /api/availability");

/**
 * Each of the next days as open, full or closed with the reason, for the date pickers (checkout, quote forms).
 * Public and mounted before the sessions, like the menu: answered from cached, pre-compressed bytes with an ETag.
 */
export function availabilityRouter(reads: { read(days: number): CachedJson }): Router {
  const router = Router();
  router.get(availability.path, availability.validate, (req, res) => reads.read(availability.query(req).days).send(req, res));
  return router;
}

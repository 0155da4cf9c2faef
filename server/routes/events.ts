import { Router } from "express";
import { requireAuth } from "../auth/guards";
import type { LiveEventHub } from "../events/live-events";

/** GET /api/events: the signed-in user's live stream (Server-Sent Events). Others get 401. */
export function eventsRouter(hub: LiveEventHub): Router {
  const router = Router();
  router.get("/events", requireAuth, async (req, res) => {
    // EventSource sends Last-Event-ID itself when it reconnects; a page opening a new one passes ?lastEventId=.
    const last = req.get("last-event-id") ?? (typeof req.query.lastEventId === "string" ? req.query.lastEventId : undefined);
    await hub.connect(req.user!, res, last && /^\d{1,15}$/.test(last) ? Number(last) : undefined);
  });
  return router;
}

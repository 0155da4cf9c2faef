import { Router } from "express";
import { requireAuth } from "../auth/guards";
import { sessionKey } from "../auth/session-store";
import { apiRoute } from "../http/api-route";
import type { LiveEventHub } from "../events/live-events";

/** GET /api/events: the signed-in user's live stream (Server-Sent Events). Others get 401. */
export function eventsRouter(hub: LiveEventHub): Router {
  const router = Router();
  const events = apiRoute("GET /api/events");
  router.get(events.path, requireAuth, events.validate, async (req, res) => {
    // EventSource sends Last-Event-ID itself when it reconnects; a page opening a new one passes ?lastEventId=.
    const last = req.get("last-event-id") ?? events.query(req).lastEventId;
    await hub.connect(req.user!, res, last && /^\d{1,15}$/.test(last) ? Number(last) : undefined, sessionKey(req.sessionID));
  });
  return router;
}

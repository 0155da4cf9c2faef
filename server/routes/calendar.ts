import { Router, type Response } from "express";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { parseId } from "./params";
import type { CalendarService } from "../services/calendar";

/**
 * Confirmed events in calendar apps (docs/product/client-portal.md, "Calendar"). The feed itself is read by calendar
 * apps with no session (its URL's token is the key), so it is mounted before the session chain: calendarFeedRouter.
 */
function sendIcs(res: Response, ics: string, filename: string): void {
  // A private calendar: never kept by a shared cache (the calendar app keeps its own copy).
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("Content-Type", "text/calendar; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.send(ics);
}

/** The public feed URL, GET /api/calendar/{token}.ics: no session lookup, the token opens the feed or answers 404. */
export function calendarFeedRouter(calendar: CalendarService): Router {
  const router = Router();
  const feed = apiRoute("GET /api/calendar/:token.ics");
  router.get(feed.path, async (req, res) => {
    sendIcs(res, await calendar.feedIcs(String(req.params.token)), "calendar.ics");
  });
  return router;
}

/** The signed-in user's feed (read, make or replace, revoke) and one accepted proposal's .ics download. */
export function calendarRouter(calendar: CalendarService): Router {
  const router = Router();

  const eventFile = apiRoute("GET /api/quotes/:id/event.ics");
  router.get(eventFile.path, requireAuth, async (req, res) => {
    const { filename, ics } = await calendar.eventIcs(req.user!, parseId(req.params.id, "Quote"));
    sendIcs(res, ics, filename);
  });

  const read = apiRoute("GET /api/calendar-feed");
  router.get(read.path, requireAuth, async (req, res) => {
    read.send(res, { feed: await calendar.getFeed(req.user!) });
  });

  const create = apiRoute("POST /api/calendar-feed");
  router.post(create.path, requireAuth, async (req, res) => {
    create.send(res, { feed: await calendar.createFeed(req.user!) });
  });

  const revoke = apiRoute("DELETE /api/calendar-feed");
  router.delete(revoke.path, requireAuth, async (req, res) => {
    await calendar.revokeFeed(req.user!);
    revoke.sendNoContent(res);
  });

  return router;
}

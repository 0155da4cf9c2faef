import { Router } from "express";
import { GUEST_LINK_MESSAGES } from "@shared/validators/guests";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { RateLimits } from "../middleware/rate-limit";
import type { GuestListService } from "../services/guest-lists";
import { parseId } from "./params";

const quoteId = (raw: unknown) => parseId(raw, "Quote");

/**
 * A confirmed event's guest list (docs/product/client-portal.md, "Guest dietary needs"): the client's link, list and
 * invitations (their own quotes; admins any), and the guests' page, which needs no account: the link is the proof.
 * A link that opens nothing answers 404 with the same words whatever the reason. The request log writes these paths
 * without the token (http/link-token-paths.ts).
 */
export function guestLinksRouter(deps: { guests: GuestListService; limits: Pick<RateLimits, "guestResponses" | "guestInvitations"> }): Router {
  const { guests, limits } = deps;
  const router = Router();

  const create = apiRoute("POST /api/quotes/:id/guest-link");
  router.post(create.path, requireAuth, async (req, res) => {
    create.send(res, await guests.createLink(req.user!, quoteId(req.params.id)));
  });

  const renew = apiRoute("POST /api/quotes/:id/guest-link/renewal");
  router.post(renew.path, requireAuth, async (req, res) => {
    renew.send(res, await guests.renewLink(req.user!, quoteId(req.params.id)));
  });

  const list = apiRoute("GET /api/quotes/:id/guests");
  router.get(list.path, requireAuth, async (req, res) => {
    list.send(res, await guests.guestList(req.user!, quoteId(req.params.id)));
  });

  const invite = apiRoute("POST /api/quotes/:id/guest-invitations");
  router.post(invite.path, requireAuth, limits.guestInvitations, invite.validate, async (req, res) => {
    const sent = await guests.inviteGuests(req.user!, quoteId(req.params.id), invite.body(req).emails);
    invite.send(res, { message: sent === 1 ? "The guest link was emailed to 1 guest." : `The guest link was emailed to ${sent} guests.` });
  });

  const event = apiRoute("GET /api/guests/:token");
  router.get(event.path, async (req, res) => {
    event.send(res, await guests.guestEvent(String(req.params.token)));
  });

  const respond = apiRoute("POST /api/guests/:token/responses");
  router.post(respond.path, limits.guestResponses, respond.validate, async (req, res) => {
    await guests.respond(String(req.params.token), respond.body(req));
    respond.send(res, { message: GUEST_LINK_MESSAGES.sent });
  });

  return router;
}

import { Router } from "express";
import { requireAdmin, requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { parseId } from "./params";
import type { QuoteService } from "../services/quotes";
import type { RateLimits } from "../middleware/rate-limit";
import type { CurrentSettings } from "../settings/current-settings";

const quoteId = (raw: unknown) => parseId(raw, "Quote");
const requestId = (raw: unknown) => parseId(raw, "Change request");

/**
 * Change requests on a proposal (docs/decisions/015-proposal-versions.md): its client asks (signed in, or through the
 * proposal's link, which is checked by the quote service on every request as in routes/proposal-links.ts), an admin
 * approves or declines. Ownership, the 72-hour lock and the price are the service's.
 */
export function proposalChangeRequestsRouter(deps: {
  quotes: QuoteService;
  limits: Pick<RateLimits, "proposalLinkMessages">;
  /** The business settings in force: a request's guest and date rules. */
  settings: CurrentSettings;
}): Router {
  const { quotes, limits, settings } = deps;
  const router = Router();

  const list = apiRoute("GET /api/quotes/:id/change-requests");
  router.get(list.path, requireAuth, async (req, res) => {
    list.send(
      res,
      await quotes.listChangeRequests(req.user!, quoteId(req.params.id)),
    );
  });

  const create = apiRoute("POST /api/quotes/:id/change-requests", { settings });
  router.post(create.path, requireAuth, create.validate, async (req, res) => {
    create.send(
      res,
      await quotes.requestChange(
        req.user!,
        quoteId(req.params.id),
        create.body(req),
      ),
    );
  });

  const withdraw = apiRoute(
    "POST /api/quotes/:id/change-requests/:requestId/withdraw",
  );
  router.post(withdraw.path, requireAuth, async (req, res) => {
    withdraw.send(
      res,
      await quotes.withdrawChangeRequest(
        req.user!,
        quoteId(req.params.id),
        requestId(req.params.requestId),
      ),
    );
  });

  const linkList = apiRoute("GET /api/proposal-links/:token/change-requests");
  router.get(linkList.path, async (req, res) => {
    linkList.send(
      res,
      await quotes.listChangeRequestsByLink(String(req.params.token)),
    );
  });

  // Limited as the link's messages are: each request posts on the thread and emails the business.
  const linkCreate = apiRoute(
    "POST /api/proposal-links/:token/change-requests",
    { settings },
  );
  router.post(
    linkCreate.path,
    limits.proposalLinkMessages,
    linkCreate.validate,
    async (req, res) => {
      linkCreate.send(
        res,
        await quotes.requestChangeByLink(
          String(req.params.token),
          linkCreate.body(req),
        ),
      );
    },
  );

  const linkWithdraw = apiRoute(
    "POST /api/proposal-links/:token/change-requests/:requestId/withdraw",
  );
  router.post(
    linkWithdraw.path,
    limits.proposalLinkMessages,
    async (req, res) => {
      linkWithdraw.send(
        res,
        await quotes.withdrawChangeRequestByLink(
          String(req.params.token),
          requestId(req.params.requestId),
        ),
      );
    },
  );

  const approve = apiRoute(
    "POST /api/admin/quotes/:id/change-requests/:requestId/approve",
  );
  router.post(
    approve.path,
    requireAdmin,
    approve.validate,
    async (req, res) => {
      approve.send(
        res,
        await quotes.approveChangeRequest(
          req.user!,
          quoteId(req.params.id),
          requestId(req.params.requestId),
          approve.body(req).response,
        ),
      );
    },
  );

  const decline = apiRoute(
    "POST /api/admin/quotes/:id/change-requests/:requestId/decline",
  );
  router.post(
    decline.path,
    requireAdmin,
    decline.validate,
    async (req, res) => {
      decline.send(
        res,
        await quotes.declineChangeRequest(
          req.user!,
          quoteId(req.params.id),
          requestId(req.params.requestId),
          decline.body(req).response,
        ),
      );
    },
  );

  return router;
}

import { Router } from "express";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { parseId } from "./params";
import type { QuoteService } from "../services/quotes";
import type { RateLimits } from "../middleware/rate-limit";

const quoteId = (raw: unknown) => parseId(raw, "Quote");

/**
 * A client's draft proposal from their cart (docs/product/quotes-and-proposals.md, "From cart to proposal"): made,
 * changed, submitted and deleted by its own client only; the service answers 404 to anyone else.
 */
export function quoteDraftsRouter({
  quotes,
  limits,
}: {
  quotes: Pick<QuoteService, "createDraft" | "updateDraft" | "submitDraft" | "deleteDraft">;
  /** A draft made or submitted counts as an enquiry, like a request (POST /api/quotes). */
  limits: Pick<RateLimits, "enquiries">;
}): Router {
  const router = Router();

  const create = apiRoute("POST /api/quotes/drafts");
  router.post(create.path, requireAuth, limits.enquiries, create.validate, async (req, res) => {
    create.send(res, await quotes.createDraft(req.user!, create.body(req)));
  });

  const update = apiRoute("PATCH /api/quotes/:id/draft");
  router.patch(update.path, requireAuth, update.validate, async (req, res) => {
    update.send(res, await quotes.updateDraft(req.user!, quoteId(req.params.id), update.body(req)));
  });

  const submit = apiRoute("POST /api/quotes/:id/submit");
  router.post(submit.path, requireAuth, limits.enquiries, submit.validate, async (req, res) => {
    submit.send(res, await quotes.submitDraft(req.user!, quoteId(req.params.id), submit.body(req)));
  });

  const remove = apiRoute("DELETE /api/quotes/:id/draft");
  router.delete(remove.path, requireAuth, async (req, res) => {
    await quotes.deleteDraft(req.user!, quoteId(req.params.id));
    remove.sendNoContent(res);
  });

  return router;
}

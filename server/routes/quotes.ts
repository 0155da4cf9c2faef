import { Router } from "express";
import { z } from "zod";
import { createQuoteRequestSchema, QUOTE_STATUSES, type QuoteStatus } from "@shared/rules/quotes";
import { adminQuoteUpdateSchema, depositRefundRequestSchema, depositRequestSchema, quoteStatusRequestSchema } from "@shared/validators/quotes";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { requireAdmin, requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import { parseId } from "./params";
import type { QuoteService } from "../services/quotes";
import type { PaymentService } from "../services/payments";
import type { RateLimits } from "../middleware/rate-limit";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import type { CurrentSettings } from "../settings/current-settings";

const listQuerySchema = paginationQuerySchema.extend({
  status: z.enum(QUOTE_STATUSES).optional(),
  /** Events from today on, soonest first (the Events page's confirmed list) instead of newest requests first. */
  upcoming: z.enum(["true", "false"]).optional().transform((v) => v === "true"),
});
const quoteId = (raw: unknown) => parseId(raw, "Quote");

/** Catering quotes. Visitors may ask for one; everything else is the owner's or an admin's. */
export function quotesRouter(deps: {
  idempotency: Idempotency;
  quotes: QuoteService;
  payments: PaymentService;
  limits: Pick<RateLimits, "enquiries" | "depositCharges">;
  /** The business settings in force: a request's booking rules. */
  settings: CurrentSettings;
}): Router {
  const { idempotency, quotes, payments, limits, settings } = deps;
  const router = Router();

  router.post("/quotes", limits.enquiries, validateBody(() => createQuoteRequestSchema(settings())), async (req, res) => {
    res.status(201).json(await quotes.createQuote(req.body, req.user));
  });

  router.get("/quotes", requireAuth, validateQuery(listQuerySchema), async (req, res) => {
    const { status, upcoming, ...page } = res.locals.query as PaginationQuery & { status?: QuoteStatus; upcoming: boolean };
    res.json(await quotes.listQuotes(req.user!, page, { status, upcoming }));
  });

  router.get("/quotes/stats", requireAuth, async (req, res) => {
    res.json(await quotes.stats(req.user!));
  });

  router.get("/quotes/:id", requireAuth, async (req, res) => {
    res.json(await quotes.getQuote(req.user!, quoteId(req.params.id)));
  });

  router.get("/quotes/:id/pdf", requireAuth, async (req, res) => {
    const { filename, pdf } = await quotes.quotePdf(req.user!, quoteId(req.params.id));
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.send(pdf);
  });

  router.patch("/quotes/:id/viewed", requireAuth, async (req, res) => {
    res.json(await quotes.markViewed(req.user!, quoteId(req.params.id)));
  });

  router.patch("/quotes/:id/status", requireAuth, validateBody(quoteStatusRequestSchema), async (req, res) => {
    res.json(await quotes.setStatus(req.user!, quoteId(req.params.id), req.body.status));
  });

  router.patch("/quotes/:id", requireAdmin, validateBody(adminQuoteUpdateSchema), async (req, res) => {
    res.json(await quotes.adminUpdate(req.user!, quoteId(req.params.id), req.body));
  });

  // The 50% deposit, by the quote's client, charged once whatever the retries (Idempotency-Key required).
  router.post("/quotes/:id/deposit", requireAuth, validateBody(depositRequestSchema), ...limits.depositCharges, async (req, res) => {
    const id = quoteId(req.params.id);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("deposit", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...req.body } }, async (answerInTx) => ({
      status: 200,
      body: await payments.chargeQuoteDeposit({ quoteId: id, ...req.body }, req.user!, (tx, body) => answerInTx(tx, { status: 200, body })),
    }));
    res.status(answer.status).json(answer.body);
  });

  // An admin gives the deposit back through the gateway, after which the proposal may be repriced or declined.
  router.post("/quotes/:id/deposit/refund", requireAdmin, validateBody(depositRefundRequestSchema), async (req, res) => {
    const id = quoteId(req.params.id);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("deposit-refund", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...req.body } }, async (answerInTx) => ({
      status: 200,
      body: await payments.refundQuoteDeposit(req.user!, id, req.body, (tx, body) => answerInTx(tx, { status: 200, body })),
    }));
    res.status(answer.status).json(answer.body);
  });

  return router;
}

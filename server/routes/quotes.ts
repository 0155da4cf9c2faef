import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { createQuoteRequestSchema, QUOTE_STATUSES, type QuoteStatus } from "@shared/rules/quotes";
import { adminQuoteUpdateSchema, quoteStatusRequestSchema } from "@shared/validators/quotes";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { requireAdmin, requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import { parseId } from "./params";
import type { QuoteService } from "../services/quotes";

const listQuerySchema = paginationQuerySchema.extend({
  status: z.enum(QUOTE_STATUSES).optional(),
  /** Events from today on, soonest first (the Events page's confirmed list) instead of newest requests first. */
  upcoming: z.enum(["true", "false"]).optional().transform((v) => v === "true"),
});
const quoteId = (raw: unknown) => parseId(raw, "Quote");

/** Catering quotes. Visitors may ask for one; everything else is the owner's or an admin's. */
export function quotesRouter(quotes: QuoteService, limitEnquiries: RequestHandler): Router {
  const router = Router();

  router.post("/quotes", limitEnquiries, validateBody(createQuoteRequestSchema), async (req, res) => {
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

  return router;
}

import { Router, type Request, type Response } from "express";
import { requireAdmin, requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import { parseId } from "./params";
import type { QuoteService } from "../services/quotes";
import type { PaymentService } from "../services/payments";
import type { RateLimits } from "../middleware/rate-limit";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import type { CurrentSettings } from "../settings/current-settings";

const quoteId = (raw: unknown) => parseId(raw, "Quote");

/** Where a signature came from: the client's address (behind the proxies `trust proxy` names) and browser. */
export const signingRequest = (req: Request) => ({ ip: req.ip ?? req.socket.remoteAddress ?? "", userAgent: req.get("user-agent") ?? "" });

/** A PDF download under its file name. */
export function sendPdf(res: Response, { filename, pdf }: { filename: string; pdf: Buffer }): void {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.send(pdf);
}

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

  const create = apiRoute("POST /api/quotes", { settings });
  router.post(create.path, limits.enquiries, create.validate, async (req, res) => {
    create.send(res, await quotes.createQuote(create.body(req), req.user));
  });

  const list = apiRoute("GET /api/quotes");
  router.get(list.path, requireAuth, list.validate, async (req, res) => {
    const { status, upcoming, ...page } = list.query(req);
    list.send(res, await quotes.listQuotes(req.user!, page, { status, upcoming }));
  });

  const stats = apiRoute("GET /api/quotes/stats");
  router.get(stats.path, requireAuth, async (req, res) => {
    stats.send(res, await quotes.stats(req.user!));
  });

  const one = apiRoute("GET /api/quotes/:id");
  router.get(one.path, requireAuth, async (req, res) => {
    one.send(res, await quotes.getQuote(req.user!, quoteId(req.params.id)));
  });

  const pdf = apiRoute("GET /api/quotes/:id/pdf");
  router.get(pdf.path, requireAuth, async (req, res) => {
    sendPdf(res, await quotes.quotePdf(req.user!, quoteId(req.params.id)));
  });

  // Accepting is signing (docs/decisions/014-e-signature.md): the client's own proposal, with where it came from.
  const sign = apiRoute("POST /api/quotes/:id/sign");
  router.post(sign.path, requireAuth, sign.validate, async (req, res) => {
    sign.send(res, await quotes.signQuote(req.user!, quoteId(req.params.id), sign.body(req), signingRequest(req)));
  });

  const signedPdf = apiRoute("GET /api/quotes/:id/signed.pdf");
  router.get(signedPdf.path, requireAuth, async (req, res) => {
    sendPdf(res, await quotes.signedPdf(req.user!, quoteId(req.params.id)));
  });

  const signedOriginal = apiRoute("GET /api/quotes/:id/signed-original.pdf");
  router.get(signedOriginal.path, requireAuth, async (req, res) => {
    sendPdf(res, await quotes.signedOriginalPdf(req.user!, quoteId(req.params.id)));
  });

  const viewed = apiRoute("PATCH /api/quotes/:id/viewed");
  router.patch(viewed.path, requireAuth, viewed.validate, async (req, res) => {
    viewed.send(res, await quotes.markViewed(req.user!, quoteId(req.params.id), viewed.body(req).version));
  });

  // Every version of the proposal, oldest first (docs/decisions/015-proposal-versions.md).
  const versions = apiRoute("GET /api/quotes/:id/versions");
  router.get(versions.path, requireAuth, async (req, res) => {
    versions.send(res, await quotes.proposalVersions(req.user!, quoteId(req.params.id)));
  });

  const setStatus = apiRoute("PATCH /api/quotes/:id/status");
  router.patch(setStatus.path, requireAuth, setStatus.validate, async (req, res) => {
    setStatus.send(res, await quotes.setStatus(req.user!, quoteId(req.params.id), setStatus.body(req).status));
  });

  const update = apiRoute("PATCH /api/quotes/:id");
  router.patch(update.path, requireAdmin, update.validate, async (req, res) => {
    update.send(res, await quotes.adminUpdate(req.user!, quoteId(req.params.id), update.body(req)));
  });

  // The 50% deposit, by the quote's client, charged once whatever the retries (Idempotency-Key required).
  const deposit = apiRoute("POST /api/quotes/:id/deposit");
  router.post(deposit.path, requireAuth, deposit.validate, ...limits.depositCharges, async (req, res) => {
    const id = quoteId(req.params.id);
    const request = deposit.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("deposit", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...request } }, async (answerInTx) => ({
      status: 200,
      body: await payments.chargeQuoteDeposit({ quoteId: id, ...request }, req.user!, (tx, body) => answerInTx(tx, { status: 200, body })),
    }));
    deposit.sendStored(res, answer);
  });

  // The balance, by the quote's client, through the same card path as the deposit (Idempotency-Key required).
  const balance = apiRoute("POST /api/quotes/:id/balance");
  router.post(balance.path, requireAuth, balance.validate, ...limits.depositCharges, async (req, res) => {
    const id = quoteId(req.params.id);
    const request = balance.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("balance", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...request } }, async (answerInTx) => ({
      status: 200,
      body: await payments.chargeQuoteBalance({ quoteId: id, ...request }, req.user!, (tx, body) => answerInTx(tx, { status: 200, body })),
    }));
    balance.sendStored(res, answer);
  });

  // Cancellation by policy (docs/product/quotes-and-proposals.md): what it refunds now, shown before confirming, then
  // the cancellation itself, by the proposal's client. No Idempotency-Key: cancelling again answers the same
  // cancellation and refunds only what is still owed (services/proposal-cancellation.ts).
  const cancellation = apiRoute("GET /api/quotes/:id/cancellation");
  router.get(cancellation.path, requireAuth, async (req, res) => {
    cancellation.send(res, await payments.cancellationPreview(req.user!, quoteId(req.params.id)));
  });
  const cancel = apiRoute("POST /api/quotes/:id/cancel");
  router.post(cancel.path, requireAuth, ...limits.depositCharges, async (req, res) => {
    cancel.send(res, await payments.cancelProposal(req.user!, quoteId(req.params.id)));
  });

  // An admin records a payment received by check, bank transfer or cash, with its reference (audited).
  const offline = apiRoute("POST /api/quotes/:id/offline-payments");
  router.post(offline.path, requireAdmin, offline.validate, async (req, res) => {
    const id = quoteId(req.params.id);
    const request = offline.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("offline-payment", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...request } }, async (answerInTx) => ({
      status: 201,
      body: await quotes.recordOfflinePayment(req.user!, id, request, (tx, body) => answerInTx(tx, { status: 201, body })),
    }));
    offline.sendStored(res, answer);
  });

  // An admin gives the deposit back through the gateway, after which the proposal may be repriced or declined.
  const refund = apiRoute("POST /api/quotes/:id/deposit/refund");
  router.post(refund.path, requireAdmin, refund.validate, async (req, res) => {
    const id = quoteId(req.params.id);
    const request = refund.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("deposit-refund", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id, ...request } }, async (answerInTx) => ({
      status: 200,
      body: await payments.refundQuoteDeposit(req.user!, id, request, (tx, body) => answerInTx(tx, { status: 200, body })),
    }));
    refund.sendStored(res, answer);
  });

  return router;
}

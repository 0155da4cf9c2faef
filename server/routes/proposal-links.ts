import { Router } from "express";
import { PROPOSAL_LINK_MESSAGES } from "@shared/validators/proposal-links";
import { apiRoute } from "../http/api-route";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import { visitorDevice } from "../http/visitor-device";
import type { MessageService } from "../services/messages";
import type { PaymentService } from "../services/payments";
import type { QuoteService } from "../services/quotes";
import type { RateLimits } from "../middleware/rate-limit";
import { sendPdf, signingRequest } from "./quotes";

/**
 * A visitor's proposal, through the signed link its emails carry (docs/decisions/012-visitor-proposal-links.md): no
 * account, no session; the link is the proof, checked by the quote service on every request. A link that opens
 * nothing answers 404 with the same words whatever the reason. The request log writes these paths without the token
 * (compose/http.ts).
 */
export function proposalLinksRouter(deps: {
  idempotency: Idempotency;
  quotes: QuoteService;
  messages: MessageService;
  payments: PaymentService;
  limits: Pick<RateLimits, "proposalLinkRequests" | "proposalLinkMessages" | "proposalLinkCharges">;
  /** Cookies set here (a visitor's device cookie) are Secure: served over HTTPS. */
  secureCookies: boolean;
}): Router {
  const { idempotency, quotes, messages, payments, limits, secureCookies } = deps;
  const router = Router();

  const request = apiRoute("POST /api/proposal-links");
  router.post(request.path, ...limits.proposalLinkRequests, request.validate, async (req, res) => {
    // Queued whatever the email: whether it has a quote is decided by the worker, after this answer.
    await quotes.requestProposalLinks(request.body(req).email, String(req.id));
    request.send(res, { message: PROPOSAL_LINK_MESSAGES.requested });
  });

  const view = apiRoute("GET /api/proposal-links/:token");
  router.get(view.path, async (req, res) => {
    view.send(res, await quotes.linkedProposal(String(req.params.token)));
  });

  const viewed = apiRoute("PATCH /api/proposal-links/:token/viewed");
  router.patch(viewed.path, viewed.validate, async (req, res) => {
    viewed.send(res, await quotes.markViewedByLink(String(req.params.token), viewed.body(req).version));
  });

  const versions = apiRoute("GET /api/proposal-links/:token/versions");
  router.get(versions.path, async (req, res) => {
    versions.send(res, await quotes.proposalVersionsByLink(String(req.params.token)));
  });

  const status = apiRoute("PATCH /api/proposal-links/:token/status");
  router.patch(status.path, status.validate, async (req, res) => {
    status.send(res, await quotes.setStatusByLink(String(req.params.token), status.body(req).status));
  });

  // Accepting is signing, as in the portal (docs/decisions/014-e-signature.md).
  const sign = apiRoute("POST /api/proposal-links/:token/sign");
  router.post(sign.path, limits.proposalLinkMessages, sign.validate, async (req, res) => {
    sign.send(res, await quotes.signByLink(String(req.params.token), sign.body(req), signingRequest(req)));
  });

  const signedPdf = apiRoute("GET /api/proposal-links/:token/signed.pdf");
  router.get(signedPdf.path, async (req, res) => {
    sendPdf(res, await quotes.signedPdfByLink(String(req.params.token)));
  });

  const signedOriginal = apiRoute("GET /api/proposal-links/:token/signed-original.pdf");
  router.get(signedOriginal.path, async (req, res) => {
    sendPdf(res, await quotes.signedOriginalPdfByLink(String(req.params.token)));
  });

  const thread = apiRoute("GET /api/proposal-links/:token/messages");
  router.get(thread.path, async (req, res) => {
    thread.send(res, await messages.listMessagesForContact(await quotes.openLink(String(req.params.token))));
  });

  const write = apiRoute("POST /api/proposal-links/:token/messages");
  router.post(write.path, limits.proposalLinkMessages, write.validate, async (req, res) => {
    const quote = await quotes.openLink(String(req.params.token));
    write.send(res, await messages.sendMessageAsContact(quote, write.body(req).content));
  });

  // The deposit through the one card path (services/payments.ts), as the quote's visitor. Keys are scoped by the
  // browser's device cookie, as a visitor's checkout (routes/orders.ts): another browser's key is another key.
  const deposit = apiRoute("POST /api/proposal-links/:token/deposit");
  router.post(deposit.path, deposit.validate, ...limits.proposalLinkCharges, async (req, res) => {
    const quote = await quotes.openLink(String(req.params.token));
    const body = deposit.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("deposit", `visitor:${visitorDevice(req, res, { secure: secureCookies })}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id: quote.id, ...body } }, async (answerInTx) => ({
      status: 200,
      body: await payments.chargeQuoteDeposit({ quoteId: quote.id, ...body }, { visitorQuoteId: quote.id }, (tx, answered) => answerInTx(tx, { status: 200, body: answered })),
    }));
    deposit.sendStored(res, answer);
  });

  // The balance through the same card path as the signed-in client's (services/payments.ts chargeQuoteBalance): one
  // claim per balance, serialized with the business's changes. Keys are scoped by the device cookie, as the deposit's.
  const balance = apiRoute("POST /api/proposal-links/:token/balance");
  router.post(balance.path, balance.validate, ...limits.proposalLinkCharges, async (req, res) => {
    const quote = await quotes.openLink(String(req.params.token));
    const body = balance.body(req);
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("balance", `visitor:${visitorDevice(req, res, { secure: secureCookies })}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id: quote.id, ...body } }, async (answerInTx) => ({
      status: 200,
      body: await payments.chargeQuoteBalance({ quoteId: quote.id, ...body }, { visitorQuoteId: quote.id }, (tx, answered) => answerInTx(tx, { status: 200, body: answered })),
    }));
    balance.sendStored(res, answer);
  });

  return router;
}

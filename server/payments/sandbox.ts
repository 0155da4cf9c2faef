import crypto from "node:crypto";
import { Router, type RequestHandler } from "express";
import { tokenizeRequestSchema } from "@shared/validators/orders";
import { InvalidRequest, Unauthenticated, Unavailable } from "../errors";
import { DECLINE_MESSAGES, type ChargeAttempt, type ChargeOutcome, type GatewayCharge, type GatewayChargeList, type PaymentGateway, type RefundAttempt, type RefundOutcome } from "./gateway";

/** The publishable key of the sandbox. It is public by design, like any provider's browser key. */
export const SANDBOX_API_KEY = "sandbox_pk_creative_cuisines";
export const SANDBOX_TOKENIZE_PATH = "/api/payments/sandbox/tokens";

type Outcome = "approve" | "decline" | "insufficient_funds";

/** The usual test cards (docs/decisions/006-product-rules.md). Any other number is refused: nobody should type a real card here. */
const TEST_CARDS: Record<string, Outcome> = {
  "4242424242424242": "approve",
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
};

const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

const SANDBOX_LEDGER_LIMIT = 10_000;

/** Said with every reconciliation against the sandbox: its list of charges is this process's memory. */
export const SANDBOX_LISTING_CAVEAT =
  "The payment sandbox keeps its charges only in the memory of the process that made them (it moves no money): charges made before this process started, or by another process, were not compared.";

/**
 * The built-in sandbox gateway. Its tokens are signed and self-contained (outcome, last four digits, expiry),
 * so any instance can charge a token another instance issued, and no card number is kept anywhere.
 */
export function createSandboxGateway(options: { secret: string; enabled: boolean }): PaymentGateway & { tokenRouter(limitTokens: RequestHandler): Router } {
  const key = crypto.createHmac("sha256", options.secret).update("sandbox-card-tokens").digest();
  const sign = (payload: string) => crypto.createHmac("sha256", key).update(payload).digest("base64url");

  function issueToken(outcome: Outcome, last4: string): string {
    const payload = Buffer.from(JSON.stringify({ o: outcome, l4: last4, exp: Date.now() + TOKEN_LIFETIME_MS })).toString("base64url");
    return `sbx_tok_${payload}.${sign(payload)}`;
  }

  // What this process charged and refunded, for listCharges: a stand-in for the provider's own records. Kept in
  // memory only (the sandbox moves no money), so the reconciliation says its comparison is partial.
  const ledger = new Map<string, GatewayCharge>();
  const refunds = new Map<string, { chargeId: string; amountCents: number }>();

  function readToken(token: string): { o: Outcome; l4: string } | null {
    const match = /^sbx_tok_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
    if (!match) return null;
    const expected = Buffer.from(sign(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    const data = JSON.parse(Buffer.from(match[1], "base64url").toString()) as { o: Outcome; l4: string; exp: number };
    return data.exp > Date.now() ? data : null;
  }

  return {
    provider: "sandbox",
    demo: true,
    browserConfig: () => ({ apiKey: SANDBOX_API_KEY, tokenizeUrl: SANDBOX_TOKENIZE_PATH, provider: "sandbox" }),

    async charge({ token, idempotencyKey, amountCents, description }: ChargeAttempt): Promise<ChargeOutcome> {
      const card = readToken(token);
      if (!card) return { status: "declined", message: DECLINE_MESSAGES.tokenExpired };
      if (card.o === "decline") return { status: "declined", message: DECLINE_MESSAGES.declined };
      if (card.o === "insufficient_funds") return { status: "declined", message: DECLINE_MESSAGES.insufficientFunds };
      // The same idempotency key always names the same charge, as a real provider's would.
      const chargeId = `sbx_ch_${crypto.createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
      if (!ledger.has(chargeId)) {
        ledger.set(chargeId, { id: chargeId, amountCents, refundedCents: 0, createdAt: new Date(), description });
        // A long-running demo server keeps a bounded memory: the oldest charges go first.
        if (ledger.size > SANDBOX_LEDGER_LIMIT) ledger.delete(ledger.keys().next().value!);
      }
      return { status: "succeeded", chargeId };
    },

    async refund({ chargeId, amountCents, idempotencyKey }: RefundAttempt): Promise<RefundOutcome> {
      if (!chargeId.startsWith("sbx_ch_")) return { status: "refused", message: "This charge was not made by the payment sandbox." };
      const refundId = `sbx_re_${crypto.createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
      // A retried refund (same key) is the same refund: counted once.
      const charge = ledger.get(chargeId);
      if (charge && !refunds.has(refundId)) {
        refunds.set(refundId, { chargeId, amountCents });
        if (refunds.size > SANDBOX_LEDGER_LIMIT) refunds.delete(refunds.keys().next().value!);
        charge.refundedCents = Math.min(charge.amountCents, charge.refundedCents + amountCents);
      }
      return { status: "succeeded", refundId };
    },

    async listCharges({ from, to }): Promise<GatewayChargeList> {
      const charges = [...ledger.values()].filter((c) => c.createdAt >= from && c.createdAt <= to).map((c) => ({ ...c }));
      return { charges, caveat: SANDBOX_LISTING_CAVEAT };
    },

    /** The sandbox's own tokenise endpoint, standing in for the provider's (header `apikey`, body {card}). */
    tokenRouter(limitTokens: RequestHandler) {
      const router = Router();
      router.post(
        "/payments/sandbox/tokens",
        (req, _res, next) => {
          if (!options.enabled) return next(new Unavailable("The payment sandbox is disabled on this server."));
          if (req.get("apikey") !== SANDBOX_API_KEY) return next(new Unauthenticated("Invalid API key"));
          next();
        },
        limitTokens,
        (req, res) => {
          // The sandbox stands in for the provider's token host, so it reads its body itself, as that host would,
          // answering like the app's own validation does: the first problem, and each field's.
          const parsed = tokenizeRequestSchema.safeParse(req.body ?? {});
          if (!parsed.success) {
            const errors: Record<string, string> = {};
            for (const issue of parsed.error.issues) errors[issue.path.join(".") || "body"] ??= issue.message;
            throw new InvalidRequest(parsed.error.issues[0]?.message ?? "Invalid request", { errors });
          }
          const { number, exp_month, exp_year } = parsed.data.card;
          const now = new Date();
          if (exp_year < now.getFullYear() || (exp_year === now.getFullYear() && exp_month < now.getMonth() + 1)) {
            throw new InvalidRequest("Your card has expired.");
          }
          const outcome = TEST_CARDS[number];
          if (!outcome) throw new InvalidRequest("This is a test environment: use a test card such as 4242 4242 4242 4242.");
          res.status(201).json({ id: issueToken(outcome, number.slice(-4)) });
        },
      );
      return router;
    },
  };
}

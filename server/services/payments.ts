import { and, eq, isNull, sql } from "drizzle-orm";
import { orderItems, orders, payments, quotes, users, type OrderRow, type PublicUser, type QuoteRow } from "@shared/schema";
import { announceOrder, announceQuote } from "../events/live-events";
import { balanceDueDate, depositCents, documentNumber, QUOTE_PAYMENT_MESSAGES } from "@shared/rules/quotes";
import { BALANCE_PAYMENT_MESSAGES, proposalAmounts } from "@shared/rules/proposal-payments";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import { businessDates } from "@shared/rules/dates";
import { ORDER_ALREADY_PAID, ORDER_CANCELLED } from "@shared/validators/orders";
import { ORDER_CANCELLED_MESSAGE } from "@shared/rules/order-lifecycle";
import { PHONE_ORDER_SOURCE } from "@shared/validators/phone-orders";
import type { ChargeSucceeded, DepositRefunded, OrderRefunded } from "@shared/api/contract";
import type { Database, Transaction } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { badRequest, conflict, Conflict, notFound, Unavailable } from "../errors";
import type { Logger } from "../logger";
import type { CurrentSettings } from "../settings/current-settings";
import { mailWithChange, type Mailer } from "../mail/mailer";
import type { Email } from "../mail/email";
import { emails, type OrderReceipt } from "../mail/templates";
import { PAYMENT_MESSAGES, type PaymentGateway } from "../payments/gateway";
import { createCardPayments, findSucceededPayment, holdPaymentSubject, holdPaymentSubjects, type ReversalOutcome } from "../payments/card-payments";
import { orderNumber } from "./orders";
import { recordAudit, SYSTEM_ACTOR } from "./audit-log";
import { tokenOpensOrder } from "./order-access";
import { sendOrderConfirmation as sendConfirmation } from "./order-confirmation";
import { earnPointsForOrder, takeBackPointsForRefund } from "./loyalty";
import type { KitchenService } from "./kitchen";
import { CANCELLATION_MESSAGES } from "@shared/rules/cancellation";
import { createProposalCancellation } from "./proposal-cancellation";

export interface PaymentServiceDeps {
  db: Database;
  gateway: PaymentGateway;
  /** False when the sandbox must not mark orders paid (production without DEMO_MODE). */
  gatewayEnabled: boolean;
  mailer: Mailer;
  logger: Logger;
  /** Where the business hears of every paid order (company settings); none: not told. */
  businessEmail?: () => Promise<string>;
  /** The business settings in force: the receipts write dates in its time zone. */
  settings: CurrentSettings;
  /** How long a payment claim holds before a later request may take it over (tests shorten it). */
  claimLeaseMs?: number;
  /** The kitchen's capacity, which an order's charge holds on its day while in flight (services/kitchen.ts). */
  kitchen?: Pick<KitchenService, "holdForCharge" | "releaseHold">;
}

export interface ChargeInput {
  orderId: number;
  token: string;
  amount: string;
  description?: string;
  /** A visitor's access token for the order (from POST /api/orders). */
  orderToken?: string;
}

/**
 * Who pays a proposal: its signed-in client, or the visitor whose proposal link opened this very quote (the link
 * was checked by services/quote-access.ts; a visitor's quote has no account).
 */
export type ProposalPayer = PublicUser | { visitorQuoteId: number };
const pays = (payer: ProposalPayer, quote: Pick<QuoteRow, "id" | "clientId">) =>
  "visitorQuoteId" in payer ? quote.clientId === null && quote.id === payer.visitorQuoteId : quote.clientId === payer.id;

/** The answer of a successful charge, as the API contract declares it. */
export type ChargeAnswer = ChargeSucceeded;

/** The 409 when an admin changes an order its customer is paying at this very moment. */
export const ORDER_PAYMENT_IN_PROGRESS = "A payment for this order is in progress; try again in a moment.";
/** The 409 when the business changes a proposal while its client is paying the deposit. */
export const DEPOSIT_IN_FLIGHT = "The client is paying the deposit right now. Please try again in a minute.";
/** The 409 when the business changes a proposal while its client is paying the balance. */
export const BALANCE_IN_FLIGHT = "The client is paying the balance right now. Please try again in a minute.";

/** The payment claims' subjects (payment_claims): an order's charge, a quote's deposit. */
const orderSubject = (orderId: number) => `order:${orderId}`;
const depositSubject = (quoteId: number) => `deposit:${quoteId}`;
const balanceSubject = (quoteId: number) => `balance:${quoteId}`;

/**
 * What a business change to something being paid for (cancel, status move, expiry of an order; decline, reprice or
 * change of a proposal) takes in its own transaction, after locking the order's or quote's row: the subject's
 * payment claim. A charge in flight wins and the change is refused (409); a charge arriving meanwhile waits at its
 * claim until the change commits, then finds the subject changed before it reaches the card. The other services
 * take claims only through these, so the claims stay this service's own (docs/architecture.md, "Money and the
 * business's changes").
 */
export const paymentHolds = {
  holdOrder: (tx: Transaction, orderId: number): Promise<void> => holdPaymentSubject(tx, orderSubject(orderId), ORDER_PAYMENT_IN_PROGRESS),
  holdDeposit: (tx: Transaction, quoteId: number): Promise<void> => holdPaymentSubject(tx, depositSubject(quoteId), DEPOSIT_IN_FLIGHT),
  /** Taken after holdDeposit by every change to what the balance pays for (reprice, decline, an offline payment). */
  holdBalance: (tx: Transaction, quoteId: number): Promise<void> => holdPaymentSubject(tx, balanceSubject(quoteId), BALANCE_IN_FLIGHT),
  /** Many orders at once (the expiry of unpaid orders): returns the ids whose charge is in flight, to be left alone. */
  async holdOrders(tx: Transaction, orderIds: number[]): Promise<Set<number>> {
    const held = await holdPaymentSubjects(tx, orderIds.map(orderSubject));
    return new Set(orderIds.filter((id) => held.has(orderSubject(id))));
  },
};
export type PaymentHolds = typeof paymentHolds;

/** An admin's deposit refund on a cancelled proposal: the cancellation refunded it by the policy. */
export const CANCELLED_REFUNDED_BY_POLICY = "This proposal was cancelled by its client: its deposit was refunded by the cancellation policy.";

/** Why a charge that went through was given back at once (see reverseCharge in payments/card-payments.ts). */
const ORDER_CANCELLED_WHILE_PAYING = "This order was cancelled while your payment was being processed.";
const PROPOSAL_CHANGED_WHILE_PAYING = "This proposal was changed or declined while your deposit was being processed.";
const PROPOSAL_CHANGED_WHILE_PAYING_BALANCE = "This proposal was changed or declined while your balance payment was being processed.";

const alreadyPaid = (message: string) => new Conflict(message, { code: ORDER_ALREADY_PAID });

/**
 * The charge's first read of the order it is asked to charge, with its lines as the receipt lists them (an order's
 * lines never change once it is placed): the receipt, queued in the payment's transaction, reads nothing more.
 */
const orderById = preparedStatement((db) =>
  db
    .select({
      order: orders,
      receiptLines: sql<OrderReceipt["lines"]>`(
        select coalesce(jsonb_agg(jsonb_build_object('quantity', ${orderItems.quantity}, 'name', ${orderItems.name}, 'option', ${orderItems.option},
          'totalCents', ${orderItems.lineTotalCents}) order by ${orderItems.id}), '[]'::jsonb)
        from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("order_by_id"),
);
/** Read again once the charge's claim is held: paid or cancelled meanwhile, it is not charged. */
const orderStatus = preparedStatement((db) => db.select({ status: orders.status }).from(orders).where(eq(orders.id, sql.placeholder("id"))).prepare("order_status"));

/** Why an order cannot be charged any more: paid already (the client then shows it as paid), or cancelled. */
function notPayable(status: string): Conflict {
  return status === "cancelled" ? new Conflict(ORDER_CANCELLED_MESSAGE, { code: ORDER_CANCELLED }) : alreadyPaid("This order has already been paid.");
}

export function createPaymentService({ db, gateway, gatewayEnabled, mailer, logger, businessEmail, settings, claimLeaseMs, kitchen }: PaymentServiceDeps) {
  const cards = createCardPayments({ db, gateway, logger, leaseMs: claimLeaseMs });
  const successMessage = () => (gateway.demo ? "Payment processed successfully (test mode)!" : "Payment processed successfully!");

  function requireGateway(): void {
    if (!gatewayEnabled) throw new Unavailable(PAYMENT_MESSAGES.notConfigured);
  }

  /**
   * Charges exactly the order's total once, then marks the order paid. A client's order is paid by that
   * client; a visitor's only with its access token. Anyone else learns nothing, not even that it exists.
   */
  async function chargeOrder(
    input: ChargeInput,
    user: PublicUser | undefined,
    /** Writes an Idempotency-Key's answer in the payment's own transaction (server/http/idempotency.ts). */
    answerInTx?: (tx: Transaction, answer: ChargeAnswer & { orderId: number }) => Promise<void>,
  ): Promise<ChargeAnswer & { orderId: number }> {
    requireGateway();
    const [read] = await orderById(db).execute({ id: input.orderId });
    const order = read?.order;
    const receiptLines = read?.receiptLines;
    // Staff take a phone order's card payment, typed in for the customer on the line (docs/product/admin.md, "Phone
    // orders"); any other order is paid by its own customer only.
    const staffTakesPhonePayment = order?.source === PHONE_ORDER_SOURCE && user?.role === "admin";
    const mayPay = order && (staffTakesPhonePayment || (order.userId !== null ? order.userId === user?.id : tokenOpensOrder(order, input.orderToken)));
    if (!order || !mayPay) throw notFound("Order not found");
    if (order.paymentMethod !== "card") throw badRequest("This order is paid at pickup.");
    if (order.status !== "pending_payment") throw notPayable(order.status);
    if (decimalToCents(input.amount) !== order.totalCents) {
      throw badRequest(`The amount must be the order total of $${centsToDecimal(order.totalCents)}.`);
    }

    // Read before the charge's transaction, which may only use its own connection (PGlite has one).
    const businessAddress = businessEmail ? await businessEmail() : null;
    const answer = (chargeId: string) => ({ success: true as const, chargeId, demo: gateway.demo, message: successMessage(), orderId: order.id });
    const { chargeId } = await cards.chargeCard({
      subject: orderSubject(order.id),
      kind: "charge",
      target: { orderId: order.id },
      amountCents: order.totalCents,
      description: input.description || `Creative Cuisines order ${orderNumber(order)}`,
      token: input.token,
      async checkPayable() {
        const [current] = await orderStatus(db).execute({ id: order.id });
        if (current?.status !== "pending_payment") throw notPayable(current?.status ?? "");
        // Of two charges racing for a day's last capacity, the second is refused here, before its card is charged.
        await kitchen?.holdForCharge(orderSubject(order.id), order);
      },
      async markPaid(tx, charged) {
        const [paid] = await tx
          .update(orders)
          .set({ status: "paid", paidAt: new Date(), updatedAt: new Date() })
          .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment")))
          .returning({ id: orders.id });
        // Cancelled meanwhile (the claim should have prevented it): the charge is reversed (reversal below).
        if (!paid) return false;
        await kitchen?.releaseHold(tx, orderSubject(order.id));
        await earnPointsForOrder(tx, { ...order, number: orderNumber(order) });
        await announceOrder(tx, { id: order.id, userId: order.userId, status: "paid" });
        await sendOrderConfirmation(tx, order, businessAddress, receiptLines);
        await answerInTx?.(tx, answer(charged));
        return true;
      },
      reversal: {
        reason: ORDER_CANCELLED_WHILE_PAYING,
        async record(tx, outcome) {
          await recordReversal(tx, { type: "order", id: order.id }, outcome, ORDER_CANCELLED_WHILE_PAYING);
          const email = emails.paymentReversed({ name: order.customerName, what: `order ${orderNumber(order)}`, reason: ORDER_CANCELLED_WHILE_PAYING, ...outcome });
          await sendMail(tx, order.customerEmail, email);
        },
      },
    });
    return answer(chargeId);
  }

  /**
   * The 50% deposit on an accepted, priced quote, by its own client, charged once whatever the retries.
   * A decline changes nothing but a failed-payment row.
   */
  async function chargeQuoteDeposit(
    input: { quoteId: number; token: string; amount: string },
    payer: ProposalPayer,
    /** Writes an Idempotency-Key's answer in the payment's own transaction (server/http/idempotency.ts). */
    answerInTx?: (tx: Transaction, answer: ChargeAnswer) => Promise<void>,
  ): Promise<ChargeAnswer> {
    requireGateway();
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, input.quoteId));
    if (!quote || !pays(payer, quote)) throw notFound("Quote not found");
    // Receipts go to the account, or to the contact a visitor left.
    const receiptTo = "visitorQuoteId" in payer ? quote.contactEmail : payer.email;
    if (quote.status === "cancelled") throw conflict(CANCELLATION_MESSAGES.cancelled);
    if (quote.status !== "accepted") throw conflict("Please accept the proposal before paying the deposit.");
    if (quote.depositPaidAt) throw alreadyPaid("The deposit for this proposal has already been paid.");
    const amountCents = depositCents(quote.totalCents);
    if (amountCents <= 0) throw badRequest(QUOTE_PAYMENT_MESSAGES.pricing);
    if (decimalToCents(input.amount) !== amountCents) throw badRequest(`The deposit is ${formatCents(amountCents)}.`);
    // What the receipt says, read before the charge's transaction (which may only use its own connection): the
    // client's name, and the balance left once this deposit is in, due on the shared rule's date.
    const clientName = await proposalClientName(quote);
    const dates = businessDates(settings().timeZone);
    const deposited = {
      name: clientName,
      number: documentNumber(quote.documentNumber),
      amountCents,
      balanceCents: proposalAmounts({ ...quote, depositPaidCents: amountCents, depositRefundedCents: 0 }).balanceCents,
      balanceDueDate: dates.formatBusinessDate(balanceDueDate(quote.eventDate)),
      eventDate: dates.formatBusinessDate(quote.eventDate),
    };

    const depositAnswer = (chargeId: string): ChargeAnswer => ({ success: true, chargeId, demo: gateway.demo, message: successMessage() });
    const { chargeId } = await cards.chargeCard({
      subject: depositSubject(quote.id),
      kind: "deposit",
      target: { quoteId: quote.id },
      amountCents,
      description: `Deposit for Creative Cuisines quote ${documentNumber(quote.documentNumber)}`,
      token: input.token,
      async checkPayable() {
        const [current] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
        if (current?.depositPaidAt) throw alreadyPaid("The deposit for this proposal has already been paid.");
        // Repriced or declined while the card form was open: the amount shown is no longer the deposit.
        if (current?.status !== "accepted" || current.totalCents !== quote.totalCents) throw conflict("This proposal changed. Please reload it before paying.");
      },
      async markPaid(tx, chargeId) {
        // Only the proposal the client saw: still accepted, at the same price, without a deposit.
        const [paid] = await tx
          .update(quotes)
          .set({ depositPaidCents: amountCents, depositPaidAt: new Date(), updatedAt: new Date() })
          .where(and(eq(quotes.id, quote.id), isNull(quotes.depositPaidAt), eq(quotes.status, "accepted"), eq(quotes.totalCents, quote.totalCents)))
          .returning({ id: quotes.id });
        if (!paid) return false;
        await announceQuote(tx, quote);
        await sendMail(
          tx,
          receiptTo,
          emails.depositReceived({ ...deposited, chargeId }),
        );
        await answerInTx?.(tx, depositAnswer(chargeId));
        return true;
      },
      reversal: {
        reason: PROPOSAL_CHANGED_WHILE_PAYING,
        async record(tx, outcome) {
          await recordReversal(tx, { type: "quote", id: quote.id }, outcome, PROPOSAL_CHANGED_WHILE_PAYING);
          const what = `the deposit on proposal ${documentNumber(quote.documentNumber)}`;
          await sendMail(tx, receiptTo, emails.paymentReversed({ name: clientName, what, reason: PROPOSAL_CHANGED_WHILE_PAYING, ...outcome }));
        },
      },
    });
    logger.info({ quoteId: quote.id, event: "deposit_paid", demo: gateway.demo }, "deposit paid");
    return depositAnswer(chargeId);
  }

  /**
   * The balance of an accepted proposal whose deposit is paid, by its own client or the visitor whose link opened it,
   * through the same card path as the deposit: charged once whatever the retries, and serialized on the balance's
   * claim against the business's changes (reprice, decline, an offline payment recorded), which hold it too. The
   * amount is what is still owed now.
   */
  async function chargeQuoteBalance(
    input: { quoteId: number; token: string; amount: string },
    payer: ProposalPayer,
    /** Writes an Idempotency-Key's answer in the payment's own transaction (server/http/idempotency.ts). */
    answerInTx?: (tx: Transaction, answer: ChargeAnswer) => Promise<void>,
  ): Promise<ChargeAnswer> {
    requireGateway();
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, input.quoteId));
    if (!quote || !pays(payer, quote)) throw notFound("Quote not found");
    // Receipts go to the account, or to the contact a visitor left.
    const receiptTo = "visitorQuoteId" in payer ? quote.contactEmail : payer.email;
    /** Why the balance of `row` cannot be charged now, or null. */
    const refusal = (row: QuoteRow | undefined): Conflict | null => {
      if (row?.status === "cancelled") return conflict(CANCELLATION_MESSAGES.cancelled);
      if (row?.balancePaidAt) return alreadyPaid(BALANCE_PAYMENT_MESSAGES.alreadyPaid);
      if (row?.status !== "accepted") return conflict(BALANCE_PAYMENT_MESSAGES.notAccepted);
      if (!row.depositPaidAt) return conflict(BALANCE_PAYMENT_MESSAGES.depositFirst);
      if (proposalAmounts(row).payableBalanceCents <= 0) return conflict(BALANCE_PAYMENT_MESSAGES.nothingOwed);
      return null;
    };
    const refused = refusal(quote);
    if (refused) throw refused;
    const amountCents = proposalAmounts(quote).payableBalanceCents;
    if (decimalToCents(input.amount) !== amountCents) throw badRequest(`The balance is ${formatCents(amountCents)}.`);
    /** The figures the amount was worked out from: the balance is charged only while they stand. */
    const unchanged = and(
      eq(quotes.id, quote.id),
      eq(quotes.status, "accepted"),
      isNull(quotes.balancePaidAt),
      eq(quotes.totalCents, quote.totalCents),
      eq(quotes.depositPaidCents, quote.depositPaidCents!),
      eq(quotes.offlinePaidCents, quote.offlinePaidCents),
    );
    // A partial deposit refund landing meanwhile is not part of it: it takes no claim of the balance, and the balance
    // charged is then what was owed before it (never more than the total); what the refund left shows as still owed.

    const balanceAnswer = (chargeId: string): ChargeAnswer => ({ success: true, chargeId, demo: gateway.demo, message: successMessage() });
    const number = documentNumber(quote.documentNumber);
    const clientName = await proposalClientName(quote);
    const { chargeId } = await cards.chargeCard({
      subject: balanceSubject(quote.id),
      kind: "balance",
      target: { quoteId: quote.id },
      amountCents,
      description: `Balance for Creative Cuisines quote ${number}`,
      token: input.token,
      async checkPayable() {
        const [current] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
        const refusedNow = refusal(current);
        if (refusedNow) throw refusedNow;
        // Repriced, refunded or paid offline while the card form was open: the amount shown is no longer the balance.
        if (proposalAmounts(current).payableBalanceCents !== amountCents) throw conflict(BALANCE_PAYMENT_MESSAGES.changed);
      },
      async markPaid(tx, charged) {
        const [paid] = await tx
          .update(quotes)
          .set({ balancePaidCents: amountCents, balancePaidAt: new Date(), updatedAt: new Date() })
          .where(unchanged)
          .returning({ id: quotes.id });
        if (!paid) return false;
        await announceQuote(tx, quote);
        await sendMail(tx, receiptTo, emails.balanceReceived({ name: clientName, number, amountCents, chargeId: charged }));
        await answerInTx?.(tx, balanceAnswer(charged));
        return true;
      },
      reversal: {
        reason: PROPOSAL_CHANGED_WHILE_PAYING_BALANCE,
        async record(tx, outcome) {
          await recordReversal(tx, { type: "quote", id: quote.id }, outcome, PROPOSAL_CHANGED_WHILE_PAYING_BALANCE);
          const what = `the balance on proposal ${number}`;
          await sendMail(tx, receiptTo, emails.paymentReversed({ name: clientName, what, reason: PROPOSAL_CHANGED_WHILE_PAYING_BALANCE, ...outcome }));
        },
      },
    });
    logger.info({ quoteId: quote.id, event: "balance_paid", demo: gateway.demo }, "balance paid");
    return balanceAnswer(chargeId);
  }

  /**
   * An admin gives all or part of a quote's deposit back through the gateway (recorded, audited, emailed), one
   * refund at a time per deposit and never more than was paid. A full refund clears the deposit: the proposal may
   * then be repriced or declined, and a new deposit taken. A partial one (a cancellation fee kept) leaves it paid.
   */
  async function refundQuoteDeposit(
    admin: PublicUser,
    quoteId: number,
    input: { amount?: string; reason: string },
    /** Writes an Idempotency-Key's answer in the refund's own transaction (server/http/idempotency.ts). */
    answerInTx?: (tx: Transaction, answer: DepositRefunded) => Promise<void>,
  ): Promise<DepositRefunded> {
    requireGateway();
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!quote) throw notFound("Quote not found");
    // A cancelled proposal's refund follows the cancellation policy (services/proposal-cancellation.ts), alone.
    if (quote.status === "cancelled") throw conflict(CANCELLED_REFUNDED_BY_POLICY);
    const deposit = await findSucceededPayment(db, "deposit", { quoteId });
    if (!quote.depositPaidAt || quote.depositPaidCents === null || !deposit?.chargeId) throw conflict("This proposal has no deposit to refund.");
    const charge = { id: deposit.id, chargeId: deposit.chargeId, amountCents: deposit.amountCents };
    const left = (refunded: number) => charge.amountCents - refunded;
    const amountCents = input.amount === undefined ? left(quote.depositRefundedCents) : decimalToCents(input.amount);
    if (amountCents === null || amountCents <= 0) throw badRequest("The refund must be more than $0.00.", { field: "amount" });
    const refundable = (refunded: number) => {
      if (amountCents > left(refunded)) throw conflict(left(refunded) > 0 ? `At most ${formatCents(left(refunded))} of this deposit can still be refunded.` : "This deposit has already been refunded.");
    };
    refundable(quote.depositRefundedCents);

    const { refundId } = await cards.refundCharge({
      payment: charge,
      target: { quoteId },
      amountCents,
      reason: input.reason,
      async checkRefundable() {
        // Again once this refund holds the deposit's claim: an earlier refund may have landed meanwhile.
        const [current] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, charge.id));
        const [now] = await db.select({ refunded: quotes.depositRefundedCents, paidAt: quotes.depositPaidAt, status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
        if (now?.status === "cancelled") throw conflict(CANCELLED_REFUNDED_BY_POLICY);
        if (current?.status !== "succeeded" || !now?.paidAt) throw conflict("This deposit has already been refunded.");
        refundable(now.refunded);
      },
      async markRefunded(tx, refundId, refundPaymentId) {
        const [updated] = await tx
          .update(quotes)
          .set({ depositRefundedCents: sql`${quotes.depositRefundedCents} + ${amountCents}`, updatedAt: new Date() })
          .where(and(eq(quotes.id, quoteId), sql`${quotes.depositRefundedCents} + ${amountCents} <= ${charge.amountCents}`))
          .returning({ refunded: quotes.depositRefundedCents });
        // The provider refunded already: record it even so, and say so loudly, rather than lose track of money.
        if (!updated) logger.error({ quoteId, refundId }, "a refund passed the deposit");
        await announceQuote(tx, quote);
        if (updated && updated.refunded === charge.amountCents) {
          await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, charge.id));
          await tx.update(quotes).set({ depositPaidCents: null, depositPaidAt: null, depositRefundedCents: 0 }).where(eq(quotes.id, quoteId));
        }
        await recordAudit(tx, admin, {
          action: "quote.deposit_refund",
          entityType: "quote",
          entityId: quoteId,
          before: { depositPaidCents: quote.depositPaidCents, depositRefundedCents: quote.depositRefundedCents },
          after: { refundedCents: amountCents, depositRefundedCents: updated?.refunded, refundId, refundPaymentId, reason: input.reason },
        });
        const [owner] = quote.clientId ? await tx.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, quote.clientId)) : [];
        const whole = amountCents === left(quote.depositRefundedCents);
        await sendMail(
          tx,
          owner?.email ?? quote.contactEmail,
          emails.depositRefunded({ name: owner?.fullName || quote.contactName, number: documentNumber(quote.documentNumber), amountCents, whole, reason: input.reason, refundId }),
        );
        await answerInTx?.(tx, { refundId, amount: centsToDecimal(amountCents) });
      },
    });
    return { refundId, amount: centsToDecimal(amountCents) };
  }

  /**
   * An admin gives back all or part of an order's card payment through the gateway. Refunds of one order run one at
   * a time (the charge's claim), and the refunded total never passes what was paid: the check runs again after the
   * claim, and the update itself refuses to go past the total.
   */
  async function refundOrder(
    admin: PublicUser,
    orderId: number,
    input: { amount: string; reason: string },
    /** Writes an Idempotency-Key's answer in the refund's own transaction (server/http/idempotency.ts). */
    answerInTx?: (tx: Transaction, answer: OrderRefunded) => Promise<void>,
  ): Promise<OrderRefunded> {
    requireGateway();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound("Order not found");
    const charge = await findSucceededPayment(db, "charge", { orderId });
    if (order.paymentMethod !== "card" || !order.paidAt || !charge?.chargeId) throw conflict("This order has no card payment to refund.");
    const amountCents = decimalToCents(input.amount) ?? 0;
    if (amountCents <= 0) throw badRequest("The refund must be more than $0.00.", { field: "amount" });
    const refundable = (refunded: number) => {
      const left = order.totalCents - refunded;
      if (amountCents > left) throw conflict(left > 0 ? `At most ${formatCents(left)} of this order can still be refunded.` : "This order has been refunded in full.");
    };
    refundable(order.refundedCents);

    const refunded = async (executor: Database | Transaction, refundId: string): Promise<OrderRefunded> => {
      const [after] = await executor.select().from(orders).where(eq(orders.id, orderId));
      return { refundId, amount: centsToDecimal(amountCents), refundedAmount: centsToDecimal(after.refundedCents), paidAmount: centsToDecimal(after.totalCents) };
    };
    let answered: OrderRefunded | undefined;
    const { refundId } = await cards.refundCharge({
      payment: { id: charge.id, chargeId: charge.chargeId, amountCents: charge.amountCents },
      target: { orderId },
      amountCents,
      reason: input.reason,
      async checkRefundable() {
        const [current] = await db.select({ refundedCents: orders.refundedCents }).from(orders).where(eq(orders.id, orderId));
        refundable(current.refundedCents);
      },
      async markRefunded(tx, refundId, refundPaymentId) {
        const [updated] = await tx
          .update(orders)
          .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}`, updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), sql`${orders.refundedCents} + ${amountCents} <= ${orders.totalCents}`))
          .returning({ refundedCents: orders.refundedCents });
        // The provider refunded already: record it even so, and say so loudly, rather than lose track of money.
        if (!updated) logger.error({ orderId, refundId }, "a refund passed the order total");
        else await takeBackPointsForRefund(tx, { ...order, number: orderNumber(order) }, updated.refundedCents);
        await announceOrder(tx, order);
        await recordAudit(tx, admin, {
          action: "order.refund",
          entityType: "order",
          entityId: orderId,
          before: { refundedCents: order.refundedCents },
          after: { refundedCents: updated?.refundedCents, amountCents, refundId, refundPaymentId, reason: input.reason },
        });
        await sendMail(tx, order.customerEmail, emails.orderRefund({ customerName: order.customerName, number: orderNumber(order), amountCents, reason: input.reason, refundId }));
        if (answerInTx) {
          answered = await refunded(tx, refundId);
          await answerInTx(tx, answered);
        }
      },
    });
    return answered ?? refunded(db, refundId);
  }

  /** The audit entry of a charge given back because its subject stopped being payable while it was charged. */
  async function recordReversal(tx: Transaction, entity: { type: "order" | "quote"; id: number }, outcome: ReversalOutcome, reason: string): Promise<void> {
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: "payment.reversed",
      entityType: entity.type,
      entityId: entity.id,
      before: { paymentId: outcome.paymentId, chargeId: outcome.chargeId, amountCents: outcome.amountCents },
      after: { refunded: outcome.refunded, refundId: outcome.refundId, reason },
    });
  }

  /** What a proposal's emails call its client: their account's full name, else the name on the proposal (a visitor's). */
  async function proposalClientName(quote: Pick<QuoteRow, "clientId" | "contactName">): Promise<string | null> {
    const [owner] = quote.clientId ? await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, quote.clientId)) : [];
    return owner?.fullName || quote.contactName || null;
  }

  /** Queued with the payment's record: sent if and only if it commits, and the payment stands whatever happens to the email. */
  async function sendMail(tx: Transaction, to: string | null | undefined, email: Email): Promise<void> {
    if (to) await mailWithChange(tx, mailer, { to, email }, logger);
  }

  /** The receipt and the business's notice, from the order as read before the charge (what they show has not changed). */
  async function sendOrderConfirmation(tx: Transaction, order: OrderRow, businessAddress: string | null, lines?: OrderReceipt["lines"]): Promise<void> {
    await sendConfirmation(tx, { mailer, logger }, order, businessAddress, lines);
  }

  // The client's cancellation by policy refunds through this service's one card path (services/proposal-cancellation.ts).
  const cancellation = createProposalCancellation({ db, cards, holds: paymentHolds, requireGateway, mailer, logger, businessEmail, settings });

  return { ...paymentHolds, ...cancellation, chargeOrder, chargeQuoteDeposit, chargeQuoteBalance, refundQuoteDeposit, refundOrder };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

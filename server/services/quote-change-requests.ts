import { and, desc, eq, inArray } from "drizzle-orm";
import {
  menuItems,
  messages,
  quoteChangeRequests,
  quoteLines,
  quotes,
  type PublicUser,
  type QuoteChangeRequestRow,
  type QuoteRow,
  type QuoteVersionLine,
} from "@shared/schema";
import {
  CHANGE_REQUEST_MESSAGES,
  changeDishesProblem,
  changeRequestRefusal,
  effectiveChange,
  isEmptyChange,
  isToBePricedLine,
  repriceChange,
  type ChangeEstimate,
  type ChangeRequestBody,
  type MenuDish,
  type RequestedChange,
} from "@shared/rules/change-requests";
import { centsToDecimal, formatCents } from "@shared/rules/money";
import { documentNumber } from "@shared/rules/quotes";
import {
  hasPaymentsBeyondDeposit,
  PAID_PROPOSAL_LOCKED,
  proposalAmounts,
} from "@shared/rules/proposal-payments";
import type { ProposalLine } from "@shared/rules/proposals";
import type { Answer } from "@shared/api/wire";
import type * as view from "@shared/api/responses";
import type { Database, Transaction } from "../db/client";
import { badRequest, conflict, isUniqueViolation, notFound } from "../errors";
import { emails } from "../mail/templates";
import { announceQuote, publishLiveEvent } from "../events/live-events";
import { recordAudit } from "./audit-log";
import { asVersionLine, currentLines as storedLines, recordNextVersion } from "./quote-versions";
import {
  toQuoteView,
  type QuoteCommon,
  type QuoteServiceDeps,
} from "./quote-common";

type ChangeRequestView = Answer<typeof view.changeRequestView>;
type ChangeRequestsView = Answer<typeof view.changeRequestsView>;
type ChangeRequestLineView = Answer<typeof view.changeRequestLineView>;

/** Who asks: the proposal's signed-in client, or the visitor holding its link (no account). */
type Requester = { kind: "client"; user: PublicUser } | { kind: "link" };

const toLineView = (line: QuoteVersionLine): ChangeRequestLineView => ({
  kind: line.kind,
  menuItemId: line.menuItemId,
  description: line.description,
  quantity: line.quantity,
  unitPrice: centsToDecimal(line.unitPriceCents),
  lineTotal: centsToDecimal(line.lineTotalCents),
  rateBasisPoints: line.rateBasisPoints,
  perPerson: line.perPerson,
  toBePriced: isToBePricedLine(line),
});

const toProposalLine = ({
  kind,
  menuItemId,
  description,
  quantity,
  unitPriceCents,
  rateBasisPoints,
  perPerson,
}: QuoteVersionLine): ProposalLine => ({
  kind,
  menuItemId,
  description,
  quantity,
  unitPriceCents,
  rateBasisPoints,
  perPerson,
});

const versionLines = (estimate: ChangeEstimate): QuoteVersionLine[] => estimate.lines.map(asVersionLine);

const changeOf = (row: QuoteChangeRequestRow): RequestedChange => ({
  guestCount: row.guestCount,
  eventDate: row.eventDate,
  menuItemIds: row.menuItemIds,
  notes: row.notes,
});

/**
 * Change requests (docs/decisions/015-proposal-versions.md): a proposal's client — signed in, or a visitor through
 * their link — asks to change the guest count, date, dishes or notes; the server reprices the proposal with the change
 * by the shared rules (shared/rules/change-requests.ts) and keeps the estimate; an admin approves it (the proposal
 * takes it and becomes its next version) or declines it with a reason. After the final guest count deadline the
 * guest count and dishes are locked, checked when asked and again when approved.
 */
export function createQuoteChangeRequests(
  {
    db,
    businessEmail,
    payments,
    links,
    kitchen,
    appUrl,
  }: Pick<
    QuoteServiceDeps,
    "db" | "businessEmail" | "payments" | "links" | "kitchen" | "appUrl"
  >,
  common: QuoteCommon,
) {
  const {
    dates,
    checkMenuItems,
    dishNames,
    loadVisible,
    ownerDetails,
    ownerWanting,
    mailWithQuoteChange,
    postBusinessMessage,
    getQuote,
  } = common;

  async function menuOf(
    ids: readonly number[],
    executor: Database | Transaction = db,
  ): Promise<Map<number, MenuDish>> {
    if (!ids.length) return new Map();
    const rows = await executor
      .select({
        id: menuItems.id,
        name: menuItems.name,
        price: menuItems.price,
      })
      .from(menuItems)
      .where(
        and(inArray(menuItems.id, [...ids]), eq(menuItems.isActive, true)),
      );
    return new Map(rows.map((row) => [row.id, row]));
  }

  function currentLines(quoteId: number, executor: Database | Transaction = db): Promise<QuoteVersionLine[]> {
    return storedLines(executor, quoteId);
  }

  /** The proposal as it now stands, repriced with `change` by the one shared function. */
  function reprice(
    quote: QuoteRow,
    lines: QuoteVersionLine[],
    change: RequestedChange,
    menu: ReadonlyMap<number, MenuDish>,
  ): ChangeEstimate {
    const result = repriceChange(
      {
        menuPackage: quote.menuPackage,
        guestCount: quote.guestCount,
        totalCents: quote.totalCents,
        menuItemIds: quote.menuItemIds,
        lines: lines.map(toProposalLine),
      },
      change,
      menu,
    );
    if (!result.ok) throw badRequest(result.message);
    return result.estimate;
  }

  /** Money that a new total must respect: nothing beyond the deposit received, and never below what was paid. */
  function checkMoney(quote: QuoteRow, totalCents: number): void {
    if (totalCents === quote.totalCents) return;
    if (hasPaymentsBeyondDeposit(quote)) throw conflict(PAID_PROPOSAL_LOCKED);
    const paid = proposalAmounts(quote).receivedCents;
    if (totalCents < paid)
      throw conflict(CHANGE_REQUEST_MESSAGES.belowPaid(formatCents(paid)));
  }

  async function toView(
    row: QuoteChangeRequestRow,
    executor: Database | Transaction = db,
  ): Promise<ChangeRequestView> {
    return {
      id: row.id,
      quoteId: row.quoteId,
      status: row.status as ChangeRequestView["status"],
      baseVersion: row.baseVersion,
      guestCount: row.guestCount,
      eventDate: row.eventDate?.toISOString() ?? null,
      menuItemIds: row.menuItemIds,
      dishes: row.menuItemIds
        ? await namesInOrder(row.menuItemIds, executor)
        : null,
      notes: row.notes,
      estimateLines: row.estimateLines.map(toLineView),
      estimateAmount: centsToDecimal(row.estimateCents),
      resultingVersion: row.resultingVersion,
      response: row.response,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  async function namesInOrder(
    ids: number[],
    executor: Database | Transaction,
  ): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await executor
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(inArray(menuItems.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    return ids.map((id) => byId.get(id) ?? "A dish no longer on the menu");
  }

  async function listFor(quote: QuoteRow): Promise<ChangeRequestsView> {
    const [rows, lines] = await Promise.all([
      db
        .select()
        .from(quoteChangeRequests)
        .where(eq(quoteChangeRequests.quoteId, quote.id))
        .orderBy(
          desc(quoteChangeRequests.createdAt),
          desc(quoteChangeRequests.id),
        ),
      currentLines(quote.id),
    ]);
    const requests: ChangeRequestView[] = [];
    for (const row of rows) requests.push(await toView(row));
    return {
      requests,
      basis: {
        version: quote.version,
        menuPackage: quote.menuPackage,
        guestCount: quote.guestCount,
        totalAmount: centsToDecimal(quote.totalCents),
        menuItemIds: quote.menuItemIds,
        lines: lines.map(toLineView),
      },
    };
  }

  /** What the change asks, in the thread's words: "120 guests (was 100); the event on …; new estimate $4,800.00". */
  async function describe(
    quote: QuoteRow,
    change: RequestedChange,
    estimateCents: number,
  ): Promise<string> {
    const when = dates();
    const parts = [
      change.guestCount !== null
        ? `${change.guestCount} guests (was ${quote.guestCount})`
        : null,
      change.eventDate
        ? `the event on ${when.formatEventStart(change.eventDate)} (was ${when.formatEventStart(quote.eventDate)})`
        : null,
      change.menuItemIds
        ? `dishes: ${(await dishNames(change.menuItemIds)).join(", ") || "none"}`
        : null,
      change.notes !== null ? `notes: ${change.notes}` : null,
    ].filter((p): p is string => p !== null);
    const price =
      estimateCents === quote.totalCents
        ? `the total stays ${formatCents(estimateCents)}`
        : `new estimate ${formatCents(estimateCents)} (was ${formatCents(quote.totalCents)})`;
    return `Change request for proposal ${documentNumber(quote.documentNumber)}: ${parts.join("; ")}; ${price}.`;
  }

  async function create(
    quote: QuoteRow,
    requester: Requester,
    body: ChangeRequestBody,
  ): Promise<ChangeRequestView> {
    const change = effectiveChange(quote, body);
    if (isEmptyChange(change))
      throw badRequest(CHANGE_REQUEST_MESSAGES.nothing);
    const refusal = changeRequestRefusal(quote, change, new Date(), dates());
    if (refusal) throw conflict(refusal);
    let menu = new Map<number, MenuDish>();
    if (change.menuItemIds) {
      const problem = changeDishesProblem(
        quote.menuPackage,
        change.menuItemIds,
      );
      if (problem) throw badRequest(problem);
      // Dishes kept may stay whatever the menu did since; the ones added must be on it (a package's, fixed-price).
      const added = change.menuItemIds.filter(
        (id) => !quote.menuItemIds.includes(id),
      );
      await checkMenuItems(added, {
        allowMarketValue: quote.menuPackage === "custom",
      });
      menu = await menuOf(added);
    }
    const estimate = reprice(quote, await currentLines(quote.id), change, menu);
    checkMoney(quote, estimate.totalCents);
    const [pending] = await db
      .select({ id: quoteChangeRequests.id })
      .from(quoteChangeRequests)
      .where(
        and(
          eq(quoteChangeRequests.quoteId, quote.id),
          eq(quoteChangeRequests.status, "pending"),
        ),
      );
    if (pending) throw conflict(CHANGE_REQUEST_MESSAGES.pending);

    const content = await describe(quote, change, estimate.totalCents);
    const to = await businessEmail();
    const owner = await ownerDetails(quote);
    const from =
      owner.name ||
      (requester.kind === "client"
        ? requester.user.username
        : (quote.contactEmail ?? "A visitor"));
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quoteChangeRequests)
          .values({
            quoteId: quote.id,
            requestedBy: requester.kind === "client" ? requester.user.id : null,
            baseVersion: quote.version,
            guestCount: change.guestCount,
            eventDate: change.eventDate,
            menuItemIds: change.menuItemIds,
            notes: change.notes,
            estimateLines: versionLines(estimate),
            estimateCents: estimate.totalCents,
          })
          .returning();
        // On the proposal's thread, as the client wrote it, and to the business live and by email (as a message is).
        const [message] = await tx
          .insert(messages)
          .values(
            requester.kind === "client"
              ? { quoteId: quote.id, senderId: requester.user.id, content }
              : {
                  quoteId: quote.id,
                  senderId: null,
                  fromContact: true,
                  content,
                },
          )
          .returning({ id: messages.id });
        await publishLiveEvent(
          tx,
          [quote.clientId ? { userId: quote.clientId } : null, "admins"],
          "message",
          { quoteId: quote.id, messageId: message.id, fromBusiness: false },
        );
        await announceQuote(tx, quote);
        await mailWithQuoteChange(
          tx,
          to,
          emails.newMessage({
            number: documentNumber(quote.documentNumber),
            byBusiness: false,
            from,
            content,
            messagesUrl: `${appUrl}/messages`,
          }),
        );
        return toView(row, tx);
      });
    } catch (error) {
      // Two requests at once: the one-pending index lets one through.
      if (isUniqueViolation(error))
        throw conflict(CHANGE_REQUEST_MESSAGES.pending);
      throw error;
    }
  }

  async function withdraw(
    quote: QuoteRow,
    requester: Requester,
    requestId: number,
  ): Promise<ChangeRequestView> {
    return db.transaction(async (tx) => {
      const row = await pendingRequest(tx, quote.id, requestId, true);
      const [updated] = await tx
        .update(quoteChangeRequests)
        .set({ status: "withdrawn", decidedAt: new Date() })
        .where(eq(quoteChangeRequests.id, row.id))
        .returning();
      const content = `I withdrew my change request for proposal ${documentNumber(quote.documentNumber)}.`;
      const [message] = await tx
        .insert(messages)
        .values(
          requester.kind === "client"
            ? { quoteId: quote.id, senderId: requester.user.id, content }
            : { quoteId: quote.id, senderId: null, fromContact: true, content },
        )
        .returning({ id: messages.id });
      await publishLiveEvent(
        tx,
        [quote.clientId ? { userId: quote.clientId } : null, "admins"],
        "message",
        { quoteId: quote.id, messageId: message.id, fromBusiness: false },
      );
      return toView(updated, tx);
    });
  }

  /** The client's own proposal: anyone else (an admin included, who changes a proposal directly) gets its 404. */
  async function ownQuote(
    user: PublicUser,
    quoteId: number,
  ): Promise<QuoteRow> {
    const quote = await loadVisible(user, quoteId);
    if (quote.clientId !== user.id) throw notFound("Quote not found");
    return quote;
  }

  async function listChangeRequests(
    user: PublicUser,
    quoteId: number,
  ): Promise<ChangeRequestsView> {
    return listFor(await loadVisible(user, quoteId));
  }

  async function requestChange(
    user: PublicUser,
    quoteId: number,
    body: ChangeRequestBody,
  ): Promise<ChangeRequestView> {
    return create(
      await ownQuote(user, quoteId),
      { kind: "client", user },
      body,
    );
  }

  async function withdrawChangeRequest(
    user: PublicUser,
    quoteId: number,
    requestId: number,
  ): Promise<ChangeRequestView> {
    return withdraw(
      await ownQuote(user, quoteId),
      { kind: "client", user },
      requestId,
    );
  }

  const openLink = (token: string) => links.open(db, token);

  async function listChangeRequestsByLink(
    token: string,
  ): Promise<ChangeRequestsView> {
    return listFor(await openLink(token));
  }

  async function requestChangeByLink(
    token: string,
    body: ChangeRequestBody,
  ): Promise<ChangeRequestView> {
    return create(await openLink(token), { kind: "link" }, body);
  }

  async function withdrawChangeRequestByLink(
    token: string,
    requestId: number,
  ): Promise<ChangeRequestView> {
    return withdraw(await openLink(token), { kind: "link" }, requestId);
  }

  async function pendingRequest(
    executor: Database | Transaction,
    quoteId: number,
    requestId: number,
    lock: boolean,
  ): Promise<QuoteChangeRequestRow> {
    const query = executor
      .select()
      .from(quoteChangeRequests)
      .where(
        and(
          eq(quoteChangeRequests.id, requestId),
          eq(quoteChangeRequests.quoteId, quoteId),
        ),
      );
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound("Change request not found");
    if (row.status !== "pending")
      throw conflict(CHANGE_REQUEST_MESSAGES.notPending);
    return row;
  }

  /**
   * The admin approves: the proposal takes the change (date, guests, dishes, notes) and its estimate (lines and
   * total), and becomes its next version. Serialized as the admin's own changes are (quote-proposals.ts adminUpdate):
   * under the quote's row lock, holding the deposit's and the balance's payment claims, the kitchen checked, the
   * 72-hour lock and the money checked again on the quote as it is then.
   */
  async function approveChangeRequest(
    admin: PublicUser,
    quoteId: number,
    requestId: number,
    response: string | null,
  ): Promise<{
    request: ChangeRequestView;
    quote: Awaited<ReturnType<typeof getQuote>>;
  }> {
    // Read before the transaction, which may only use its own connection (PGlite has one).
    const [before] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.id, quoteId));
    if (!before) throw notFound("Quote not found");
    const asked = await pendingRequest(db, quoteId, requestId, false);
    const change = changeOf(asked);
    const menu = await menuOf(change.menuItemIds ?? []);
    const moves =
      change.eventDate !== null ||
      change.guestCount !== null ||
      change.menuItemIds !== null;
    // A proposal not yet booked is checked as a new request is; a booked event under the day's lock, below.
    if (moves && before.status !== "accepted") {
      await kitchen?.checkNewQuote(
        change.eventDate ?? before.eventDate,
        change.guestCount ?? before.guestCount,
        change.menuItemIds ?? before.menuItemIds,
      );
    }
    const toClient = await ownerWanting(before, "quoteUpdates");
    const clientName = (await ownerDetails(before)).name;

    const requestView = await db.transaction(async (tx) => {
      // Locked: a deposit or balance being recorded now either lands first (and is counted below) or waits for this.
      const [quote] = await tx
        .select()
        .from(quotes)
        .where(eq(quotes.id, quoteId))
        .for("update");
      if (!quote) throw notFound("Quote not found");
      await payments.holdDeposit(tx, quoteId);
      await payments.holdBalance(tx, quoteId);
      const row = await pendingRequest(tx, quoteId, requestId, true);
      const refusal = changeRequestRefusal(quote, change, new Date(), dates());
      if (refusal) throw conflict(refusal);
      // Asked against this version: the business approves the estimate the client saw. The proposal changed since: the
      // same change, priced again on the proposal as it now is.
      const lines = await currentLines(quoteId, tx);
      const estimate: ChangeEstimate =
        row.baseVersion === quote.version
          ? {
              lines: row.estimateLines.map((l) => ({
                ...toProposalLine(l),
                lineTotalCents: l.lineTotalCents,
              })),
              totalCents: row.estimateCents,
              toBePriced: [],
            }
          : reprice(quote, lines, change, menu);
      checkMoney(quote, estimate.totalCents);
      const after = {
        eventDate: change.eventDate ?? quote.eventDate,
        guestCount: change.guestCount ?? quote.guestCount,
        menuItemIds: change.menuItemIds ?? quote.menuItemIds,
      };
      if (quote.status === "accepted" && moves)
        await kitchen?.checkAcceptance(tx, { ...quote, ...after });
      await tx
        .update(quotes)
        .set({
          ...after,
          ...(change.notes !== null ? { notes: change.notes } : {}),
          totalCents: estimate.totalCents,
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, quoteId));
      if (lines.length || estimate.lines.length) {
        await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
        if (estimate.lines.length)
          await tx
            .insert(quoteLines)
            .values(
              versionLines(estimate).map((line, position) => ({
                ...line,
                quoteId,
                position,
              })),
            );
      }
      const { quote: updated, version } = await recordNextVersion(
        tx,
        quoteId,
        "change-request",
        admin.id,
      );
      const [decided] = await tx
        .update(quoteChangeRequests)
        .set({
          status: "approved",
          resultingVersion: version.version,
          decidedBy: admin.id,
          decidedAt: new Date(),
          response,
          estimateLines: versionLines(estimate),
          estimateCents: estimate.totalCents,
        })
        .where(eq(quoteChangeRequests.id, row.id))
        .returning();
      await recordAudit(tx, admin, {
        action: "quote.change-request.approve",
        entityType: "quote",
        entityId: quoteId,
        before: { ...toQuoteView(quote), lines },
        after: {
          ...toQuoteView(updated),
          lines: versionLines(estimate),
          changeRequestId: row.id,
          response,
        },
      });
      const number = documentNumber(updated.documentNumber);
      const news = `We approved your change request: proposal ${number} is now version ${version.version}, ${formatCents(updated.totalCents)} for ${updated.guestCount} guests on ${dates().formatEventStart(updated.eventDate)}.${response ? ` ${response}` : ""}`;
      await postBusinessMessage(tx, admin, updated, news);
      await announceQuote(tx, updated);
      await mailWithQuoteChange(
        tx,
        toClient,
        emails.proposalUpdated({
          name: clientName,
          number,
          news,
          proposalsUrl: links.urlFor(updated),
        }),
      );
      return toView(decided, tx);
    });
    return { request: requestView, quote: await getQuote(admin, quoteId) };
  }

  /** The admin declines, saying why: the proposal stays as it is; the client reads the reason on the thread and by email. */
  async function declineChangeRequest(
    admin: PublicUser,
    quoteId: number,
    requestId: number,
    response: string,
  ): Promise<ChangeRequestView> {
    const [quote] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.id, quoteId));
    if (!quote) throw notFound("Quote not found");
    const toClient = await ownerWanting(quote, "quoteUpdates");
    const clientName = (await ownerDetails(quote)).name;
    return db.transaction(async (tx) => {
      const row = await pendingRequest(tx, quoteId, requestId, true);
      const [decided] = await tx
        .update(quoteChangeRequests)
        .set({
          status: "declined",
          decidedBy: admin.id,
          decidedAt: new Date(),
          response,
        })
        .where(eq(quoteChangeRequests.id, row.id))
        .returning();
      await recordAudit(tx, admin, {
        action: "quote.change-request.decline",
        entityType: "quote",
        entityId: quoteId,
        before: { changeRequestId: row.id, status: row.status },
        after: { changeRequestId: row.id, status: "declined", response },
      });
      const number = documentNumber(quote.documentNumber);
      const content = `We could not make the changes you asked for on proposal ${number}: ${response}`;
      await postBusinessMessage(tx, admin, quote, content);
      await mailWithQuoteChange(
        tx,
        toClient,
        emails.newMessage({
          number,
          byBusiness: true,
          clientName,
          content,
          messagesUrl: links.urlFor(quote),
        }),
      );
      return toView(decided, tx);
    });
  }

  return {
    listChangeRequests,
    requestChange,
    withdrawChangeRequest,
    listChangeRequestsByLink,
    requestChangeByLink,
    withdrawChangeRequestByLink,
    approveChangeRequest,
    declineChangeRequest,
  };
}

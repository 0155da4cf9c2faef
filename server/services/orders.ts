import { LIVE_EVENTS_CHANNEL } from "../events/live-events";
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { formatCalendarDate } from "@shared/rules/dates";
import { appEvents, menuItems, orderItems, orders, users, type OrderItemRow, type OrderRow, type PublicUser } from "@shared/schema";
import { centsToDecimal, decimalToCents } from "@shared/rules/money";
import type { z } from "zod";
import type { createOrderRequestSchema, couponQuoteRequestSchema, CreatedOrderView, OrderFilter, OrderView } from "@shared/validators/orders";
import { CLIENT_ORDER_GROUPS } from "@shared/rules/order-lifecycle";
import type { dinnerOrderRequestSchema } from "@shared/validators/dinner";
import { normaliseCouponCode } from "@shared/rules/coupons";
import { orderRevenueCents, revenueDay } from "@shared/rules/revenue";
import { documentNumber } from "@shared/rules/quotes";
import { formatListCursor, LIST_COUNT_CAP, parseListCursor, type Page, type PaginationQuery } from "@shared/validators/pagination";
import type { CouponQuote, PackingList, Reorder } from "@shared/api/contract";
import { priceCartLine } from "@shared/rules/cart-pricing";
import type { Database, Transaction } from "../db/client";
import { badRequest, Conflict, notFound } from "../errors";
import { priceOrder } from "./pricing";
import type { OrderAccessTokens } from "./order-access";
import { mailWithChange, type MailMessage, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import type { Logger } from "../logger";
import { formatClockTime, priceDinnerOrder } from "@shared/rules/dinner";
import type { CurrentSettings } from "../settings/current-settings";
import { claimCoupon, findOrderCoupon, recordRedemption } from "./coupon-redemptions";
import type { KitchenService } from "./kitchen";
import { recordAudit } from "./audit-log";
import { sendOrderConfirmation } from "./order-confirmation";
import { PHONE_ORDER_MESSAGES, PHONE_ORDER_SOURCE, type PhoneOrderCustomer, type PhoneOrderInput } from "@shared/validators/phone-orders";
import type { CouponTerms } from "@shared/rules/coupons";

type CreateOrderInput = z.output<ReturnType<typeof createOrderRequestSchema>>;
type CouponQuoteInput = z.output<typeof couponQuoteRequestSchema>;
type DinnerOrderInput = z.output<ReturnType<typeof dinnerOrderRequestSchema>>;

/** An order's display number (one sequence with quotes: a number names one document). */
export const orderNumber = (order: { documentNumber: number }) => documentNumber(order.documentNumber);

export function toOrderView(order: OrderRow, items: OrderItemRow[]): OrderView {
  return {
    id: order.id,
    number: orderNumber(order),
    status: order.status,
    paymentMethod: order.paymentMethod,
    source: order.source,
    customerInfo: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
      eventDate: order.eventDate,
      eventLocation: order.eventLocation,
      eventType: order.eventType,
    },
    fulfilment: order.fulfilment,
    deliveryAddress: order.deliveryAddress,
    pickupTime: order.pickupTime,
    notes: order.notes,
    coupon: order.couponCode ? { code: order.couponCode, discount: centsToDecimal(order.discountCents) } : null,
    subtotalAmount: centsToDecimal(order.subtotalCents),
    discountAmount: centsToDecimal(order.discountCents),
    deliveryFeeAmount: centsToDecimal(order.deliveryFeeCents),
    taxAmount: centsToDecimal(order.taxCents),
    totalAmount: centsToDecimal(order.totalCents),
    items: items.map((i) => ({
      menuItemId: i.menuItemId,
      name: i.name,
      option: i.option,
      unitPrice: centsToDecimal(i.unitPriceCents),
      quantity: i.quantity,
      lineTotal: centsToDecimal(i.lineTotalCents),
    })),
    paidAt: order.paidAt?.toISOString() ?? null,
    paidAmount: centsToDecimal(order.paymentMethod === "card" && order.paidAt ? order.totalCents : 0),
    refundedAmount: centsToDecimal(order.refundedCents),
    createdAt: order.createdAt.toISOString(),
  };
}

type NewOrder = Omit<typeof orders.$inferInsert, "id" | "createdAt" | "updatedAt" | "paidAt" | "accessTokenHash">;
type NewOrderLine = Omit<typeof orderItems.$inferInsert, "id" | "orderId">;

/** A row of to_jsonb(...) with snake_case keys, as drizzle would have returned it. */
function fromJsonRow<T>(row: Record<string, unknown>, dateKeys: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const camel = key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    out[camel] = dateKeys.includes(camel) && typeof value === "string" ? new Date(value) : value;
  }
  return out as T;
}

/** Text a customer typed that a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote (OWASP CSV injection). */
const spreadsheetSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Who hears about a new dinner order: the customer (when they gave an email) and the business. */
export interface OrderNotifications {
  mailer: Mailer;
  logger: Logger;
  businessEmail: () => Promise<string>;
}

/**
 * What a checkout's Idempotency-Key keeps for a retry: the order as answered, with the nonce its access token is
 * derived from instead of the token (order-access.ts). `answerWithAccessToken` turns it back into the answer.
 */
export type StoredOrderAnswer = OrderView & { accessNonce: string };

/** `settings`: the business settings in force (tax and delivery, the time zone days are counted in). */
/** `kitchen`: the date's check against the kitchen's closed days, lead times and capacity (services/kitchen.ts). */
/**
 * What an order records of its pickup or delivery (only what applies to the method chosen is kept) and of the
 * server's pricing: the same for a checkout and a phone order.
 */
function pricedFulfilment(
  input: { fulfilment: "delivery" | "pickup"; deliveryAddress: string | null; pickupTime: string | null },
  priced: Awaited<ReturnType<typeof priceOrder>>,
) {
  return {
    fulfilment: input.fulfilment,
    deliveryAddress: input.fulfilment === "delivery" ? input.deliveryAddress : null,
    pickupTime: input.fulfilment === "pickup" ? input.pickupTime : null,
    couponCode: priced.couponCode,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    deliveryFeeCents: priced.deliveryFeeCents,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
  };
}

export function createOrderService(
  db: Database,
  accessTokens: OrderAccessTokens,
  settings: CurrentSettings,
  notifications?: OrderNotifications,
  kitchen?: Pick<KitchenService, "checkNewOrder" | "checkConfirmedOrder">,
) {
  /**
   * Inserts an order and its lines in one statement: atomic like a transaction, but one round trip instead of
   * four (checkout's hottest write).
   */
  async function insertOrderWithItems(
    order: NewOrder,
    lines: NewOrderLine[],
    executor: Database | Transaction = db,
    access = accessTokens.issue(),
  ): Promise<CreatedOrderView> {
    const lineRows = JSON.stringify(
      lines.map((l) => ({
        menu_item_id: l.menuItemId ?? null,
        name: l.name,
        option: l.option ?? null,
        unit_price_cents: l.unitPriceCents,
        quantity: l.quantity,
        line_total_cents: l.lineTotalCents,
      })),
    );
    const result = await executor.execute(sql`
      with new_order as (
        insert into ${orders} (user_id, status, payment_method, source, customer_name, customer_email, customer_phone,
          event_date, event_location, event_type, fulfilment, delivery_address, pickup_time, notes, coupon_code,
          subtotal_cents, discount_cents, delivery_fee_cents, tax_cents, total_cents, access_token_hash)
        values (${order.userId ?? null}, ${order.status}, ${order.paymentMethod}, ${order.source}, ${order.customerName},
          ${order.customerEmail ?? null}, ${order.customerPhone}, ${order.eventDate ?? null}, ${order.eventLocation ?? null},
          ${order.eventType ?? null}, ${order.fulfilment ?? "delivery"}, ${order.deliveryAddress ?? null}, ${order.pickupTime ?? null},
          ${order.notes ?? null}, ${order.couponCode ?? null},
          ${order.subtotalCents}, ${order.discountCents ?? 0}, ${order.deliveryFeeCents ?? 0}, ${order.taxCents ?? 0}, ${order.totalCents},
          ${access.hash})
        returning *
      ), new_items as (
        insert into ${orderItems} (order_id, menu_item_id, name, "option", unit_price_cents, quantity, line_total_cents)
        select new_order.id, line.menu_item_id, line.name, line.option, line.unit_price_cents, line.quantity, line.line_total_cents
        from new_order cross join jsonb_to_recordset(${lineRows}::jsonb) as line(menu_item_id integer, name text, option text,
          unit_price_cents integer, quantity integer, line_total_cents integer)
        returning *
      ), new_events as (
        -- The live stream's "order" event for the business (and the client), as publishLiveEvent writes it, in this
        -- same statement: the hottest write keeps its single round trip.
        insert into ${appEvents} (audience, type, data)
        select audience, 'order', jsonb_build_object('orderId', new_order.id, 'status', new_order.status)
        from new_order cross join lateral (values ('admins'), ('user:' || new_order.user_id)) as a(audience)
        where audience is not null
        returning id, audience, type, data
      )
      select to_jsonb(new_order) as "order",
        (select coalesce(jsonb_agg(to_jsonb(new_items) order by new_items.id), '[]'::jsonb) from new_items) as items,
        (select count(pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object('id', id, 'audience', audience, 'type', type, 'data', data)::text)) from new_events) as notified
      from new_order`);
    const [row] = (result as unknown as { rows: { order: Record<string, unknown>; items: Record<string, unknown>[] }[] }).rows;
    const created = fromJsonRow<OrderRow>(row.order, ["createdAt", "updatedAt", "paidAt"]);
    return { ...toOrderView(created, row.items.map((item) => fromJsonRow<OrderItemRow>(item))), accessToken: access.token };
  }


  /** The checkout's coupon box: prices the cart with the code, so the summary shows the server's numbers. */
  async function quoteCoupon(input: CouponQuoteInput, user: PublicUser | undefined): Promise<CouponQuote> {
    const coupon = await findOrderCoupon(db, input.code, { user, email: input.email, eventType: input.eventType });
    const priced = await priceOrder(db, {
      lines: input.orderItems.map((l) => ({ menuItemId: l.menuItemId, option: l.option, quantity: l.quantity })),
      coupon: coupon?.cartCoupon,
      charges: settings().charges,
      fulfilment: input.fulfilment,
    });
    return {
      // A code that does not apply was refused above: priced.couponCode is set whenever we get here.
      code: priced.couponCode ?? normaliseCouponCode(input.code),
      subtotalAmount: centsToDecimal(priced.subtotalCents),
      discountAmount: centsToDecimal(priced.discountCents),
      deliveryFeeAmount: centsToDecimal(priced.deliveryFeeCents),
      taxAmount: centsToDecimal(priced.taxCents),
      totalAmount: centsToDecimal(priced.totalCents),
    };
  }

  /**
   * Prices the cart on the server and records the order as pending payment. The browser's total must match
   * the server's to the cent (409 otherwise, nothing created): the customer pays what they were shown.
   * `answerInTx` (an Idempotency-Key's answer) is written in the order's own transaction.
   */
  async function createOrder(
    input: CreateOrderInput,
    user: PublicUser | undefined,
    answerInTx?: (tx: Transaction, stored: StoredOrderAnswer) => Promise<void>,
  ): Promise<CreatedOrderView> {
    const { customerInfo } = input;
    const coupon = await findOrderCoupon(db, input.couponCode, { user, email: customerInfo.email, eventType: customerInfo.eventType });
    // Priced for the customer's choice: a pickup pays no delivery fee. The browser's total is only compared.
    const priced = await priceOrder(db, { lines: input.orderItems, coupon: coupon?.cartCoupon, charges: settings().charges, fulfilment: input.fulfilment });
    if (decimalToCents(input.totalAmount) !== priced.totalCents) {
      throw new Conflict(`Prices have changed since you loaded the menu: the total is now $${centsToDecimal(priced.totalCents)}. Please review your order.`, {
        totalAmount: centsToDecimal(priced.totalCents),
      });
    }
    // Refused with the next dates that fit when the kitchen is closed, the notice too short or the day fully booked.
    await kitchen?.checkNewOrder(customerInfo.eventDate, input.orderItems);
    const newOrder: NewOrder = {
      userId: user?.id ?? null,
      status: "pending_payment",
      paymentMethod: "card",
      source: "checkout",
      customerName: `${customerInfo.firstName} ${customerInfo.lastName}`,
      customerEmail: customerInfo.email,
      customerPhone: customerInfo.phone,
      eventDate: customerInfo.eventDate,
      eventLocation: customerInfo.eventLocation,
      eventType: customerInfo.eventType,
      notes: input.notes,
      ...pricedFulfilment(input, priced),
    };
    const access = accessTokens.issue();
    const answer = answerInTx
      ? async (tx: Transaction, created: CreatedOrderView) => {
          const { accessToken: _token, ...view } = created;
          await answerInTx(tx, { ...view, accessNonce: access.nonce });
        }
      : undefined;
    return recordOrder(newOrder, priced.lines, priced.couponCode ? coupon?.coupon : undefined, access, answer && { after: answer });
  }

  /**
   * Writes a priced order and its lines. With a coupon, the coupon is used with the order in one transaction: of
   * orders racing for its last use, the later ones find none left and nothing is created. `steps` run in the order's
   * transaction: `before` the insert (after the coupon's claim), `after` it (an Idempotency-Key's answer, an audit
   * entry, emails).
   */
  async function recordOrder(
    newOrder: NewOrder,
    lines: NewOrderLine[],
    usedCoupon: (CouponTerms & { id: number }) | null | undefined,
    access: ReturnType<OrderAccessTokens["issue"]>,
    steps?: { before?: (tx: Transaction) => Promise<void>; after?: (tx: Transaction, created: CreatedOrderView) => Promise<void> },
  ): Promise<CreatedOrderView> {
    // Without a coupon or other steps, the insert is atomic by itself.
    if (!usedCoupon && !steps) return insertOrderWithItems(newOrder, lines, db, access);
    return db.transaction(async (tx) => {
      if (usedCoupon) await claimCoupon(tx, usedCoupon, newOrder.customerEmail);
      await steps?.before?.(tx);
      const created = await insertOrderWithItems(newOrder, lines, tx, access);
      if (usedCoupon) await recordRedemption(tx, usedCoupon.id, { id: created.id, userId: newOrder.userId ?? null, email: newOrder.customerEmail });
      await steps?.after?.(tx, created);
      return created;
    });
  }

  /**
   * A phone order (docs/product/admin.md, "Phone orders"): an admin enters the order for a customer, an existing
   * client (the order is theirs and shows in their portal) or someone who gave their contact details. Priced, couponed
   * and date-checked exactly as at checkout. By card it awaits payment like a checkout order (staff then pay it through
   * POST /api/payments/charge); paid at pickup or by invoice it is confirmed at once and the customer gets the same
   * confirmation email as a paid order. The audit log names the staff member who took it.
   */
  async function createPhoneOrder(admin: PublicUser, input: PhoneOrderInput, answerInTx?: (tx: Transaction, view: OrderView) => Promise<void>): Promise<OrderView> {
    const customer = await phoneOrderCustomer(input.customer);
    const coupon = await findOrderCoupon(db, input.couponCode, { user: customer.account, email: customer.email, eventType: input.eventType });
    const priced = await priceOrder(db, { lines: input.orderItems, coupon: coupon?.cartCoupon, charges: settings().charges, fulfilment: input.fulfilment });
    await kitchen?.checkNewOrder(input.eventDate, input.orderItems);
    const confirmedNow = input.paymentMethod !== "card";
    const newOrder: NewOrder = {
      userId: customer.account?.id ?? null,
      status: confirmedNow ? "confirmed" : "pending_payment",
      paymentMethod: input.paymentMethod,
      source: PHONE_ORDER_SOURCE,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      eventDate: input.eventDate,
      eventLocation: input.eventLocation,
      eventType: input.eventType,
      notes: input.notes,
      ...pricedFulfilment(input, priced),
    };
    const created = await recordOrder(newOrder, priced.lines, priced.couponCode ? coupon?.coupon : undefined, accessTokens.issue(), {
      // Confirmed at once, it books the kitchen's day now: checked again under the day's lock (services/kitchen.ts).
      before: confirmedNow && kitchen ? (tx) => kitchen.checkConfirmedOrder(tx, input.eventDate, input.orderItems) : undefined,
      async after(tx, order) {
        const { accessToken: _token, ...view } = order;
        await recordAudit(tx, admin, {
          action: "order.create_by_phone",
          entityType: "order",
          entityId: order.id,
          after: { number: order.number, takenBy: admin.username, clientId: newOrder.userId, customer: order.customerInfo, paymentMethod: order.paymentMethod, status: order.status, totalAmount: order.totalAmount },
        });
        if (confirmedNow && notifications) {
          const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
          // The business is not sent its new-paid-order notice: its own staff took the order, and it is not paid yet.
          await sendOrderConfirmation(tx, notifications, row, null);
        }
        await answerInTx?.(tx, view);
      },
    });
    const { accessToken: _token, ...view } = created;
    return view;
  }

  /** Who a phone order is for: the client's account and its details (a phone typed in replaces the account's), or the contact given. */
  async function phoneOrderCustomer(customer: PhoneOrderCustomer): Promise<{ account: PublicUser | undefined; name: string; email: string; phone: string }> {
    if (customer.kind === "new") return { account: undefined, name: customer.name, email: customer.email, phone: customer.phone };
    const [client] = await db
      .select({ id: users.id, username: users.username, email: users.email, role: users.role, fullName: users.fullName, phone: users.phone })
      .from(users)
      .where(and(eq(users.id, customer.id), eq(users.role, "client")));
    if (!client) throw notFound("Client not found");
    const phone = customer.phone || client.phone;
    if (!phone) throw badRequest(PHONE_ORDER_MESSAGES.phoneMissing, { field: "customer.phone" });
    const { fullName, phone: _saved, ...account } = client;
    return { account, name: fullName || client.username, email: client.email, phone };
  }

  /** A checkout's answer as its caller gets it, stored or not: a stored one gets its access token derived again. */
  function answerWithAccessToken(body: unknown): unknown {
    if (!body || typeof body !== "object" || !("accessNonce" in body) || typeof body.accessNonce !== "string") return body;
    const { accessNonce, ...view } = body;
    return { ...view, accessToken: accessTokens.fromNonce(accessNonce) };
  }

  /**
   * A dinner pickup order: priced from the fixed dinner menu, paid at pickup, so it is confirmed at once and
   * shows up in the admins' order list.
   */
  async function createDinnerOrder(input: DinnerOrderInput, user: PublicUser | undefined): Promise<CreatedOrderView> {
    // The page's total, to the cent: the same pricing (shared/rules/dinner.ts).
    const priced = priceDinnerOrder(input.items);
    const lines = priced.lines.map(({ dish, quantity, unitCents, totalCents }) => ({
      menuItemId: null,
      name: dish.name,
      option: null,
      unitPriceCents: unitCents,
      quantity,
      lineTotalCents: totalCents,
    }));
    const { totalCents } = priced;
    // Read before the transaction, which may only use its own connection (PGlite has one).
    const businessAddress = notifications ? await notifications.businessEmail() : null;
    // The order and its two emails commit together.
    return db.transaction(async (tx) => {
      const created = await insertOrderWithItems(
        {
          userId: user?.id ?? null,
          status: "confirmed",
          paymentMethod: "at_pickup",
          source: "dinner",
          customerName: input.customer.name,
          customerEmail: input.customer.email,
          customerPhone: input.customer.phone,
          // The pickup day is the order's date (the packing list and filters read it).
          eventDate: input.pickupDate,
          fulfilment: "pickup",
          pickupTime: input.pickupTime,
          notes: input.specialInstructions,
          subtotalCents: totalCents,
          totalCents,
        },
        lines,
        tx,
      );
      if (notifications && businessAddress) await notifyDinnerOrder(tx, created, businessAddress, notifications);
      return created;
    });
  }

  /** The customer's confirmation (when they gave an email) and the business's notice; a failed email never fails the order. */
  async function notifyDinnerOrder(tx: Transaction, order: OrderView, businessAddress: string, { mailer, logger }: OrderNotifications): Promise<void> {
    const when = `${formatCalendarDate(order.customerInfo.eventDate ?? "")} at ${formatClockTime(order.pickupTime ?? "")}`;
    const mail = {
      number: order.number,
      pickup: when,
      lines: order.items.map((item) => ({ quantity: item.quantity, name: item.name, totalCents: decimalToCents(item.lineTotal) ?? 0 })),
      totalCents: decimalToCents(order.totalAmount) ?? 0,
      notes: order.notes,
    };
    const customer = { name: order.customerInfo.name, phone: order.customerInfo.phone, email: order.customerInfo.email };
    const messages: MailMessage[] = [];
    if (order.customerInfo.email) messages.push({ to: order.customerInfo.email, about: `order-${order.id}/dinner-order`, email: emails.dinnerOrder({ customerName: customer.name, order: mail }) });
    messages.push({ to: businessAddress, about: `order-${order.id}/new-dinner-order`, email: emails.newDinnerOrder({ customer, order: mail }) });
    await mailWithChange(tx, mailer, messages, logger);
  }

  async function loadItems(orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
    const byOrder = new Map<number, OrderItemRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  /** The SQL conditions of a list or export: whose orders the viewer may see, then the filters. */
  function filterConditions(user: PublicUser | null, filter: OrderFilter): SQL[] {
    const conditions: SQL[] = [];
    if (user && user.role !== "admin") conditions.push(eq(orders.userId, user.id));
    if (filter.status) conditions.push(eq(orders.status, filter.status));
    if (filter.group) conditions.push(inArray(orders.status, [...CLIENT_ORDER_GROUPS[filter.group]]));
    if (filter.source) conditions.push(eq(orders.source, filter.source));
    // Days in the business's time zone, as bounds on created_at so the index still serves the range.
    const { timeZone } = settings();
    if (filter.from) conditions.push(sql`${orders.createdAt} >= (${filter.from}::date)::timestamp at time zone ${timeZone}`);
    if (filter.to) conditions.push(sql`${orders.createdAt} < (${filter.to}::date + 1)::timestamp at time zone ${timeZone}`);
    if (filter.q) {
      const number = /^(?:cc-\d{4}-)?0*(\d{1,9})$/i.exec(filter.q);
      const text = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matches = [sql`${orders.customerName} ilike ${text}`, sql`${orders.customerEmail} ilike ${text}`];
      if (number) matches.push(eq(orders.documentNumber, Number(number[1])));
      conditions.push(or(...matches)!);
    }
    return conditions;
  }

  /**
   * Admins see every order; a client sees their own. Newest first, one page at a time: from `cursor` (keyset, the
   * pager's next page) when given, else by page number. The count stops at LIST_COUNT_CAP.
   */
  async function listOrders(user: PublicUser, { page, pageSize, cursor }: PaginationQuery & { cursor?: string }, filter: OrderFilter = {}): Promise<Page<OrderView>> {
    const conditions = filterConditions(user, filter);
    const where = conditions.length ? and(...conditions) : undefined;
    const after = cursor ? parseListCursor(cursor) : null;
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ order: orders, position: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
        .from(orders)
        .where(and(where, after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::int)` : undefined))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        // One row more than the page: whether there is a next page.
        .limit(pageSize + 1)
        .offset(after ? 0 : (page - 1) * pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(orders).where(where).limit(LIST_COUNT_CAP + 1).as("capped")),
    ]);
    const pageRows = rows.slice(0, pageSize);
    const last = pageRows.at(-1);
    const items = await loadItems(pageRows.map((r) => r.order.id));
    return {
      items: pageRows.map((r) => toOrderView(r.order, items.get(r.order.id) ?? [])),
      page,
      pageSize,
      total: Math.min(n, LIST_COUNT_CAP),
      totalIsCapped: n > LIST_COUNT_CAP,
      nextCursor: rows.length > pageSize && last ? formatListCursor(last.position, last.order.id) : null,
    };
  }

  /**
   * Every order matching the filters (admins), newest first, as CSV with a header row. Paid on (the business's day)
   * and Revenue are the order's share of revenue as the dashboard and /admin count it.
   */
  async function exportOrdersCsv(filter: OrderFilter): Promise<string> {
    const conditions = filterConditions(null, filter);
    const { timeZone } = settings();
    const rows = await db
      .select()
      .from(orders)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return stringify(
      rows.map((o) => [
        orderNumber(o),
        o.createdAt.toISOString(),
        o.status,
        o.source,
        spreadsheetSafe(o.customerName),
        spreadsheetSafe(o.customerEmail ?? ""),
        spreadsheetSafe(o.customerPhone),
        o.eventDate ?? "",
        o.pickupTime ?? "",
        centsToDecimal(o.totalCents),
        centsToDecimal(o.paidAt ? o.totalCents : 0),
        centsToDecimal(o.refundedCents),
        // Revenue as every screen counts it (shared/rules/revenue.ts): summing this column over the rows paid on a
        // period's days gives the dashboard's figure for that period.
        revenueDay(o, timeZone) ?? "",
        centsToDecimal(orderRevenueCents(o)),
      ]),
      {
        header: true,
        columns: ["Number", "Placed", "Status", "Type", "Customer", "Email", "Phone", "Event date", "Pickup time", "Total", "Paid", "Refunded", "Paid on", "Revenue"],
      },
    );
  }

  /**
   * The day's packing list: paid and confirmed orders still to hand over that day (dinner pickups for that day, or
   * placed that day before pickups had a date; checkout orders whose event is that day), grouped by pickup time
   * (dinner and checkout pickups alike), deliveries last with their addresses, with each dish's total quantity.
   */
  async function packingList(date: string): Promise<PackingList> {
    const { timeZone } = settings();
    const dayStart = sql`(${date}::date)::timestamp at time zone ${timeZone}`;
    const dayEnd = sql`(${date}::date + 1)::timestamp at time zone ${timeZone}`;
    const ofTheDay = and(
      inArray(orders.status, ["paid", "confirmed", "in_preparation", "ready", "out_for_delivery"]),
      or(
        eq(orders.eventDate, date),
        and(eq(orders.source, "dinner"), isNull(orders.eventDate), sql`${orders.createdAt} >= ${dayStart}`, sql`${orders.createdAt} < ${dayEnd}`),
      ),
    );
    // A pickup without a time (none is taken any more) is packed with the deliveries rather than lost.
    const slot = sql<string | null>`case when ${orders.fulfilment} = 'pickup' then ${orders.pickupTime} end`;
    const [dayOrders, lines] = await Promise.all([
      db
        .select({ id: orders.id, documentNumber: orders.documentNumber, customerName: orders.customerName, slot, fulfilment: orders.fulfilment, deliveryAddress: orders.deliveryAddress })
        .from(orders)
        .where(ofTheDay)
        .orderBy(sql`4 nulls last`, orders.id),
      db
        .select({ slot, name: orderItems.name, option: orderItems.option, quantity: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(ofTheDay)
        .groupBy(sql`1`, orderItems.name, orderItems.option)
        .orderBy(sql`1 nulls last`, orderItems.name, orderItems.option),
    ]);
    const slots = new Map<string | null, PackingList["slots"][number]>();
    const slotOf = (time: string | null) => {
      let found = slots.get(time);
      if (!found) {
        found = { kind: time === null ? "delivery" : "pickup", time, orders: [], items: [] };
        slots.set(time, found);
      }
      return found;
    };
    for (const order of dayOrders) {
      const deliveryAddress = order.fulfilment === "delivery" ? order.deliveryAddress : null;
      slotOf(order.slot).orders.push({ number: orderNumber(order), customerName: order.customerName, deliveryAddress });
    }
    for (const line of lines) slotOf(line.slot).items.push({ name: line.name, option: line.option, quantity: line.quantity });
    return { date, slots: [...slots.values()] };
  }

  /** The owner or an admin; anyone else gets the same 404 as for a missing order. */
  async function getOrder(user: PublicUser, id: number): Promise<OrderView> {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order || (user.role !== "admin" && order.userId !== user.id)) throw notFound("Order not found");
    const items = await loadItems([order.id]);
    return toOrderView(order, items.get(order.id) ?? []);
  }

  /**
   * Order again: the order's lines as the menu sells them today (its current price text, the same option, at least
   * the current minimum order), for the cart; checkout prices them again from the menu. A line whose dish is gone,
   * hidden, now priced by quote, or no longer sold in that option is named with the reason, and left out.
   */
  async function reorder(user: PublicUser, id: number): Promise<Reorder> {
    const order = await getOrder(user, id);
    const ids = order.items.flatMap((line) => (line.menuItemId === null ? [] : [line.menuItemId]));
    const rows = ids.length
      ? await db
          .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price, category: menuItems.category, minOrder: menuItems.minOrder, isActive: menuItems.isActive })
          .from(menuItems)
          .where(inArray(menuItems.id, ids))
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const result: Reorder = { items: [], unavailable: [] };
    for (const line of order.items) {
      const item = line.menuItemId === null ? undefined : byId.get(line.menuItemId);
      const skip = (reason: string) => result.unavailable.push({ name: line.name, option: line.option, reason });
      if (!item) {
        skip(`${line.name} is no longer on our menu.`);
        continue;
      }
      if (!item.isActive) {
        skip(`${item.name} is not available right now.`);
        continue;
      }
      const quantity = Math.max(line.quantity, item.minOrder);
      const price = priceCartLine({ name: item.name, price: item.price, option: line.option, quantity, minOrder: item.minOrder });
      if (!price.priced) {
        skip(price.reason === "option" && line.option ? `${item.name} is no longer sold as ${line.option}.` : price.message);
        continue;
      }
      result.items.push({ menuItemId: item.id, name: item.name, price: item.price, category: item.category, option: price.option, quantity, minOrder: item.minOrder });
    }
    return result;
  }

  return { createOrder, createPhoneOrder, answerWithAccessToken, createDinnerOrder, quoteCoupon, listOrders, exportOrdersCsv, packingList, getOrder, reorder };
}
export type OrderService = ReturnType<typeof createOrderService>;

import { and, asc, eq, gte, inArray, lt, notInArray } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { guestResponses, menuItems, orders, quoteLines, quotes, users } from "@shared/schema";
import type { ProductionSheet } from "@shared/api/contract";
import { BOOKED_QUOTE_STATUS, NOT_BOOKED_ORDER_STATUSES, prepMinutesOf } from "@shared/rules/capacity";
import { businessDates } from "@shared/rules/dates";
import { addToCounts, emptyCounts, optionOfDescription, prepStartOf, productionUnit, sumCounts } from "@shared/rules/production";
import { documentNumber } from "@shared/rules/quotes";
import { guestTally } from "@shared/rules/guest-tally";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { Database } from "../db/client";
import { renderProductionSheetPdf } from "../documents/production-sheet-pdf";
import { renderBeoPdf } from "../documents/beo-pdf";
import { notFound } from "../errors";
import type { CurrentSettings } from "../settings/current-settings";

/** Earliest first (times as text, "2027-03-10 09:30" or "09:30", compare in order), those without a time last. */
const byTimeNullsLast = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One group of the day's lines as the database sums them: a dish, in one option, with its earliest ready-by time. */
interface LineGroup {
  menu_item_id: number | null;
  name: string;
  option: string | null;
  description: string | null;
  per_guest: boolean;
  price: string | null;
  prep_time: string | null;
  allergens: string[] | null;
  quantity: number;
  ready_ms: number | null;
}

/**
 * The kitchen's documents (docs/product/admin.md, "Production sheet and BEO"): the day's production sheet, on screen
 * and as a PDF, and an event's banquet event order. The work counted is the kitchen's capacity's own
 * (NOT_BOOKED_ORDER_STATUSES, BOOKED_QUOTE_STATUS): paid and later orders of the day, and the day's accepted events.
 */
export function createProductionService({ db, settings, companyInfo }: { db: Database; settings: CurrentSettings; companyInfo: () => Promise<CompanyInfo> }) {
  const notBooked = sql.join(
    NOT_BOOKED_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );

  async function productionSheet(date: string): Promise<ProductionSheet> {
    const timeZone = settings().timeZone;
    const dates = businessDates(timeZone);
    const dayStart = dates.businessDayStart(date);
    const dayEnd = dates.businessDayEnd(date);

    // Every line of the day summed in the database, one row per dish and option (and per event line's wording, which
    // may name the pan size): a pickup is ready at its pickup time, an event at its start (an event given by date
    // alone, stored at the day's midnight, and a delivery, which has a date only, have no time).
    const grouped = rowsOf<LineGroup>(
      await db.execute(sql`
        with day_orders as (
          select o.id,
            case when o.fulfilment = 'pickup' and o.pickup_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
              then (o.event_date + o.pickup_time::time) at time zone ${timeZone} end as ready_by
          from ${orders} o
          where o.event_date = ${date}::date and o.status::text not in (${notBooked})
        ), day_events as (
          select q.id, q.guest_count, q.menu_item_ids,
            case when (q.event_date at time zone ${timeZone})::time <> time '00:00' then q.event_date end as ready_by
          from ${quotes} q
          where q.status = ${BOOKED_QUOTE_STATUS} and q.event_date >= ${dayStart.toISOString()}::timestamptz and q.event_date < ${dayEnd.toISOString()}::timestamptz
        ), day_lines as (
          select oi.menu_item_id, oi.name, oi.option, null::text as description, false as per_guest, oi.quantity, d.ready_by
          from day_orders d join order_items oi on oi.order_id = d.id
          union all
          select ql.menu_item_id, ql.description, null, ql.description, false, ql.quantity, e.ready_by
          from day_events e join ${quoteLines} ql on ql.quote_id = e.id and ql.kind = 'menu'
          union all
          -- An event priced without dish lines: each chosen dish, once per guest.
          select chosen.id, '', null, null, true, e.guest_count, e.ready_by
          from day_events e cross join lateral unnest(e.menu_item_ids) as chosen(id)
          where not exists (select 1 from ${quoteLines} ql where ql.quote_id = e.id and ql.kind = 'menu')
        )
        select l.menu_item_id, coalesce(m.name, l.name) as name, l.option, l.description, l.per_guest,
          m.price, m.prep_time, m.allergens, sum(l.quantity)::int as quantity,
          (extract(epoch from min(l.ready_by)) * 1000)::float8 as ready_ms
        from day_lines l left join ${menuItems} m on m.id = l.menu_item_id
        where l.menu_item_id is null or m.id is not null or not l.per_guest
        group by l.menu_item_id, coalesce(m.name, l.name), l.option, l.description, l.per_guest, m.price, m.prep_time, m.allergens
      `),
    );

    const rows = new Map<string, ProductionSheet["rows"][number] & { readyMs: number | null }>();
    for (const group of grouped) {
      const key = group.menu_item_id === null ? `name:${group.name.trim().toLowerCase()}` : `id:${group.menu_item_id}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          menuItemId: group.menu_item_id,
          name: group.name,
          counts: emptyCounts(),
          prepMinutes: prepMinutesOf(group.prep_time),
          readyBy: null,
          prepStart: null,
          allergens: group.allergens ?? [],
          readyMs: null,
        };
        rows.set(key, row);
      }
      const option = group.option ?? (group.description === null ? null : optionOfDescription(group.description, group.price));
      addToCounts(row.counts, group.per_guest ? { kind: "perPerson" } : productionUnit(option, group.price), Number(group.quantity));
      const readyMs = group.ready_ms === null ? null : Number(group.ready_ms);
      if (readyMs !== null && (row.readyMs === null || readyMs < row.readyMs)) row.readyMs = readyMs;
    }
    const sheetRows = [...rows.values()]
      .map(({ readyMs, ...row }) => {
        const readyBy = readyMs === null ? null : new Date(readyMs);
        const prepStart = prepStartOf(readyBy, row.prepMinutes);
        return {
          ...row,
          readyBy: readyBy && dates.businessDateParts(readyBy),
          prepStart: prepStart && dates.businessDateParts(prepStart),
        };
      })
      .sort(
        (a, b) =>
          byTimeNullsLast(a.prepStart && `${a.prepStart.date} ${a.prepStart.time}`, b.prepStart && `${b.prepStart.date} ${b.prepStart.time}`) || a.name.localeCompare(b.name),
      );

    const [dayOrders, dayEvents] = await Promise.all([
      db
        .select({
          documentNumber: orders.documentNumber,
          customerName: orders.customerName,
          fulfilment: orders.fulfilment,
          pickupTime: orders.pickupTime,
          deliveryAddress: orders.deliveryAddress,
        })
        .from(orders)
        .where(and(eq(orders.eventDate, date), notInArray(orders.status, [...NOT_BOOKED_ORDER_STATUSES])))
        .orderBy(asc(orders.id)),
      db
        .select({
          documentNumber: quotes.documentNumber,
          eventDate: quotes.eventDate,
          venue: quotes.venue,
          guests: quotes.guestCount,
          contactName: quotes.contactName,
          fullName: users.fullName,
          username: users.username,
        })
        .from(quotes)
        .leftJoin(users, eq(users.id, quotes.clientId))
        .where(and(eq(quotes.status, BOOKED_QUOTE_STATUS), gte(quotes.eventDate, dayStart), lt(quotes.eventDate, dayEnd)))
        .orderBy(asc(quotes.eventDate), asc(quotes.id)),
    ]);
    const sources: ProductionSheet["sources"] = [
      ...dayEvents.map((event) => {
        const time = dates.businessDateParts(event.eventDate).time;
        return {
          kind: "event" as const,
          number: documentNumber(event.documentNumber),
          customerName: event.fullName ?? event.username ?? event.contactName ?? "",
          time: time === "00:00" ? null : time,
          fulfilment: "event" as const,
          place: event.venue,
          guests: event.guests,
        };
      }),
      ...dayOrders.map((order) => ({
        kind: "order" as const,
        number: documentNumber(order.documentNumber),
        customerName: order.customerName,
        time: order.fulfilment === "pickup" ? order.pickupTime : null,
        fulfilment: order.fulfilment,
        place: order.fulfilment === "delivery" ? order.deliveryAddress : null,
        guests: null,
      })),
    ].sort((a, b) => byTimeNullsLast(a.time, b.time));

    return {
      date,
      rows: sheetRows,
      totals: sumCounts(sheetRows.map((r) => r.counts)),
      sources,
    };
  }

  async function productionSheetPdf(date: string): Promise<{ filename: string; pdf: Buffer }> {
    const [sheet, company] = await Promise.all([productionSheet(date), companyInfo()]);
    return {
      filename: `production-sheet-${date}.pdf`,
      pdf: await renderProductionSheetPdf(sheet, company),
    };
  }

  /** An event's banquet event order (admins): 404 for a quote that does not exist. */
  async function beoPdf(id: number): Promise<{ filename: string; pdf: Buffer }> {
    const [quote] = await db
      .select({
        quote: quotes,
        client: {
          fullName: users.fullName,
          username: users.username,
          email: users.email,
          phone: users.phone,
        },
      })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      .where(eq(quotes.id, id));
    // A client's draft is theirs alone until submitted (services/quote-drafts.ts).
    if (!quote || quote.quote.status === "draft") throw notFound("Quote not found");
    const [lines, guests, company] = await Promise.all([
      db.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position), asc(quoteLines.id)),
      db
        .select({
          name: guestResponses.name,
          dietary: guestResponses.dietary,
          allergens: guestResponses.allergens,
          notes: guestResponses.notes,
        })
        .from(guestResponses)
        .where(eq(guestResponses.quoteId, id))
        .orderBy(asc(guestResponses.createdAt), asc(guestResponses.id)),
      companyInfo(),
    ]);
    const q = quote.quote;
    const menuLines = lines.filter((line) => line.kind === "menu");
    const dishes =
      menuLines.length === 0 && q.menuItemIds.length ? await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(inArray(menuItems.id, q.menuItemIds)) : [];
    const number = documentNumber(q.documentNumber);
    const pdf = await renderBeoPdf(
      {
        number,
        status: q.status,
        eventType: q.eventType,
        eventDate: q.eventDate,
        guestCount: q.guestCount,
        venue: q.venue,
        notes: q.notes,
        client: {
          name: quote.client?.fullName ?? quote.client?.username ?? q.contactName ?? "",
          email: quote.client?.email ?? q.contactEmail,
          phone: quote.client?.phone ?? q.contactPhone,
        },
        menu: menuLines.length
          ? menuLines.map((line) => ({
              description: line.description,
              quantity: line.quantity,
            }))
          : q.menuItemIds.flatMap((dishId) =>
              dishes
                .filter((d) => d.id === dishId)
                .map((d) => ({
                  description: `${d.name} (per guest)`,
                  quantity: q.guestCount,
                })),
            ),
        staffing: lines
          .filter((line) => line.kind === "staffing")
          .map((line) => ({
            description: line.description,
            quantity: line.quantity,
          })),
        equipment: lines
          .filter((line) => line.kind === "rental")
          .map((line) => ({
            description: line.description,
            quantity: line.quantity,
          })),
        services: lines
          .filter((line) => line.kind === "delivery" || line.kind === "other")
          .map((line) => ({
            description: line.description,
            quantity: line.quantity,
          })),
        tally: guestTally(guests),
      },
      company,
    );
    return { filename: `beo-${number}.pdf`, pdf };
  }

  return { productionSheet, productionSheetPdf, beoPdf };
}
export type ProductionService = ReturnType<typeof createProductionService>;

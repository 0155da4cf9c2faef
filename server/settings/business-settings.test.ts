import request from "supertest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceCart } from "@shared/rules/cart-pricing";
import { businessDates } from "@shared/rules/dates";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import { createQuoteRequestSchema } from "@shared/rules/quotes";
import { menuItems } from "@shared/schema";
import { businessSettingsFrom, type BusinessSettings } from "@shared/settings/business-settings";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { DEFAULT_FEATURES, type FeatureSettings } from "@shared/settings/features";
import { dinnerOrderRequestSchema } from "@shared/validators/dinner";
import { checkoutDetailsSchema } from "@/features/checkout/checkout-details-schema";
import { DinnerOrderSummary } from "@/features/dinner/components/dinner-order-summary";
import { buildQuoteRequest, emptyDraft } from "@/features/quotes/quote-wizard-rules";
import { eventDateInputs } from "@/features/quotes/event-date-input";
import { createTestApp, type TestApp } from "../test/harness";
import { pdfText } from "../test/pdf-text";
import { DEFAULT_KITCHEN_SETTINGS } from "@shared/settings/kitchen";

/**
 * The browser and the server reach the same answers from the same business settings: the browser's code (its
 * forms' schemas, its totals, its dates) run with the settings as the browser builds them from the API's answers,
 * beside the server's answers to the same requests. The settings are far from the defaults on every count: Tokyo,
 * 48 hours' notice and 30 guests, tax and a delivery fee, pickup 4 to 9 PM with same-day orders closed.
 */
const FEATURES: FeatureSettings = {
  ...DEFAULT_FEATURES,
  booking: { wizardEnabled: true, minLeadHours: 48, minGuests: 30 },
  charges: { taxRateThousandths: 8875, deliveryFeeCents: 2500, freeDeliveryOverCents: 50_000 },
  // Closed at midnight: a pickup today is always too late, whatever the hour the test runs at.
  dinner: { orderCutoff: "00:00", pickupEarliest: "16:00", pickupLatest: "21:00" },
};

let t: TestApp;
let tray: number;
/** The settings as the browser holds them (company-info feature, BusinessSettings). */
let browser: BusinessSettings;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn(await t.createUser({ role: "admin" }));
  expect((await admin.put("/api/settings/company-info").send({ ...DEFAULT_COMPANY_INFO, timeZone: "Asia/Tokyo" })).status).toBe(200);
  expect((await admin.put("/api/settings/features").send(FEATURES)).status).toBe(200);
  [{ id: tray }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Curry Goat Tray", price: "Half Pan $60 / Full Pan $120" }).returning({ id: menuItems.id });
  const [company, features] = await Promise.all([request(t.server).get("/api/settings/company-info"), request(t.server).get("/api/settings/features")]);
  browser = businessSettingsFrom(company.body, features.body);
});
afterAll(() => t.close());

const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** The first message of a refusal, as a form shows it and the API answers it; null when accepted. */
const refusalOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : (result.error?.issues[0]?.message ?? ""));
const answerOf = (res: request.Response) => (res.status < 300 ? null : res.body.message);

describe("business settings on both sides", () => {
  it("the browser builds from the API the settings the server holds", () => {
    expect(browser).toEqual(t.settings());
    // The kitchen's rules reach the browser with each day's availability (GET /api/availability), not here: the defaults.
    expect(browser).toEqual({ timeZone: "Asia/Tokyo", booking: FEATURES.booking, charges: FEATURES.charges, dinner: FEATURES.dinner, kitchen: DEFAULT_KITCHEN_SETTINGS, cancellation: FEATURES.cancellation });
  });

  it("a card order: the checkout's total is the server's, tax and delivery included, for a delivery and a pickup", async () => {
    const item = (await request(t.server).get("/api/menu-items")).body.find((i: { id: number }) => i.id === tray);
    const choices = { delivery: { deliveryAddress: "1-1 Marunouchi, Chiyoda, Tokyo 100-0005" }, pickup: { pickupTime: "12:00" } };
    for (const [option, quantity, fulfilment] of [["Half Pan", 1, "delivery"], ["Full Pan", 5, "delivery"], ["Half Pan", 1, "pickup"]] as const) {
      // What the checkout page prices (features/checkout/components/checkout.tsx).
      const shown = priceCart([{ name: item.name, price: item.price, option, quantity, minOrder: item.minOrder }], null, browser.charges, fulfilment);
      const placed = await request(t.server)
        .post("/api/orders")
        .send({
          customerInfo: { firstName: "Tia", lastName: "Taxpayer", email: "tia@example.com", phone: "555-0120", eventDate: businessDates(browser.timeZone).businessDateInDays(20) },
          fulfilment,
          ...choices[fulfilment],
          orderItems: [{ menuItemId: tray, option, quantity }],
          totalAmount: centsToDecimal(shown.totalCents!),
        });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        subtotalAmount: centsToDecimal(shown.subtotalCents),
        deliveryFeeAmount: centsToDecimal(shown.deliveryFeeCents),
        taxAmount: centsToDecimal(shown.taxCents),
        totalAmount: centsToDecimal(shown.totalCents!),
      });
    }
  });

  it("a dinner order: the total the page shows is the total the server records", async () => {
    const lines = [
      { dishId: 2, quantity: 3 },
      { dishId: 5, quantity: 50 },
      { dishId: 8, quantity: 1 },
    ];
    const page = renderToStaticMarkup(createElement(DinnerOrderSummary, { lines, onChangeQuantity: () => {} }));
    const shown = /data-testid="dinner-order-total"[^>]*>([^<]*)</.exec(page)?.[1];
    const placed = await request(t.server)
      .post("/api/dinner-orders")
      .send({ customer: { name: "Sam Diner", phone: "215-555-0100" }, pickupDate: businessDates(browser.timeZone).businessDateInDays(1), pickupTime: "18:00", items: lines });
    expect(placed.status).toBe(201);
    expect(shown).toBe(formatCents(decimalToCents(placed.body.totalAmount)!));
    // $36 × 3 + $22 × 50 (the most of one dish) + $34.
    expect(shown).toBe("$1,242.00");
  });

  it("a quote's lead time and guests: the same verdict and the same words", async () => {
    const client = await t.signIn(await t.createUser());
    const requests = [
      { eventType: "corporate", eventDate: hoursAhead(47), guestCount: 40, menuPackage: "custom" },
      { eventType: "corporate", eventDate: hoursAhead(50), guestCount: 29, menuPackage: "custom" },
      { eventType: "corporate", eventDate: hoursAhead(50), guestCount: 30, menuPackage: "custom" },
    ];
    const verdicts = await Promise.all(
      requests.map(async (body) => [refusalOf(createQuoteRequestSchema(browser).safeParse(body)), answerOf(await client.post("/api/quotes").send(body))]),
    );
    expect(verdicts).toEqual([
      ["Please choose a date and time at least 48 hours from now.", "Please choose a date and time at least 48 hours from now."],
      ["Custom quotes require at least 30 guests.", "Custom quotes require at least 30 guests."],
      [null, null],
    ]);

    // The wizard's package quote, typed as a date and time at the business: accepted by the server as built.
    const { toDateInputValue } = eventDateInputs(browser);
    const draft = {
      ...emptyDraft(browser.booking),
      eventType: "wedding" as const,
      eventDate: toDateInputValue(new Date(hoursAhead(24 * 5))),
      eventTime: "18:30",
      venue: "1-1 Marunouchi, Chiyoda City, Tokyo",
      menuPackage: "brunch" as const,
      menuItemIds: [1, 2, 3, 4, 5],
    };
    expect(draft.guestCount).toBe(30);
    const built = buildQuoteRequest(draft, [], { isVisitor: false, settings: browser });
    expect(built.ok).toBe(true);
    if (built.ok) expect(new Date(built.request.eventDate).toISOString()).toBe(businessDates("Asia/Tokyo").businessInstant(draft.eventDate, "18:30")!.toISOString());
  });

  it("event and pickup dates, and pickup hours: the same verdict and the same words", async () => {
    const { businessDateInDays } = businessDates(browser.timeZone);
    const delivery = { fulfilment: "delivery", deliveryAddress: "1-1 Marunouchi, Chiyoda, Tokyo 100-0005", pickupTime: "" } as const;
    const details = (eventDate: string) => ({ firstName: "Tia", lastName: "Tokyo", email: "tia@example.com", phone: "555-0120", eventDate, eventType: "", notes: "", ...delivery });
    const checkout = await Promise.all(
      [-1, 0, 3 * 365].map(async (days) => {
        const date = businessDateInDays(days);
        const { eventType: _type, notes: _notes, fulfilment: _fulfilment, deliveryAddress: _address, pickupTime: _time, ...customerInfo } = details(date);
        const answer = await request(t.server)
          .post("/api/orders")
          .send({ customerInfo, ...delivery, orderItems: [{ menuItemId: tray, option: "Half Pan", quantity: 1 }], totalAmount: "0.01" });
        // A date the rules accept reaches pricing: the stale total is what the server refuses then.
        return [refusalOf(checkoutDetailsSchema(browser).safeParse(details(date))), answer.status === 409 ? null : answerOf(answer)];
      }),
    );
    expect(checkout).toEqual([
      ["The event date cannot be in the past.", "The event date cannot be in the past."],
      [null, null],
      ["We take orders up to two years ahead. Please contact us for a later event.", "We take orders up to two years ahead. Please contact us for a later event."],
    ]);

    const dinner = (pickupDate: string, pickupTime: string) => ({ customer: { name: "Sam Diner", phone: "215-555-0100" }, pickupDate, pickupTime, items: [{ dishId: 1, quantity: 1 }] });
    const cases = [
      dinner(businessDateInDays(-1), "18:00"),
      dinner(businessDateInDays(0), "18:00"),
      dinner(businessDateInDays(1), "15:59"),
      dinner(businessDateInDays(1), "16:00"),
      dinner(businessDateInDays(1), "21:01"),
    ];
    const verdicts = await Promise.all(
      cases.map(async (body) => [refusalOf(dinnerOrderRequestSchema(browser).safeParse(body)), answerOf(await request(t.server).post("/api/dinner-orders").send(body))]),
    );
    const window = "Pickup time must be between 4:00 PM and 9:00 PM";
    expect(verdicts).toEqual([
      ["The event date cannot be in the past.", "The event date cannot be in the past."],
      ["Orders for today close at 12:00 AM. Please choose a later pickup date.", "Orders for today close at 12:00 AM. Please choose a later pickup date."],
      [window, window],
      [null, null],
      [window, window],
    ]);
  });

  it("a date the browser shows is the date the server prints", async () => {
    const client = await t.signIn(await t.createUser());
    // 8:30 on a December morning in Tokyo: still the evening before in New York, the default zone.
    const year = new Date().getFullYear() + 1;
    const eventDate = businessDates("Asia/Tokyo").businessInstant(`${year}-12-07`, "08:30")!.toISOString();
    const created = await client.post("/api/quotes").send({ eventType: "corporate", eventDate, guestCount: 40, menuPackage: "custom" });
    expect(created.status).toBe(201);
    const pdf = await client
      .get(`/api/quotes/${created.body.id}/pdf`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => callback(null, Buffer.concat(chunks)));
      });
    const shown = businessDates(browser.timeZone).formatLongDate(created.body.eventDate);
    expect(shown).toBe(`December 7, ${year}`);
    expect(await pdfText(pdf.body as Buffer)).toContain(`Event date: ${shown}`);
  });
});

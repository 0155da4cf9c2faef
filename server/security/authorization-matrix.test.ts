import { DEFAULT_FEATURES } from "@shared/settings/features";
import { DEFAULT_KITCHEN_SETTINGS } from "@shared/settings/kitchen";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, subscriptionPlans, trainingPrograms } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { weekdayOf } from "@shared/rules/subscriptions";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { makeImage } from "../test/images";
import { listRoutes } from "../test/route-list";
import { signBody } from "../test/signatures";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

/**
 * Every API route × every kind of caller, with the status each must get. The routes come from the app's own
 * router, so a route added without a row here fails this test. Client B asking for client A's records gets
 * 404 (never 403: a 403 would confirm the record exists). Rows run in order; destructive ones run last.
 */
type Caller = "visitor" | "clientA" | "clientB" | "admin";
type Expected = Record<Caller, number>;

interface Row {
  /** "METHOD /path" exactly as the router declares it. */
  route: string;
  /** The concrete path to call, when the route has parameters. */
  path?: () => string;
  body?: () => unknown;
  /** A multipart upload instead of a JSON body. */
  upload?: boolean;
  /** Payment routes need an Idempotency-Key; each call gets a new one. */
  idempotent?: boolean;
  /** A Server-Sent Events stream: only its status is read. */
  stream?: boolean;
  expect: Expected;
}

const all = (status: number): Expected => ({ visitor: status, clientA: status, clientB: status, admin: status });
const signedIn = (status: number): Expected => ({ visitor: 401, clientA: status, clientB: status, admin: status });
const adminOnly = (status: number): Expected => ({ visitor: 401, clientA: 403, clientB: 403, admin: status });
/** A's own record: A and the admin may, B gets 404, visitors 401. */
const ownedByA = (owner: number, admin = owner): Expected => ({ visitor: 401, clientA: owner, clientB: 404, admin });

/** A well-formed proposal link that no server signed (54 base64url characters naming quote 1). */
const DEAD_LINK = `AAAAAf${"A".repeat(48)}`;

let t: TestApp;
let agents: Record<Caller, request.Agent>;
let users: { clientA: TestUser; clientB: TestUser; admin: TestUser };
const ids = {
  quote: 0,
  statusQuote: 0,
  order: 0,
  menuItem: 0,
  doomedMenuItem: 0,
  photo: 0,
  doomedPhotos: [0, 0],
  doomedGalleryPhoto: 0,
  qrCode: 0,
  doomedQrCode: 0,
  doomedAdmin: 0,
  programs: [0, 0],
  enrollment: 0,
  plan: 0,
  subscription: 0,
  enquiry: 0,
  coupon: 0,
};
const truckLocation = { address: "1 Main St, New York, NY", latitude: 40.7, longitude: -74, status: "serving", schedule: [], mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" };
const eventDate = businessDateInDays(30);

const orderBody = () => ({
  customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate },
  fulfilment: "delivery",
  deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
  orderItems: [{ menuItemId: ids.menuItem, quantity: 1 }],
  totalAmount: "15.99",
});
const quoteBody = () => ({
  menuPackage: "custom",
  eventType: "wedding",
  eventDate: `${eventDate}T18:00:00.000Z`,
  guestCount: 60,
  contactName: "Ann Example",
  contactEmail: "ann@example.com",
  contactPhone: "555-0101",
});
const companyInfo = { name: "Creative Cuisines", address: "1 Main St", phone: "555-0100", email: "hello@example.com", website: "https://example.com" };

async function uploadPhoto(): Promise<number> {
  const res = await agents.admin
    .post("/api/gallery/upload")
    .field("displayName", "Garden Party")
    .field("category", "events")
    .attach("photo", await makeImage("jpeg"), "party.jpg");
  expect(res.status).toBe(201);
  return res.body.id;
}

/** A well-formed signature, so a signing route's answer is about who asks, not about the body. */
let signature: Awaited<ReturnType<typeof signBody>>;

beforeAll(async () => {
  t = await createTestApp();
  signature = await signBody();
  users = { clientA: await t.createUser(), clientB: await t.createUser(), admin: await t.createUser({ role: "admin" }) };
  agents = {
    visitor: request.agent(t.server),
    clientA: await t.signIn(users.clientA),
    clientB: await t.signIn(users.clientB),
    admin: await t.signIn(users.admin),
  };
  const insertItem = async (name: string) =>
    (await t.database.db.insert(menuItems).values({ category: "sides", name, price: "$15.99" }).returning({ id: menuItems.id }))[0].id;
  ids.menuItem = await insertItem("Cornbread");
  ids.doomedMenuItem = await insertItem("Doomed Cornbread");
  ids.quote = (await agents.clientA.post("/api/quotes").send(quoteBody())).body.id;
  ids.statusQuote = (await agents.clientA.post("/api/quotes").send(quoteBody())).body.id;
  ids.order = (await agents.clientA.post("/api/orders").send(orderBody())).body.id;
  expect((await agents.clientA.post("/api/messages").send({ quoteId: ids.quote, content: "Hello from A" })).status).toBe(201);
  ids.photo = await uploadPhoto();
  ids.doomedPhotos = [await uploadPhoto(), await uploadPhoto()];
  const newQrCode = async () => (await agents.admin.post("/api/qr-codes").send({ name: "Flyer", type: "custom", url: "https://example.com/menu" })).body.id;
  ids.qrCode = await newQrCode();
  ids.doomedQrCode = await newQrCode();
  ids.doomedAdmin = (await t.createUser({ role: "admin" })).id;
  const programs = await t.database.db.select({ id: trainingPrograms.id }).from(trainingPrograms).orderBy(trainingPrograms.sortOrder);
  ids.programs = [programs[0].id, programs[1].id];
  ids.enrollment = (await agents.clientA.post(`/api/training/programs/${ids.programs[1]}/enrollments`).send({})).body.id;
  [{ id: ids.plan }] = await t.database.db
    .insert(subscriptionPlans)
    // Delivered on eventDate's day of the week: a subscription starts on its plan's day.
    .values({ name: "Office Lunch", description: "Weekly lunch", items: "Jerk Chicken", dayOfWeek: weekdayOf(eventDate), guestCount: 20, pricePerDeliveryCents: 45_000 })
    .returning({ id: subscriptionPlans.id });
  ids.subscription = (await agents.clientA.post("/api/subscription-requests").send({ planId: ids.plan, startDate: eventDate, address: "1 Main St, New York" })).body.id;
  ids.coupon = (await agents.admin.post("/api/coupons").send({ code: "MATRIX-5", description: "Matrix offer", kind: "amount", amountOff: "5.00" })).body.id;
  ids.enquiry = (await agents.visitor.post("/api/contact").send({ name: "Ann", email: "ann@example.com", message: "Do you cater brunch?" })).body.id;
  expect(ids.quote && ids.statusQuote && ids.order && ids.qrCode && ids.enrollment && ids.subscription && ids.enquiry).toBeTruthy();
});
afterAll(() => t.close());

const ROWS: Row[] = [
  // Public reads and the public forms: the same answer for everyone.
  { route: "GET /api/config", expect: all(200) },
  { route: "GET /api/openapi.json", expect: all(200) },
  { route: "GET /api/health", expect: all(200) },
  { route: "GET /api/ready", expect: all(200) },
  { route: "GET /api/menu-items", expect: all(200) },
  { route: "GET /api/gallery", expect: all(200) },
  { route: "GET /api/settings/company-info", expect: all(200) },
  { route: "GET /api/payment-test", expect: all(200) },
  // The $1 test tool is off unless PAYMENT_TEST_PASSWORD is set.
  { route: "POST /api/payment-test/unlock", body: () => ({ password: "guess" }), expect: all(404) },
  { route: "POST /api/payment-test", body: () => ({ password: "guess", token: "tok" }), expect: all(404) },
  { route: "POST /api/payments/api-key", expect: all(200) },
  { route: "POST /api/payments/sandbox/tokens", body: () => ({ card: { number: "4242424242424242", exp_month: 12, exp_year: 2031, cvv: "123" } }), expect: all(401) },
  { route: "POST /api/contact", body: () => ({ name: "Ann", email: "ann@example.com", message: "Hello" }), expect: all(201) },
  { route: "POST /api/coupons/quote", body: () => ({ code: "NOSUCHCODE", orderItems: [{ menuItemId: ids.menuItem, quantity: 1 }] }), expect: all(400) },
  { route: "POST /api/orders", body: orderBody, expect: all(201) },
  { route: "POST /api/dinner-orders", body: () => ({}), expect: all(400) },
  { route: "POST /api/quotes", body: quoteBody, expect: all(201) },
  { route: "POST /api/register", body: () => ({}), expect: all(400) },
  { route: "POST /api/forgot-password", body: () => ({ email: "nobody@example.com" }), expect: all(200) },
  { route: "POST /api/reset-password", body: () => ({ token: "not-a-real-token", newPassword: "Brand-New-Passw0rd!" }), expect: all(400) },
  { route: "POST /api/login", body: () => ({ username: "nobody-here", password: "Wrong-Passw0rd" }), expect: all(401) },
  // The pages' own forms as the browser sends them without the app (routes/forms.ts): every answer is a redirect.
  { route: "POST /api/forms/login", body: () => ({ username: "nobody-here", password: "Wrong-Passw0rd" }), expect: all(303) },
  { route: "POST /api/forms/register", body: () => ({}), expect: all(303) },
  { route: "POST /api/forms/forgot-password", body: () => ({ email: "nobody@example.com" }), expect: all(303) },
  { route: "POST /api/forms/contact", body: () => ({ name: "Ann", email: "ann@example.com", message: "Hello" }), expect: all(303) },
  { route: "POST /api/forms/checkout-details", body: () => ({}), expect: all(303) },
  { route: "POST /api/forms/dinner-order", body: () => ({}), expect: all(303) },
  { route: "POST /api/forms/quote", body: () => ({}), expect: all(303) },
  { route: "POST /api/profile/email-confirmations", body: () => ({ token: "not-a-real-token" }), expect: all(400) },
  { route: "GET /api/truck/location", expect: all(200) },
  { route: "GET /api/settings/social-links", expect: all(200) },
  { route: "GET /api/subscriptions", expect: all(200) },
  { route: "GET /q/:slug", path: () => "/q/no-such-code", expect: all(404) },
  // For crawlers, the same for everyone.
  { route: "GET /robots.txt", path: () => "/robots.txt", expect: all(200) },
  { route: "GET /sitemap.xml", path: () => "/sitemap.xml", expect: all(200) },

  // Any signed-in user, about themselves.
  { route: "GET /api/me", expect: signedIn(200) },
  { route: "POST /api/account/email-verification", expect: signedIn(202) },
  { route: "POST /api/account/password", body: () => ({ currentPassword: "Not-The-Passw0rd", newPassword: "Brand-New-Passw0rd!" }), expect: signedIn(400) },
  { route: "GET /api/dashboard/week", expect: signedIn(200) },
  { route: "GET /api/favorites", expect: signedIn(200) },
  { route: "POST /api/favorites", body: () => ({ menuItemId: ids.menuItem }), expect: signedIn(201) },
  { route: "DELETE /api/favorites/:menuItemId", path: () => `/api/favorites/${ids.menuItem}`, expect: signedIn(204) },
  { route: "GET /api/messages/recent", expect: signedIn(200) },
  { route: "GET /api/messages/threads", expect: signedIn(200) },
  { route: "GET /api/messages/unread", expect: signedIn(200) },
  { route: "GET /api/events", stream: true, expect: signedIn(200) },
  { route: "GET /api/orders", expect: signedIn(200) },
  { route: "GET /api/quotes", expect: signedIn(200) },
  { route: "GET /api/quotes/stats", expect: signedIn(200) },
  { route: "GET /api/profile", expect: signedIn(200) },
  { route: "PATCH /api/profile", body: () => ({ phone: "555-0100" }), expect: signedIn(200) },
  // Nobody in this test has points yet.
  { route: "POST /api/loyalty/redemptions", body: () => ({ rewardId: "percent-15" }), expect: signedIn(409) },
  { route: "GET /api/training/programs", expect: signedIn(200) },
  { route: "POST /api/training/programs/:id/enrollments", path: () => `/api/training/programs/${ids.programs[0]}/enrollments`, body: () => ({}), expect: signedIn(201) },
  { route: "GET /api/subscription-requests", expect: signedIn(200) },
  { route: "POST /api/subscription-requests", body: () => ({ planId: ids.plan, startDate: eventDate, address: "2 Main St, New York" }), expect: signedIn(201) },

  // Client A's records: B gets 404.
  { route: "GET /api/orders/:id", path: () => `/api/orders/${ids.order}`, expect: ownedByA(200) },
  { route: "GET /api/orders/:id/reorder", path: () => `/api/orders/${ids.order}/reorder`, expect: ownedByA(200) },
  { route: "GET /api/quotes/:id", path: () => `/api/quotes/${ids.quote}`, expect: ownedByA(200) },
  { route: "GET /api/quotes/:id/pdf", path: () => `/api/quotes/${ids.quote}/pdf`, expect: ownedByA(200) },
  { route: "GET /api/quotes/:id/beo.pdf", path: () => `/api/quotes/${ids.quote}/beo.pdf`, expect: adminOnly(200) },
  { route: "GET /api/quotes/:id/messages", path: () => `/api/quotes/${ids.quote}/messages`, expect: ownedByA(200) },
  { route: "POST /api/quotes/:id/messages/read", path: () => `/api/quotes/${ids.quote}/messages/read`, expect: ownedByA(200) },
  // A confirmed event's guest list is its client's and admins': A's quote is not confirmed yet, so its link is refused.
  { route: "GET /api/quotes/:id/guests", path: () => `/api/quotes/${ids.quote}/guests`, expect: ownedByA(200) },
  { route: "POST /api/quotes/:id/guest-link", path: () => `/api/quotes/${ids.quote}/guest-link`, expect: ownedByA(409) },
  { route: "POST /api/quotes/:id/guest-link/renewal", path: () => `/api/quotes/${ids.quote}/guest-link/renewal`, expect: ownedByA(409) },
  { route: "POST /api/quotes/:id/guest-invitations", path: () => `/api/quotes/${ids.quote}/guest-invitations`, body: () => ({ emails: ["guest@example.com"] }), expect: ownedByA(409) },
  // A guest link that opens nothing is 404 for all (48 base64url characters naming quote 1, signed by no server).
  { route: "GET /api/guests/:token", path: () => `/api/guests/AAAAAQ${"A".repeat(42)}`, expect: all(404) },
  { route: "POST /api/guests/:token/responses", path: () => `/api/guests/AAAAAQ${"A".repeat(42)}/responses`, body: () => ({ name: "Ann" }), expect: all(404) },
  { route: "GET /api/loyalty/:userId", path: () => `/api/loyalty/${users.clientA.id}`, expect: ownedByA(200) },
  { route: "GET /api/loyalty/:userId/ledger", path: () => `/api/loyalty/${users.clientA.id}/ledger`, expect: ownedByA(200) },
  { route: "POST /api/messages", body: () => ({ quoteId: ids.quote, content: "Checking in" }), expect: ownedByA(201) },
  { route: "PATCH /api/quotes/:id/viewed", path: () => `/api/quotes/${ids.quote}/viewed`, expect: ownedByA(200) },
  // Only a sent proposal can be accepted, by its client: a pending one is refused to everyone who may see it.
  { route: "PATCH /api/quotes/:id/status", path: () => `/api/quotes/${ids.statusQuote}/status`, body: () => ({ status: "accepted" }), expect: ownedByA(409) },
  // Signing is the client's own acceptance: admins accept by status, so they are told nothing exists here.
  { route: "POST /api/quotes/:id/sign", path: () => `/api/quotes/${ids.statusQuote}/sign`, body: () => signature, expect: ownedByA(409, 404) },
  // Nothing signed yet: 404 for everyone who may see the quote, as for those who may not.
  { route: "GET /api/quotes/:id/signed.pdf", path: () => `/api/quotes/${ids.quote}/signed.pdf`, expect: ownedByA(404) },
  { route: "GET /api/quotes/:id/signed-original.pdf", path: () => `/api/quotes/${ids.quote}/signed-original.pdf`, expect: ownedByA(404) },
  // Paying A's order or deposit is A's alone: others (admins too, and visitors without the order's token) are
  // told nothing exists; A's own attempt gets as far as the card (a forged token is declined) or the state.
  { route: "POST /api/payments/charge", idempotent: true, body: () => ({ orderId: ids.order, token: "sbx_tok_forged.x", amount: "15.99" }), expect: { visitor: 404, clientA: 402, clientB: 404, admin: 404 } },
  // A visitor's proposal link opens only its own quote, for whoever holds it; a link that opens nothing is 404 for all.
  { route: "POST /api/proposal-links", body: () => ({}), expect: all(400) },
  { route: "GET /api/proposal-links/:token", path: () => `/api/proposal-links/${DEAD_LINK}`, expect: all(404) },
  { route: "PATCH /api/proposal-links/:token/viewed", path: () => `/api/proposal-links/${DEAD_LINK}/viewed`, expect: all(404) },
  { route: "PATCH /api/proposal-links/:token/status", path: () => `/api/proposal-links/${DEAD_LINK}/status`, body: () => ({ status: "accepted" }), expect: all(404) },
  { route: "GET /api/proposal-links/:token/messages", path: () => `/api/proposal-links/${DEAD_LINK}/messages`, expect: all(404) },
  { route: "POST /api/proposal-links/:token/sign", path: () => `/api/proposal-links/${DEAD_LINK}/sign`, body: () => signature, expect: all(404) },
  { route: "GET /api/proposal-links/:token/signed.pdf", path: () => `/api/proposal-links/${DEAD_LINK}/signed.pdf`, expect: all(404) },
  { route: "GET /api/proposal-links/:token/signed-original.pdf", path: () => `/api/proposal-links/${DEAD_LINK}/signed-original.pdf`, expect: all(404) },
  { route: "POST /api/proposal-links/:token/messages", path: () => `/api/proposal-links/${DEAD_LINK}/messages`, body: () => ({ content: "Hello" }), expect: all(404) },
  {
    route: "POST /api/proposal-links/:token/deposit",
    idempotent: true,
    path: () => `/api/proposal-links/${DEAD_LINK}/deposit`,
    body: () => ({ token: "sbx_tok_forged.x", amount: "1.00" }),
    expect: all(404),
  },
  { route: "POST /api/quotes/:id/deposit", idempotent: true, path: () => `/api/quotes/${ids.quote}/deposit`, body: () => ({ token: "sbx_tok_forged.x", amount: "1.00" }), expect: ownedByA(409, 404) },
  // A's proposal is not accepted: its balance cannot be paid yet (by A; anyone else is told nothing exists).
  { route: "POST /api/quotes/:id/balance", idempotent: true, path: () => `/api/quotes/${ids.quote}/balance`, body: () => ({ token: "sbx_tok_forged.x", amount: "1.00" }), expect: ownedByA(409, 404) },
  // A's proposal is not confirmed: nothing to put in a calendar yet (anyone else is told nothing exists).
  { route: "GET /api/quotes/:id/event.ics", path: () => `/api/quotes/${ids.quote}/event.ics`, expect: ownedByA(409) },
  // Everyone signed in has a calendar feed of their own; a feed token that opens nothing is 404 for all.
  { route: "GET /api/calendar-feed", expect: signedIn(200) },
  { route: "POST /api/calendar-feed", expect: signedIn(200) },
  { route: "DELETE /api/calendar-feed", expect: signedIn(204) },
  { route: "GET /api/calendar/:token.ics", path: () => `/api/calendar/AAAAAQ${"A".repeat(42)}.ics`, expect: all(404) },
  // Cancellation by policy: A's proposal is not accepted (409); an admin reads the preview but never cancels for A.
  { route: "GET /api/quotes/:id/cancellation", path: () => `/api/quotes/${ids.quote}/cancellation`, expect: ownedByA(409, 409) },
  { route: "POST /api/quotes/:id/cancel", path: () => `/api/quotes/${ids.quote}/cancel`, expect: ownedByA(409, 404) },
  // Versions: the owner and admins read them; a link that opens nothing is 404 for all.
  { route: "GET /api/quotes/:id/versions", path: () => `/api/quotes/${ids.quote}/versions`, expect: ownedByA(200) },
  { route: "GET /api/proposal-links/:token/versions", path: () => `/api/proposal-links/${DEAD_LINK}/versions`, expect: all(404) },
  { route: "POST /api/proposal-links/:token/balance", idempotent: true, path: () => `/api/proposal-links/${DEAD_LINK}/balance`, body: () => ({ token: "sbx_tok_forged.x", amount: "1.00" }), expect: all(404) },
  // Change requests are the client's: admins change a proposal directly, so they are told nothing exists to ask on.
  { route: "GET /api/quotes/:id/change-requests", path: () => `/api/quotes/${ids.quote}/change-requests`, expect: ownedByA(200) },
  { route: "POST /api/quotes/:id/change-requests", path: () => `/api/quotes/${ids.quote}/change-requests`, body: () => ({ notes: "Could we add a vegan option?" }), expect: ownedByA(201, 404) },
  { route: "POST /api/quotes/:id/change-requests/:requestId/withdraw", path: () => `/api/quotes/${ids.quote}/change-requests/999999/withdraw`, expect: ownedByA(404) },
  { route: "GET /api/proposal-links/:token/change-requests", path: () => `/api/proposal-links/${DEAD_LINK}/change-requests`, expect: all(404) },
  { route: "POST /api/proposal-links/:token/change-requests", path: () => `/api/proposal-links/${DEAD_LINK}/change-requests`, body: () => ({ notes: "Hello" }), expect: all(404) },
  { route: "POST /api/proposal-links/:token/change-requests/:requestId/withdraw", path: () => `/api/proposal-links/${DEAD_LINK}/change-requests/1/withdraw`, expect: all(404) },
  // Drafts are their client's alone; A's quote was sent, so it is no draft any more (409 for A, 404 for anyone else).
  { route: "POST /api/quotes/drafts", body: () => ({ items: [{ menuItemId: ids.menuItem, option: null, quantity: 2 }], guestCount: 60 }), expect: { visitor: 401, clientA: 201, clientB: 201, admin: 403 } },
  { route: "PATCH /api/quotes/:id/draft", path: () => `/api/quotes/${ids.quote}/draft`, body: () => ({ notes: "Garden party" }), expect: ownedByA(409, 404) },
  { route: "POST /api/quotes/:id/submit", path: () => `/api/quotes/${ids.quote}/submit`, body: () => ({}), expect: ownedByA(409, 404) },
  { route: "DELETE /api/quotes/:id/draft", path: () => `/api/quotes/${ids.quote}/draft`, expect: ownedByA(409, 404) },

  // The back office.
  { route: "PATCH /api/quotes/:id", path: () => `/api/quotes/${ids.quote}`, body: () => ({ notes: "Admin note" }), expect: adminOnly(200) },
  { route: "PUT /api/admin/quotes/:id/lines", path: () => `/api/quotes/${ids.quote}/lines`.replace("/api/", "/api/admin/"), body: () => ({ lines: [{ kind: "staffing", description: "Servers", quantity: 2, unitPrice: "250.00" }] }), expect: adminOnly(200) },
  { route: "POST /api/admin/quotes/:id/change-requests/:requestId/approve", path: () => `/api/admin/quotes/${ids.quote}/change-requests/999999/approve`, expect: adminOnly(404) },
  { route: "POST /api/admin/quotes/:id/change-requests/:requestId/decline", path: () => `/api/admin/quotes/${ids.quote}/change-requests/999999/decline`, body: () => ({ response: "We are fully booked that day." }), expect: adminOnly(404) },
  { route: "POST /api/quotes/:id/offline-payments", idempotent: true, path: () => `/api/quotes/${ids.quote}/offline-payments`, body: () => ({ method: "check", reference: "Check 1", amount: "1.00" }), expect: adminOnly(409) },
  { route: "POST /api/quotes/:id/deposit/refund", idempotent: true, path: () => `/api/quotes/${ids.quote}/deposit/refund`, body: () => ({ reason: "Client asked" }), expect: adminOnly(409) },
  // A's order is awaiting payment: it cannot be confirmed yet, and there is nothing to refund.
  { route: "PATCH /api/orders/:id/status", path: () => `/api/orders/${ids.order}/status`, body: () => ({ status: "confirmed" }), expect: adminOnly(409) },
  { route: "GET /api/orders/export.csv", expect: adminOnly(200) },
  { route: "GET /api/orders/packing-list", path: () => "/api/orders/packing-list?date=2026-12-01", expect: adminOnly(200) },
  // A phone order with nothing in it is refused to the admin who may take one.
  { route: "POST /api/admin/orders", body: () => ({}), expect: adminOnly(400) },
  { route: "GET /api/production-sheet", path: () => "/api/production-sheet?date=2026-12-01&format=pdf", expect: adminOnly(200) },
  { route: "GET /api/orders/:id/timeline", path: () => `/api/orders/${ids.order}/timeline`, expect: adminOnly(200) },
  { route: "POST /api/orders/:id/notes", path: () => `/api/orders/${ids.order}/notes`, body: () => ({ note: "Called the client" }), expect: adminOnly(201) },
  { route: "POST /api/orders/:id/refunds", idempotent: true, path: () => `/api/orders/${ids.order}/refunds`, body: () => ({ amount: "1.00", reason: "Client asked" }), expect: adminOnly(409) },
  { route: "GET /api/audit-log", expect: adminOnly(200) },
  { route: "POST /api/loyalty/:userId/adjustments", path: () => `/api/loyalty/${users.clientA.id}/adjustments`, body: () => ({ points: 10, reason: "Goodwill" }), expect: adminOnly(201) },
  { route: "GET /api/coupons/advertised", expect: all(200) },
  { route: "GET /api/settings/features", expect: all(200) },
  {
    route: "PUT /api/settings/features",
    body: () => DEFAULT_FEATURES,
    expect: adminOnly(200),
  },
  { route: "GET /api/settings/kitchen", expect: adminOnly(200) },
  { route: "PUT /api/settings/kitchen", body: () => DEFAULT_KITCHEN_SETTINGS, expect: adminOnly(200) },
  { route: "GET /api/availability", path: () => "/api/availability?days=7", expect: all(200) },
  { route: "GET /api/coupons", expect: adminOnly(200) },
  { route: "POST /api/coupons", body: () => ({ code: "SPRING-10", description: "Spring offer", kind: "percent", percentOff: 10 }), expect: adminOnly(201) },
  { route: "PATCH /api/coupons/:id", path: () => `/api/coupons/${ids.coupon}`, body: () => ({ active: false }), expect: adminOnly(200) },
  { route: "GET /api/admin/overview", expect: adminOnly(200) },
  { route: "GET /api/admin/staff", expect: adminOnly(200) },
  { route: "GET /api/admin/clients", path: () => "/api/admin/clients?search=a", expect: adminOnly(200) },
  {
    route: "POST /api/admin/proposals",
    body: () => ({
      client: { kind: "existing", id: users.clientA.id },
      eventType: "corporate",
      eventDate: `${eventDate}T18:00:00.000Z`,
      guestCount: 60,
      lines: [{ kind: "staffing", description: "Servers", quantity: 2, unitPrice: "150.00" }],
    }),
    expect: adminOnly(201),
  },
  { route: "POST /api/admin/staff", body: () => ({ username: "new-staff", email: "new-staff@example.com" }), expect: adminOnly(201) },
  { route: "GET /api/admin/reconciliation", expect: adminOnly(200) },
  // No such finding: nothing to refund, and only an admin learns even that.
  { route: "POST /api/admin/reconciliation/:id/refund", idempotent: true, path: () => "/api/admin/reconciliation/2000000000/refund", expect: adminOnly(404) },
  { route: "PUT /api/settings/social-links", body: () => ({ facebook: "https://facebook.com/cc", instagram: "", tiktok: "", x: "" }), expect: adminOnly(200) },
  { route: "GET /api/loyalty/accounts", path: () => "/api/loyalty/accounts?q=a", expect: adminOnly(200) },
  { route: "GET /api/qr-codes", expect: adminOnly(200) },
  { route: "POST /api/qr-codes", body: () => ({ name: "Spring flyer", type: "discount", data: "10PERCENT" }), expect: adminOnly(201) },
  { route: "PATCH /api/qr-codes/:id", path: () => `/api/qr-codes/${ids.qrCode}`, body: () => ({ active: false }), expect: adminOnly(200) },
  { route: "PUT /api/truck/location", body: () => truckLocation, expect: adminOnly(200) },
  { route: "PATCH /api/training/programs/:id", path: () => `/api/training/programs/${ids.programs[0]}`, body: () => ({ isPublic: true }), expect: adminOnly(200) },
  { route: "GET /api/training/enrollments", expect: adminOnly(200) },
  { route: "PATCH /api/training/enrollments/:id", path: () => `/api/training/enrollments/${ids.enrollment}`, body: () => ({ status: "confirmed" }), expect: adminOnly(200) },
  { route: "POST /api/subscriptions", body: () => ({ name: "Breakfast", description: "Friday breakfast", items: "Fruit", dayOfWeek: 5, guestCount: 10, pricePerDelivery: "200.00" }), expect: adminOnly(201) },
  { route: "PATCH /api/subscriptions/:id", path: () => `/api/subscriptions/${ids.plan}`, body: () => ({ active: true }), expect: adminOnly(200) },
  { route: "PATCH /api/subscription-requests/:id", path: () => `/api/subscription-requests/${ids.subscription}`, body: () => ({ status: "confirmed" }), expect: adminOnly(200) },
  { route: "GET /api/contact", expect: adminOnly(200) },
  { route: "POST /api/contact/:id/replies", path: () => `/api/contact/${ids.enquiry}/replies`, body: () => ({ message: "Yes, we do." }), expect: adminOnly(201) },
  { route: "PATCH /api/contact/:id", path: () => `/api/contact/${ids.enquiry}`, body: () => ({ status: "closed" }), expect: adminOnly(200) },
  { route: "PUT /api/settings/company-info", body: () => companyInfo, expect: adminOnly(200) },
  { route: "GET /api/photos", expect: adminOnly(200) },
  { route: "GET /api/photos/:id", path: () => `/api/photos/${ids.photo}`, expect: adminOnly(200) },
  { route: "PATCH /api/photos/:id", path: () => `/api/photos/${ids.photo}`, body: () => ({ displayName: "Renamed" }), expect: adminOnly(200) },
  { route: "PATCH /api/gallery/:id", path: () => `/api/gallery/${ids.photo}`, body: () => ({ displayName: "Renamed again" }), expect: adminOnly(200) },
  { route: "PUT /api/gallery/:id", path: () => `/api/gallery/${ids.photo}`, body: () => ({ displayName: "Replaced", category: "events" }), expect: adminOnly(200) },
  { route: "POST /api/gallery/upload", upload: true, expect: adminOnly(201) },
  { route: "POST /api/gallery", upload: true, expect: adminOnly(201) },
  { route: "POST /api/gallery/reorder", body: () => ({ ids: [ids.photo] }), expect: adminOnly(200) },
  { route: "GET /api/menu-items/:id", path: () => `/api/menu-items/${ids.menuItem}`, expect: adminOnly(200) },
  { route: "GET /api/menu-items/:id/photos", path: () => `/api/menu-items/${ids.menuItem}/photos`, expect: adminOnly(200) },
  { route: "POST /api/menu-items", body: () => ({ category: "sides", name: "Hushpuppies", price: "$9.99" }), expect: adminOnly(201) },
  { route: "PUT /api/menu-items/:id", path: () => `/api/menu-items/${ids.menuItem}`, body: () => ({ category: "sides", name: "Cornbread", price: "$15.99" }), expect: adminOnly(200) },
  { route: "PATCH /api/menu-items/:id", path: () => `/api/menu-items/${ids.menuItem}`, body: () => ({ description: "Skillet-baked" }), expect: adminOnly(200) },
  { route: "POST /api/menu-items/upload-photo", upload: true, expect: adminOnly(400) },
  { route: "POST /api/menu-items/:id/primary-photo", path: () => `/api/menu-items/${ids.menuItem}/primary-photo`, body: () => ({ photoId: 2_000_000_000 }), expect: adminOnly(404) },
  { route: "POST /api/menu-items/delete-photo", body: () => ({ itemId: ids.menuItem, photoUrl: "/uploads/none.webp" }), expect: adminOnly(404) },
  // Removing a photo the item does not have leaves it without one: done.
  { route: "DELETE /api/menu-items/:id/photo", path: () => `/api/menu-items/${ids.menuItem}/photo`, expect: adminOnly(200) },

  // Destructive: each admin call removes its own record.
  { route: "DELETE /api/photos/:id", path: () => `/api/photos/${ids.doomedPhotos[0]}`, expect: adminOnly(204) },
  { route: "DELETE /api/gallery/:id", path: () => `/api/gallery/${ids.doomedPhotos[1]}`, expect: adminOnly(204) },
  { route: "DELETE /api/menu-items/:id", path: () => `/api/menu-items/${ids.doomedMenuItem}`, expect: adminOnly(204) },
  { route: "DELETE /api/qr-codes/:id", path: () => `/api/qr-codes/${ids.doomedQrCode}`, expect: adminOnly(204) },
  { route: "DELETE /api/admin/staff/:id", path: () => `/api/admin/staff/${ids.doomedAdmin}`, expect: adminOnly(204) },
  // Last: signing out ends the callers' sessions.
  { route: "POST /api/logout", expect: all(200) },
];

const CALLERS: Caller[] = ["visitor", "clientB", "clientA", "admin"];

async function call(row: Row, caller: Caller): Promise<number> {
  const [method, routePath] = row.route.split(" ");
  const url = row.path ? row.path() : routePath;
  const agent = agents[caller];
  const req = agent[method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete"](url);
  if (row.idempotent) req.set("Idempotency-Key", `matrix-${caller}-${Math.random().toString(36).slice(2)}`);
  if (row.stream) {
    // An event stream never ends: read its status, then drop the connection.
    const res = await req.buffer(false).parse((stream, done) => {
      (stream as unknown as { destroy(): void }).destroy();
      done(null, null);
    });
    return res.status;
  }
  if (row.upload) {
    return (await req.field("displayName", "Upload").field("category", "events").attach("photo", await makeImage("jpeg"), "u.jpg")).status;
  }
  return (await (row.body ? req.send(row.body() as object) : req)).status;
}

describe("authorization matrix", () => {
  it("has a row for every route the app serves, and no row for a route it does not", () => {
    const served = listRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    const covered = ROWS.map((r) => r.route);
    expect(served.filter((route) => !covered.includes(route)), "routes without a row").toEqual([]);
    expect(covered.filter((route) => !served.includes(route)), "rows for routes that do not exist").toEqual([]);
  });

  it("every route × visitor, client A, client B and admin gets the expected status: 0 unexpected answers", async () => {
    const unexpected: string[] = [];
    for (const row of ROWS) {
      for (const caller of CALLERS) {
        const status = await call(row, caller);
        if (status !== row.expect[caller]) unexpected.push(`${row.route} as ${caller}: ${status}, expected ${row.expect[caller]}`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});

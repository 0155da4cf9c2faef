import { z } from "zod";
import { perSettings, type BusinessSettings } from "../settings/business-settings";
import { PHOTO_CATEGORIES } from "../rules/photos";
import { createQuoteRequestSchema, QUOTE_STATUSES } from "../rules/quotes";
import { clientSearchSchema, overviewQuerySchema, socialLinksSchema, staffInvitationSchema } from "../validators/admin";
import { auditLogQuerySchema } from "../validators/audit-log";
import { changePasswordRequestSchema, forgotPasswordRequestSchema, loginRequestSchema, registerFormSchema, registerRequestSchema, resetPasswordRequestSchema } from "../validators/auth";
import { contactRequestSchemaFor, enquiryListQuerySchema, enquiryReplySchema, enquiryStatusSchema } from "../validators/contact";
import { couponCreateRequestSchema, couponUpdateSchema } from "../validators/coupons";
import { dinnerOrderRequestSchema } from "../validators/dinner";
import { addFavoriteRequestSchema } from "../validators/favorites";
import { loyaltyAccountSearchSchema, loyaltyAdjustmentSchema, redeemRewardSchema } from "../validators/loyalty";
import { deleteItemPhotoSchema, menuItemInputSchema, menuItemPatchSchema, setPrimaryPhotoSchema } from "../validators/menu-items";
import { sendMessageRequestSchema } from "../validators/messages";
import {
  chargeRequestSchema,
  checkFulfilment,
  couponQuoteRequestSchema,
  createOrderRequestSchema,
  customerInfoSchema,
  fulfilmentFields,
  orderFilterSchema,
  orderNoteSchema,
  orderRefundRequestSchema,
  orderStatusChangeSchema,
  packingListQuerySchema,
  tokenizeRequestSchema,
} from "../validators/orders";
import { listCursorSchema, paginationQuerySchema } from "../validators/pagination";
import { paymentTestChargeSchema, paymentTestUnlockSchema } from "../validators/payment-test";
import { productionSheetQuerySchema } from "../validators/production";
import { photoFieldsSchema, photoOrderSchema, photoPatchSchema } from "../validators/photos";
import { confirmEmailSchema, profileUpdateSchema } from "../validators/profile";
import { phoneOrderRequestSchema } from "../validators/phone-orders";
import { proposalLinkMessageSchema, proposalLinkRequestSchema } from "../validators/proposal-links";
import { guestEventView, guestInvitationsSchema, guestLinkView, guestListView, guestResponseSchema } from "../validators/guests";
import { adminProposalSchema, proposalLinesUpdateSchema } from "../validators/proposals";
import { changeRequestDeclineSchema, changeRequestDecisionSchema, changeRequestSchema } from "../rules/change-requests";
import { createQuoteDraftSchema, quoteDraftChangesSchema } from "../validators/quote-drafts";
import { signProposalSchema } from "../rules/signatures";
import { qrCodeCreateSchema, qrCodeUpdateSchema } from "../validators/qr-codes";
import { adminQuoteUpdateSchema, quoteViewedRequestSchema, balanceRequestSchema, depositRefundRequestSchema, depositRequestSchema, offlinePaymentRequestSchema, quoteStatusRequestSchema } from "../validators/quotes";
import { availabilityQuerySchema, companyInfoSchema, featureSettingsSchema, kitchenSettingsSchema } from "../validators/settings";
import {
  subscriptionPlanSchema,
  subscriptionPlanUpdateSchema,
  subscriptionRequestSchema,
  subscriptionStatusChangeSchema,
} from "../validators/subscriptions";
import { enrollmentDecisionSchema, enrollmentRequestSchema, programVisibilitySchema } from "../validators/training";
import { truckLocationSchema } from "../validators/truck";
import * as view from "./responses";

/**
 * Every route the server answers, in one table: what it takes (path, query, body) and what it answers (status and
 * body schema, or the media type of an answer that is not JSON). The server's routers validate with these schemas and
 * send what they declare (server/http/api-route.ts); the test suite checks every answer against them and that every
 * route of the router is here (server/http/api-contract.test.ts); the browser's `api()` is typed by them
 * (client/src/lib/api-client.ts); the OpenAPI document is generated from them (`npm run openapi`).
 *
 * The server and the OpenAPI generator load this module; the browser imports its types only.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call a route, for the reader and the OpenAPI document (the routers enforce it). */
export type Access = "public" | "signed-in" | "admin";

/** A request schema built from the business settings in force (a date from today in its time zone, the booking rules). */
export type SettingsSchema = (settings: BusinessSettings) => z.ZodType;

export interface RouteSpec {
  summary: string;
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType | SettingsSchema;
  /** The body arrives as multipart/form-data: the image file in this field beside the body's text fields. */
  upload?: string;
  /**
   * A page's own form, sent by the browser itself (scripts off, or before the app has started): the body arrives as
   * application/x-www-form-urlencoded, and every answer but a cross-site refusal is a 303 to the page to show next
   * (a refusal: back to the form with `?error=<code>`; docs/decisions/011-forms-work-without-the-app.md).
   */
  form?: true;
  /** An Idempotency-Key header: a retry with the same key never repeats the effect. */
  idempotencyKey?: "required" | "optional";
  /** The success status(es); 200 when absent. */
  status?: number | readonly number[];
  /** The JSON answer on success. */
  response?: z.ZodType;
  /**
   * The media type of an answer that is not JSON (a download, a page, an event stream). Beside `response`: the same
   * answer in that media type, which the query asks for (the production sheet's `format=pdf`).
   */
  content?: string;
  /** Error answers whose body is not the usual `{message, …}`, by status. */
  errors?: Readonly<Record<number, z.ZodType>>;
}

// Queries that only one route reads.
const quoteListQuery = paginationQuerySchema.extend({
  status: z.enum(QUOTE_STATUSES).optional(),
  /** Events from today on, soonest first (the Events page's confirmed list) instead of newest requests first. */
  upcoming: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
const orderListQuery = paginationQuerySchema.extend({ ...orderFilterSchema.shape, cursor: listCursorSchema.optional() });
const photoListQuery = paginationQuerySchema.extend({ category: z.enum(PHOTO_CATEGORIES).optional() });
const recentMessagesQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });
/** ?include=inactive is the editors' full list (admins); without it, the public menu. */
const menuListQuery = z.object({ include: z.literal("inactive", { error: "include must be inactive" }).optional() });
const itemPhotoUploadFields = z.object({ itemId: z.coerce.number({ error: "itemId is required" }).int().positive("itemId is required") });
/** A page opening a new stream passes the last event it saw (EventSource sends Last-Event-ID itself on reconnect). */
const liveEventsQuery = z.object({ lastEventId: z.string().optional() });

/**
 * The checkout's details step as a form post: the order's customerInfo and notes, by POST /api/orders' own rules; the
 * event type select sends "" for "not chosen".
 */
const checkoutDetailsForm = perSettings((settings: BusinessSettings) => {
  const info = customerInfoSchema(settings);
  return info
    .extend({
      eventType: z.union([z.literal(""), info.shape.eventType]).transform((v) => v || null),
      notes: createOrderRequestSchema(settings).shape.notes,
      // Pickup or delivery, by the order's own rule (an address for a delivery, a time for a pickup).
      ...fulfilmentFields,
    })
    .superRefine((form, ctx) => checkFulfilment(form, form.eventDate, settings.timeZone, ctx));
});

const CSV = "text/csv; charset=utf-8";
const HTML = "text/html; charset=utf-8";
const ICS = "text/calendar; charset=utf-8";

export const API_ROUTES = {
  // ── Deployment ──
  "GET /api/health": { summary: "Liveness and the header's System Online light", access: "public", response: view.healthView, errors: { 503: view.healthView } },
  "GET /api/ready": { summary: "Whether this instance should get traffic", access: "public", response: view.readinessView, errors: { 503: view.readinessView } },
  "GET /api/config": { summary: "What the browser needs to know about this deployment", access: "public", response: view.appConfigView },
  "GET /api/openapi.json": { summary: "This API described as OpenAPI 3.1", access: "public", response: view.openApiDocument },

  // ── Accounts ──
  "GET /api/me": { summary: "Who is signed in", access: "signed-in", response: view.userView },
  "POST /api/login": { summary: "Sign in", access: "public", body: loginRequestSchema, response: view.userView },
  "POST /api/logout": { summary: "Sign out", access: "public", response: view.acknowledged },
  "POST /api/register": { summary: "Create a client account", access: "public", body: registerRequestSchema, status: 201, response: view.userView },
  "POST /api/forgot-password": { summary: "Email a password reset link", access: "public", body: forgotPasswordRequestSchema, response: view.acknowledged },
  "POST /api/reset-password": { summary: "Set a new password from a reset link", access: "public", body: resetPasswordRequestSchema, response: view.acknowledged },
  "POST /api/account/password": { summary: "Change the signed-in user's password", access: "signed-in", body: changePasswordRequestSchema, response: view.acknowledged },
  "POST /api/account/email-verification": { summary: "Email the signed-in user a link that verifies their address", access: "signed-in", status: 202, response: view.acknowledged },

  // ── Form posts: the pages' own forms sent by the browser itself (scripts off, or before the app has started) ──
  "POST /api/forms/login": { summary: "Sign in (form post): to /dashboard, or back to /login?error=", access: "public", form: true, body: loginRequestSchema, status: 303, content: HTML },
  "POST /api/forms/register": { summary: "Create a client account (form post): to /login?notice=registered", access: "public", form: true, body: registerFormSchema, status: 303, content: HTML },
  "POST /api/forms/forgot-password": { summary: "Email a password reset link (form post)", access: "public", form: true, body: forgotPasswordRequestSchema, status: 303, content: HTML },
  "POST /api/forms/contact": { summary: "Send the contact form (form post): to /contact?notice=sent", access: "public", form: true, body: contactRequestSchemaFor, status: 303, content: HTML },
  "POST /api/forms/checkout-details": {
    summary: "The checkout's details step (form post): checked, then back to /checkout, whose card step needs the app",
    access: "public",
    form: true,
    body: checkoutDetailsForm,
    status: 303,
    content: HTML,
  },
  "POST /api/forms/dinner-order": { summary: "The dinner order form sent without the app: back to /dinner-catering, which says it needs the app", access: "public", form: true, status: 303, content: HTML },
  "POST /api/forms/quote": { summary: "The quote request sent without the app: back to /quote, which says it needs the app", access: "public", form: true, status: 303, content: HTML },
  "GET /api/profile": { summary: "The signed-in user's profile", access: "signed-in", response: view.profileView },
  "PATCH /api/profile": { summary: "Change the profile (a new email waits for its link)", access: "signed-in", body: profileUpdateSchema, response: view.profileView },
  "POST /api/profile/email-confirmations": { summary: "Confirm a new email address", access: "public", body: confirmEmailSchema, response: view.emailConfirmedView },

  // ── Settings ──
  "GET /api/settings/company-info": { summary: "The business's contact details and time zone", access: "public", response: view.companyInfoView },
  "PUT /api/settings/company-info": { summary: "Change the company info", access: "admin", body: companyInfoSchema, response: view.companyInfoView },
  "GET /api/settings/features": { summary: "The feature settings", access: "public", response: view.featureSettingsView },
  "PUT /api/settings/features": { summary: "Change the feature settings", access: "admin", body: featureSettingsSchema, response: view.featureSettingsView },
  "GET /api/settings/kitchen": { summary: "The kitchen's capacity, closed days and lead times", access: "admin", response: view.kitchenSettingsView },
  "PUT /api/settings/kitchen": { summary: "Change the kitchen's capacity, closed days and lead times", access: "admin", body: kitchenSettingsSchema, response: view.kitchenSettingsView },
  "GET /api/availability": { summary: "The next days as open, full or closed, with the reason (cached)", access: "public", query: availabilityQuerySchema, response: view.availabilityView },
  "GET /api/settings/social-links": { summary: "The business's social media pages", access: "public", response: view.socialLinksView },
  "PUT /api/settings/social-links": { summary: "Change the social links", access: "admin", body: socialLinksSchema, response: view.socialLinksView },
  "GET /api/truck/location": { summary: "Where the food truck is", access: "public", response: view.truckLocationView },
  "PUT /api/truck/location": { summary: "Move the food truck", access: "admin", body: truckLocationSchema, response: view.truckLocationView },

  // ── Menu ──
  "GET /api/menu-items": { summary: "The menu (active items; ?include=inactive: every item, admins)", access: "public", query: menuListQuery, response: z.array(view.menuItemView) },
  "POST /api/menu-items": { summary: "Add a menu item", access: "admin", body: menuItemInputSchema, status: 201, response: view.menuItemView },
  "GET /api/menu-items/:id": { summary: "One menu item", access: "admin", response: view.menuItemView },
  "PUT /api/menu-items/:id": { summary: "Replace a menu item", access: "admin", body: menuItemInputSchema, response: view.menuItemView },
  "PATCH /api/menu-items/:id": { summary: "Change some of a menu item's fields", access: "admin", body: menuItemPatchSchema, response: view.menuItemView },
  "DELETE /api/menu-items/:id": { summary: "Remove a menu item", access: "admin", status: 204 },
  "GET /api/menu-items/:id/photos": { summary: "A menu item's photos", access: "admin", response: z.array(view.menuItemPhotoView) },
  "POST /api/menu-items/upload-photo": {
    summary: "Upload a photo for a menu item (it becomes the main photo)",
    access: "admin",
    upload: "photo",
    body: itemPhotoUploadFields,
    status: 201,
    response: view.uploadedItemPhotoView,
  },
  "POST /api/menu-items/:id/primary-photo": { summary: "Make one of the item's photos its main photo", access: "admin", body: setPrimaryPhotoSchema, response: view.menuItemView },
  "DELETE /api/menu-items/:id/photo": { summary: "Remove the item's main photo (it stays in the item's list)", access: "admin", response: view.menuItemView },
  "POST /api/menu-items/delete-photo": { summary: "Delete one of an item's photos", access: "admin", body: deleteItemPhotoSchema, response: view.menuItemView },

  // ── Gallery and photos ──
  "GET /api/gallery": { summary: "The public gallery (active photos)", access: "public", response: z.array(view.photoView) },
  "POST /api/gallery": { summary: "Upload a gallery photo", access: "admin", upload: "photo", body: photoFieldsSchema, status: 201, response: view.photoView },
  "POST /api/gallery/upload": { summary: "Upload a gallery photo", access: "admin", upload: "photo", body: photoFieldsSchema, status: 201, response: view.photoView },
  "POST /api/gallery/reorder": { summary: "Put the gallery in a new order", access: "admin", body: photoOrderSchema, response: z.array(view.photoView) },
  "PUT /api/gallery/:id": { summary: "Replace a photo's fields", access: "admin", body: photoFieldsSchema, response: view.photoView },
  "PATCH /api/gallery/:id": { summary: "Change some of a photo's fields", access: "admin", body: photoPatchSchema, response: view.photoView },
  "DELETE /api/gallery/:id": { summary: "Delete a photo", access: "admin", status: 204 },
  "GET /api/photos": { summary: "Every photo, a page at a time", access: "admin", query: photoListQuery, response: view.pageOf(view.photoView) },
  "GET /api/photos/:id": { summary: "One photo", access: "admin", response: view.photoView },
  "PATCH /api/photos/:id": { summary: "Change some of a photo's fields", access: "admin", body: photoPatchSchema, response: view.photoView },
  "DELETE /api/photos/:id": { summary: "Delete a photo", access: "admin", status: 204 },

  // ── Favorites ──
  "GET /api/favorites": { summary: "The signed-in user's favorite dishes", access: "signed-in", response: z.array(view.favoriteWithItemView) },
  "POST /api/favorites": { summary: "Add a favorite (200 when it already was one)", access: "signed-in", body: addFavoriteRequestSchema, status: [200, 201], response: view.favoriteView },
  "DELETE /api/favorites/:menuItemId": { summary: "Remove a favorite", access: "signed-in", status: 204 },

  // ── Orders and payments ──
  "POST /api/coupons/quote": { summary: "What a coupon code does to this cart", access: "public", body: couponQuoteRequestSchema, response: view.couponQuoteView },
  "POST /api/orders": {
    summary: "Place an order (pending payment); 409 with the server's total when the cart's is out of date",
    access: "public",
    idempotencyKey: "optional",
    body: createOrderRequestSchema,
    status: 201,
    response: view.createdOrderView,
  },
  "POST /api/dinner-orders": { summary: "Place a dinner pickup order", access: "public", body: dinnerOrderRequestSchema, status: 201, response: view.createdOrderView },
  "GET /api/orders": { summary: "The caller's orders (every order for an admin), filtered", access: "signed-in", query: orderListQuery, response: view.pageOf(view.orderView) },
  "GET /api/orders/export.csv": { summary: "The filtered orders as a spreadsheet", access: "admin", query: orderFilterSchema, content: CSV },
  "GET /api/orders/packing-list": { summary: "What the kitchen packs for a day", access: "admin", query: packingListQuerySchema, response: view.packingListView },
  "GET /api/production-sheet": {
    summary: "What the kitchen cooks on a day (JSON, or a PDF with format=pdf)",
    access: "admin",
    query: productionSheetQuerySchema,
    response: view.productionSheetView,
    content: "application/pdf",
  },
  "GET /api/orders/:id": { summary: "One order", access: "signed-in", response: view.orderView },
  "GET /api/orders/:id/reorder": { summary: "Order again: the order's lines as the menu sells them today, and those it no longer sells", access: "signed-in", response: view.reorderView },
  "PATCH /api/orders/:id/status": { summary: "Move an order to another status", access: "admin", body: orderStatusChangeSchema, response: view.orderView },
  "GET /api/orders/:id/timeline": { summary: "An order's status changes, notes and refunds", access: "admin", response: z.array(view.orderTimelineEntryView) },
  "POST /api/orders/:id/notes": { summary: "Add a staff note to an order's timeline", access: "admin", body: orderNoteSchema, status: 201, response: z.array(view.orderTimelineEntryView) },
  "POST /api/admin/orders": {
    summary: "Take a phone order for a customer (priced by the server; card, pay at pickup or invoice)",
    access: "admin",
    idempotencyKey: "optional",
    body: phoneOrderRequestSchema,
    status: 201,
    response: view.orderView,
  },
  "POST /api/orders/:id/refunds": { summary: "Refund all or part of an order", access: "admin", idempotencyKey: "required", body: orderRefundRequestSchema, status: 201, response: view.orderRefundedView },
  "POST /api/payments/api-key": { summary: "The browser-side settings of the card gateway", access: "public", response: view.paymentConfigView },
  "POST /api/payments/charge": {
    summary: "Pay an order by card",
    access: "public",
    idempotencyKey: "required",
    body: chargeRequestSchema,
    response: view.orderChargedView,
    errors: { 402: view.paymentDeclinedView, 409: view.paymentRefusedView },
  },
  "POST /api/payments/sandbox/tokens": {
    summary: "The built-in test gateway's card tokens (the provider's own endpoint stands in its place in production)",
    access: "public",
    body: tokenizeRequestSchema,
    status: 201,
    response: view.sandboxTokenView,
  },
  "GET /api/payment-test": { summary: "Whether the $1 card test tool is on", access: "public", response: view.paymentTestStatusView },
  "POST /api/payment-test/unlock": { summary: "Check the card test tool's password", access: "public", body: paymentTestUnlockSchema, response: view.acknowledged },
  "POST /api/payment-test": {
    summary: "Charge $1.00 to a card (the card test tool)",
    access: "public",
    idempotencyKey: "required",
    body: paymentTestChargeSchema,
    response: view.chargeSucceededView,
    errors: { 402: view.paymentTestDeclinedView },
  },

  // ── Quotes and proposals ──
  "POST /api/quotes": { summary: "Ask for a catering quote", access: "public", body: createQuoteRequestSchema, status: 201, response: view.quoteView },
  "GET /api/quotes": { summary: "The caller's quotes (every quote for an admin)", access: "signed-in", query: quoteListQuery, response: view.pageOf(view.quoteView) },
  // A client's draft proposal from their cart: only its client sees, changes, submits or deletes it (404 for others).
  "POST /api/quotes/drafts": { summary: "Make a draft proposal from one's cart, priced by the server from the menu (clients)", access: "signed-in", body: createQuoteDraftSchema, status: 201, response: view.quoteView },
  "PATCH /api/quotes/:id/draft": { summary: "Change one's draft: date, venue, guests (per-person lines repriced), notes", access: "signed-in", body: quoteDraftChangesSchema, response: view.quoteView },
  "POST /api/quotes/:id/submit": { summary: "Send one's draft as a quote request (checked by the booking rules; the request's emails)", access: "signed-in", body: quoteDraftChangesSchema, response: view.quoteView },
  "DELETE /api/quotes/:id/draft": { summary: "Delete one's draft proposal", access: "signed-in", status: 204 },
  "GET /api/quotes/stats": { summary: "Quote figures for the dashboard", access: "signed-in", response: view.quoteStatsView },
  "GET /api/quotes/:id": { summary: "One quote with its proposal lines", access: "signed-in", response: view.quoteView },
  "GET /api/quotes/:id/pdf": { summary: "The quote as a PDF document", access: "signed-in", content: "application/pdf" },
  "POST /api/quotes/:id/sign": { summary: "Accept one's proposal by signing it (typed name, drawn signature, consent)", access: "signed-in", body: signProposalSchema, response: view.quoteView },
  "GET /api/quotes/:id/signed.pdf": { summary: "The signed proposal: signature, certificate, the original attached (404 until signed)", access: "signed-in", content: "application/pdf" },
  "GET /api/quotes/:id/signed-original.pdf": { summary: "The proposal PDF exactly as signed, whose SHA-256 the signature records", access: "signed-in", content: "application/pdf" },
  "GET /api/quotes/:id/event.ics": { summary: "An accepted proposal's event as an iCalendar file (409 when not accepted)", access: "signed-in", content: ICS },
  "GET /api/quotes/:id/beo.pdf": { summary: "An event's banquet event order (BEO) as a PDF", access: "admin", content: "application/pdf" },
  "PATCH /api/quotes/:id": { summary: "Reprice or change a quote", access: "admin", body: adminQuoteUpdateSchema, response: view.quoteView },
  "PATCH /api/quotes/:id/status": { summary: "Accept or decline a proposal (admins: any allowed move)", access: "signed-in", body: quoteStatusRequestSchema, response: view.quoteView },
  "PATCH /api/quotes/:id/viewed": { summary: "Mark a proposal opened (and, with a version, that version seen)", access: "signed-in", body: quoteViewedRequestSchema, response: view.quoteView },
  "GET /api/quotes/:id/versions": { summary: "Every version of a proposal, oldest first (its owner or an admin)", access: "signed-in", response: z.array(view.proposalVersionView) },
  "POST /api/quotes/:id/deposit": {
    summary: "Pay a proposal's 50% deposit by card",
    access: "signed-in",
    idempotencyKey: "required",
    body: depositRequestSchema,
    response: view.chargeSucceededView,
    errors: { 402: view.paymentDeclinedView, 409: view.paymentRefusedView },
  },
  "POST /api/quotes/:id/deposit/refund": {
    summary: "Give a deposit back",
    access: "admin",
    idempotencyKey: "required",
    body: depositRefundRequestSchema,
    response: view.depositRefundedView,
  },
  "POST /api/quotes/:id/balance": {
    summary: "Pay a proposal's balance by card",
    access: "signed-in",
    idempotencyKey: "required",
    body: balanceRequestSchema,
    response: view.chargeSucceededView,
    errors: { 402: view.paymentDeclinedView, 409: view.paymentRefusedView },
  },
  "GET /api/quotes/:id/cancellation": {
    summary: "What cancelling an accepted proposal refunds now (its client or an admin)",
    access: "signed-in",
    response: view.cancellationPreviewView,
  },
  "POST /api/quotes/:id/cancel": {
    summary: "Cancel an accepted proposal: refunds by the cancellation policy (its client)",
    access: "signed-in",
    response: view.proposalCancelledView,
    errors: { 409: view.paymentRefusedView },
  },
  "POST /api/quotes/:id/offline-payments": {
    summary: "Record a payment received outside the card gateway (check, bank transfer, cash)",
    access: "admin",
    idempotencyKey: "required",
    body: offlinePaymentRequestSchema,
    status: 201,
    response: view.quoteView,
  },
  // A confirmed event's guest list (server/services/guest-lists.ts): the client shares one link, guests leave their
  // dietary needs without an account; a link that opens nothing answers the same 404.
  "POST /api/quotes/:id/guest-link": { summary: "The guest link of a confirmed event (made once; the same link again)", access: "signed-in", response: guestLinkView },
  "POST /api/quotes/:id/guest-link/renewal": { summary: "Replace the guest link: every link given out stops working", access: "signed-in", response: guestLinkView },
  "GET /api/quotes/:id/guests": { summary: "The guests' dietary needs and their tally", access: "signed-in", response: guestListView },
  "POST /api/quotes/:id/guest-invitations": { summary: "Email the guest link to guests (addresses not kept)", access: "signed-in", body: guestInvitationsSchema, status: 202, response: view.acknowledged },
  "GET /api/guests/:token": { summary: "The event a guest link opens", access: "public", response: guestEventView },
  "POST /api/guests/:token/responses": { summary: "A guest leaves their dietary needs", access: "public", body: guestResponseSchema, status: 201, response: view.acknowledged },
  "POST /api/admin/proposals": { summary: "Prepare a priced proposal for a client", access: "admin", body: adminProposalSchema, status: 201, response: view.quoteView },
  "PUT /api/admin/quotes/:id/lines": {
    summary: "Price a quote by lines (dishes priced from the menu) and send it as its next version",
    access: "admin",
    body: proposalLinesUpdateSchema,
    response: view.quoteView,
  },

  // ── Messages and live events ──
  // A visitor's proposal, through the signed link its emails carry (server/services/quote-access.ts): any link that
  // opens nothing answers the same 404.
  "POST /api/proposal-links": { summary: "Email new links to the proposals asked for from an address", access: "public", body: proposalLinkRequestSchema, status: 202, response: view.acknowledged },
  "GET /api/proposal-links/:token": { summary: "The proposal a link opens, with its lines and payments", access: "public", response: view.quoteView },
  "PATCH /api/proposal-links/:token/viewed": { summary: "Mark the linked proposal opened (and, with a version, that version seen)", access: "public", body: quoteViewedRequestSchema, response: view.quoteView },
  "GET /api/proposal-links/:token/versions": { summary: "Every version of the linked proposal, oldest first", access: "public", response: z.array(view.proposalVersionView) },
  "PATCH /api/proposal-links/:token/status": { summary: "Accept or decline the linked proposal", access: "public", body: quoteStatusRequestSchema, response: view.quoteView },
  "POST /api/proposal-links/:token/sign": { summary: "Accept the linked proposal by signing it", access: "public", body: signProposalSchema, response: view.quoteView },
  "GET /api/proposal-links/:token/signed.pdf": { summary: "The linked proposal, signed (404 until signed)", access: "public", content: "application/pdf" },
  "GET /api/proposal-links/:token/signed-original.pdf": { summary: "The linked proposal's PDF exactly as signed", access: "public", content: "application/pdf" },
  "GET /api/proposal-links/:token/messages": { summary: "The linked proposal's conversation, oldest first", access: "public", response: z.array(view.messageView) },
  "POST /api/proposal-links/:token/messages": { summary: "Write in the linked proposal's conversation", access: "public", body: proposalLinkMessageSchema, status: 201, response: view.messageView },
  "POST /api/proposal-links/:token/deposit": {
    summary: "Pay the linked proposal's 50% deposit by card",
    access: "public",
    idempotencyKey: "required",
    body: depositRequestSchema,
    response: view.chargeSucceededView,
    errors: { 402: view.paymentDeclinedView, 409: view.paymentRefusedView },
  },
  "POST /api/proposal-links/:token/balance": {
    summary: "Pay the linked proposal's balance by card",
    access: "public",
    idempotencyKey: "required",
    body: balanceRequestSchema,
    response: view.chargeSucceededView,
    errors: { 402: view.paymentDeclinedView, 409: view.paymentRefusedView },
  },
  // A client's change requests (docs/decisions/015-proposal-versions.md): asked by the proposal's client (signed in, or
  // through their link), repriced by the server, approved or declined by an admin.
  "GET /api/quotes/:id/change-requests": { summary: "A proposal's change requests and what a new one is priced against (its client or an admin)", access: "signed-in", response: view.changeRequestsView },
  "POST /api/quotes/:id/change-requests": { summary: "Ask to change one's proposal (guests, date, dishes, notes): repriced at once", access: "signed-in", body: changeRequestSchema, status: 201, response: view.changeRequestView },
  "POST /api/quotes/:id/change-requests/:requestId/withdraw": { summary: "Withdraw one's pending change request", access: "signed-in", response: view.changeRequestView },
  "GET /api/proposal-links/:token/change-requests": { summary: "The linked proposal's change requests", access: "public", response: view.changeRequestsView },
  "POST /api/proposal-links/:token/change-requests": { summary: "Ask to change the linked proposal: repriced at once", access: "public", body: changeRequestSchema, status: 201, response: view.changeRequestView },
  "POST /api/proposal-links/:token/change-requests/:requestId/withdraw": { summary: "Withdraw the linked proposal's pending change request", access: "public", response: view.changeRequestView },
  "POST /api/admin/quotes/:id/change-requests/:requestId/approve": {
    summary: "Approve a change request: the proposal takes its estimate and becomes the next version",
    access: "admin",
    body: changeRequestDecisionSchema,
    response: z.strictObject({ request: view.changeRequestView, quote: view.quoteView }),
  },
  "POST /api/admin/quotes/:id/change-requests/:requestId/decline": { summary: "Decline a change request, telling the client why", access: "admin", body: changeRequestDeclineSchema, response: view.changeRequestView },
  "GET /api/quotes/:id/messages": { summary: "A quote's conversation, oldest first", access: "signed-in", response: z.array(view.messageView) },
  "POST /api/quotes/:id/messages/read": { summary: "Mark a conversation read", access: "signed-in", response: view.unreadMessagesView },
  "POST /api/messages": { summary: "Write in a quote's conversation", access: "signed-in", body: sendMessageRequestSchema, status: 201, response: view.messageView },
  "GET /api/messages/threads": { summary: "The caller's conversations, most recently active first", access: "signed-in", query: paginationQuerySchema, response: view.pageOf(view.messageThreadView) },
  "GET /api/messages/recent": { summary: "The newest messages across the caller's conversations", access: "signed-in", query: recentMessagesQuery, response: z.array(view.recentMessageView) },
  "GET /api/messages/unread": { summary: "How many messages the caller has not read", access: "signed-in", response: view.unreadMessagesView },
  "GET /api/events": { summary: "The caller's live updates (Server-Sent Events)", access: "signed-in", query: liveEventsQuery, content: "text/event-stream" },

  // ── Enquiries ──
  "POST /api/contact": { summary: "Send the contact form", access: "public", body: contactRequestSchemaFor, status: 201, response: view.enquiryCreatedView },
  "GET /api/contact": { summary: "The enquiries, a page at a time", access: "admin", query: enquiryListQuerySchema, response: view.pageOf(view.enquiryView) },
  "PATCH /api/contact/:id": { summary: "Change an enquiry's status", access: "admin", body: enquiryStatusSchema, response: view.enquiryView },
  "POST /api/contact/:id/replies": { summary: "Answer an enquiry by email", access: "admin", body: enquiryReplySchema, status: 201, response: view.enquiryView },

  // ── Dashboards and the back office ──
  "GET /api/dashboard/week": { summary: "This week's figures", access: "signed-in", response: view.weeklyFiguresView },
  "GET /api/admin/overview": { summary: "The business's figures for a period", access: "admin", query: overviewQuerySchema, response: view.adminOverviewView },
  "GET /api/admin/staff": { summary: "The admin accounts", access: "admin", response: z.array(view.userView) },
  "DELETE /api/admin/staff/:id": { summary: "Remove an admin from the team (their sessions end at once; never the last admin)", access: "admin", status: 204 },
  "POST /api/admin/staff": { summary: "Invite an admin", access: "admin", body: staffInvitationSchema, status: 201, response: view.userView },
  "GET /api/admin/clients": { summary: "Search client accounts", access: "admin", query: clientSearchSchema, response: z.array(view.clientSummaryView) },
  "GET /api/admin/reconciliation": { summary: "Money needing attention: the last reconciliation's findings", access: "admin", response: view.reconciliationReportView },
  "POST /api/admin/reconciliation/:id/refund": {
    summary: "Give an orphan charge back",
    access: "admin",
    idempotencyKey: "required",
    status: 201,
    response: view.orphanChargeRefundedView,
  },
  "GET /api/audit-log": { summary: "Admins' changes, newest first: one record's history, or the whole log by person, kind of record and days (keyset cursor)", access: "admin", query: auditLogQuerySchema, response: view.pageOf(view.auditEntryView) },

  // ── Coupons ──
  "GET /api/coupons/advertised": { summary: "The codes shown on the public QR codes page", access: "public", response: z.array(view.advertisedCouponView) },
  "GET /api/coupons": { summary: "Every coupon code", access: "admin", query: paginationQuerySchema, response: view.pageOf(view.couponView) },
  "POST /api/coupons": { summary: "Create a coupon code", access: "admin", body: couponCreateRequestSchema, status: 201, response: view.couponView },
  "PATCH /api/coupons/:id": { summary: "Switch a coupon code on or off", access: "admin", body: couponUpdateSchema, response: view.couponView },

  // ── Loyalty ──
  "GET /api/loyalty/accounts": { summary: "Search clients' points", access: "admin", query: loyaltyAccountSearchSchema, response: z.array(view.loyaltyAccountView) },
  "GET /api/loyalty/:userId": { summary: "A client's points, tier and reward codes", access: "signed-in", response: view.loyaltyStandingView },
  "GET /api/loyalty/:userId/ledger": { summary: "A client's points ledger", access: "signed-in", query: paginationQuerySchema, response: view.pageOf(view.loyaltyEntryView) },
  "POST /api/loyalty/redemptions": {
    summary: "Trade points for a reward code",
    access: "signed-in",
    body: redeemRewardSchema,
    status: 201,
    response: view.redeemedRewardView,
    errors: { 409: view.redemptionRefusedView },
  },
  "POST /api/loyalty/:userId/adjustments": { summary: "Add or take away points", access: "admin", body: loyaltyAdjustmentSchema, status: 201, response: view.loyaltyStandingView },

  // ── QR codes ──
  "GET /api/qr-codes": { summary: "The saved QR codes", access: "admin", query: paginationQuerySchema, response: view.pageOf(view.qrCodeView) },
  "POST /api/qr-codes": { summary: "Save a QR code", access: "admin", body: qrCodeCreateSchema, status: 201, response: view.qrCodeView },
  "PATCH /api/qr-codes/:id": { summary: "Change a QR code", access: "admin", body: qrCodeUpdateSchema, response: view.qrCodeView },
  "DELETE /api/qr-codes/:id": { summary: "Delete a QR code", access: "admin", status: 204 },
  "GET /q/:slug": { summary: "A printed QR code's short link: redirects to its address", access: "public", status: 302, content: HTML },

  // ── Training ──
  "GET /api/training/programs": { summary: "The training programs with the caller's enrollment", access: "signed-in", response: z.array(view.trainingProgramView) },
  "POST /api/training/programs/:id/enrollments": { summary: "Ask to enroll", access: "signed-in", body: enrollmentRequestSchema, status: 201, response: view.enrollmentStatusView },
  "PATCH /api/training/programs/:id": { summary: "Show or hide a program", access: "admin", body: programVisibilitySchema, response: view.programVisibilityView },
  "GET /api/training/enrollments": { summary: "Enrollment requests", access: "admin", query: paginationQuerySchema, response: view.pageOf(view.enrollmentView) },
  "PATCH /api/training/enrollments/:id": { summary: "Confirm or decline an enrollment", access: "admin", body: enrollmentDecisionSchema, response: view.enrollmentStatusView },

  // ── Calendar ──
  "GET /api/calendar-feed": { summary: "The signed-in user's private calendar feed URL, if they have one", access: "signed-in", response: view.calendarFeedView },
  "POST /api/calendar-feed": { summary: "Make a calendar feed URL, or replace it (every earlier URL then answers 404)", access: "signed-in", response: view.calendarFeedView },
  "DELETE /api/calendar-feed": { summary: "Revoke the calendar feed (its URL answers 404)", access: "signed-in", status: 204 },
  "GET /api/calendar/:token.ics": { summary: "A private calendar feed, opened by the secret token in its URL (404 for any token that opens nothing)", access: "public", content: ICS },

  // ── Subscriptions ──
  "GET /api/subscriptions": { summary: "The subscription plans (admins also see inactive ones)", access: "public", response: z.array(view.subscriptionPlanView) },
  "POST /api/subscriptions": { summary: "Add a plan", access: "admin", body: subscriptionPlanSchema, status: 201, response: view.subscriptionPlanView },
  "PATCH /api/subscriptions/:id": { summary: "Switch a plan on or off", access: "admin", body: subscriptionPlanUpdateSchema, response: view.subscriptionPlanView },
  "GET /api/subscription-requests": { summary: "The caller's subscriptions (every one for an admin)", access: "signed-in", query: paginationQuerySchema, response: view.pageOf(view.subscriptionView) },
  "POST /api/subscription-requests": { summary: "Ask for a plan", access: "signed-in", body: subscriptionRequestSchema, status: 201, response: view.subscriptionView },
  "PATCH /api/subscription-requests/:id": { summary: "Confirm, pause or cancel a subscription", access: "admin", body: subscriptionStatusChangeSchema, response: view.subscriptionView },

  // ── For crawlers ──
  "GET /robots.txt": { summary: "Crawling rules", access: "public", content: "text/plain; charset=utf-8" },
  "GET /sitemap.xml": { summary: "The public pages", access: "public", content: "application/xml; charset=utf-8" },
} as const satisfies Record<`${HttpMethod} /${string}`, RouteSpec>;

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;

/** A route's body schema (built with the business settings when it depends on them). */
export type BodySchemaOf<K extends RouteKey> = ApiRoutes[K] extends { body: infer B } ? (B extends (settings: BusinessSettings) => infer S ? S : B) : never;
export type QuerySchemaOf<K extends RouteKey> = ApiRoutes[K] extends { query: infer Q } ? Q : never;
export type ResponseSchemaOf<K extends RouteKey> = ApiRoutes[K] extends { response: infer R } ? R : never;

/**
 * Routes that answer JSON (or nothing: 204), which `api()` calls; the others are links, pages and streams. A route
 * declaring both answers JSON unless its query asks for the other (the production sheet's PDF).
 */
export type JsonRouteKey = { [K in RouteKey]: ApiRoutes[K] extends { response: z.ZodType } ? K : ApiRoutes[K] extends { content: string } ? never : K }[RouteKey];

/** The names of a path's `:name` segments: "GET /api/loyalty/:userId/ledger" → "userId". */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamNames<`/${Rest}`> : Path extends `${string}:${infer Name}` ? Name : never;

/** The spec of a route, read from the table. */
export function routeSpec(key: RouteKey): RouteSpec {
  return API_ROUTES[key];
}

/** The body schema of a route as it stands under `settings`. */
export function bodySchemaOf(spec: RouteSpec, settings: BusinessSettings): z.ZodType | undefined {
  return typeof spec.body === "function" ? spec.body(settings) : spec.body;
}

/** The success statuses of a route. */
export function successStatuses(spec: RouteSpec): readonly number[] {
  return spec.status === undefined ? [200] : typeof spec.status === "number" ? [spec.status] : spec.status;
}

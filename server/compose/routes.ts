import type { Express } from "express";
import { SERVICE_CLOSED_MESSAGES } from "@shared/settings/features";
import type { AppConfig } from "../env";
import type { DatabaseHandle } from "../db/client";
import { createIdempotency } from "../http/idempotency";
import { apiNotFound } from "../middleware/error-handler";
import { serviceSwitch } from "../middleware/service-switch";
import { adminRouter } from "../routes/admin";
import { appConfigRouter } from "../routes/app-config";
import { auditLogRouter } from "../routes/audit-log";
import { authRouter } from "../routes/auth";
import { calendarFeedRouter, calendarRouter } from "../routes/calendar";
import { contactRouter } from "../routes/contact";
import { couponsRouter } from "../routes/coupons";
import { dashboardRouter } from "../routes/dashboard";
import { eventsRouter } from "../routes/events";
import { favoritesRouter } from "../routes/favorites";
import { formsRouter } from "../routes/forms";
import { galleryAdminRouter } from "../routes/gallery";
import { guestLinksRouter } from "../routes/guest-links";
import { healthRouter } from "../routes/health";
import { openApiRouter } from "../routes/openapi";
import { loyaltyRouter } from "../routes/loyalty";
import { adminMenuRouter } from "../routes/menu-items";
import { messagesRouter } from "../routes/messages";
import { ordersRouter } from "../routes/orders";
import { phoneOrdersRouter } from "../routes/phone-orders";
import { paymentTestRouter } from "../routes/payment-test";
import { paymentsRouter } from "../routes/payments";
import { profileRouter } from "../routes/profile";
import { productionRouter } from "../routes/production";
import { qrCodesRouter, qrShortLinkRouter } from "../routes/qr-codes";
import { quotesRouter } from "../routes/quotes";
import { quoteDraftsRouter } from "../routes/quote-drafts";
import { proposalLinksRouter } from "../routes/proposal-links";
import { proposalChangeRequestsRouter } from "../routes/proposal-change-requests";
import { settingsRouter } from "../routes/settings";
import { siteFilesRouter } from "../routes/site-files";
import { subscriptionsRouter } from "../routes/subscriptions";
import { trainingRouter } from "../routes/training";
import type { Infrastructure } from "./infrastructure";
import type { RequestGuards } from "./request-guards";
import type { AppServices } from "./services";

export interface RouteDeps {
  config: AppConfig;
  database: DatabaseHandle;
  infrastructure: Infrastructure;
  services: AppServices;
  guards: RequestGuards;
}

/** Mounts the API's routers (after the hot reads and the HTTP basics), then the short links and the site's files. */
export function mountRoutes(app: Express, { config, database, infrastructure, services: s, guards }: RouteDeps): void {
  const { changeFeed, liveEvents, jobs, gateway, sandbox } = infrastructure;
  const settings = infrastructure.settingsInForce.current;
  const { passport, limits, loginGuard, cookieName } = guards;
  const idempotency = createIdempotency(database.db);

  // Public, session-free reads first: they never pay for a session lookup.
  app.use(
    "/api",
    healthRouter(database, {
      // An instance that cannot hear the others' announcements would serve stale menus and settings.
      changeFeed: () => (changeFeed.listening && liveEvents.listening ? null : "Not receiving change announcements from the database."),
      jobs: () => (jobs.running() ? null : "The job queue is not running."),
    }),
  );
  app.use("/api", appConfigRouter(config.demoMode));
  app.use("/api", openApiRouter());
  // Calendar apps fetch the private feeds with no cookie: the URL's token is the key (docs/product/client-portal.md).
  app.use("/api", calendarFeedRouter(s.calendar));
  app.use("/api", ...guards.sessions);
  app.use("/api", authRouter({ auth: s.auth, passport, limits, loginGuard, sessionCookieName: cookieName }));
  app.use("/api", settingsRouter(s.settings));
  app.use("/api", contactRouter(s.contact, limits.enquiries, settings));
  app.use("/api", formsRouter({ auth: s.auth, contact: s.contact, passport, limits, loginGuard, settings }));
  const serviceOpen = serviceSwitch(s.settings.getFeatures);
  app.use("/api/dinner-orders", serviceOpen("dinnerPickup", SERVICE_CLOSED_MESSAGES.dinnerPickup));
  app.use("/api/subscription-requests", serviceOpen("subscriptions", SERVICE_CLOSED_MESSAGES.subscriptions));
  app.use("/api/training/programs", serviceOpen("trainingPublic", SERVICE_CLOSED_MESSAGES.trainingPublic));
  app.use("/api", ordersRouter({ idempotency, orders: s.orders, lifecycle: s.lifecycle, payments: s.payments, limitOrders: limits.orders, secureCookies: config.isProduction, settings }));
  app.use("/api", phoneOrdersRouter({ idempotency, orders: s.orders, settings }));
  app.use("/api", favoritesRouter(s.favorites));
  app.use("/api", quotesRouter({ idempotency, quotes: s.quotes, payments: s.payments, limits, settings }));
  app.use("/api", quoteDraftsRouter({ quotes: s.quotes, limits }));
  app.use("/api", productionRouter(s.production));
  app.use("/api", calendarRouter(s.calendar));
  app.use("/api", proposalLinksRouter({ idempotency, quotes: s.quotes, messages: s.messages, payments: s.payments, limits, secureCookies: config.isProduction }));
  app.use("/api", proposalChangeRequestsRouter({ quotes: s.quotes, limits, settings }));
  app.use("/api", guestLinksRouter({ guests: s.guests, limits }));
  app.use("/api", eventsRouter(liveEvents));
  app.use("/api", messagesRouter(s.messages, limits.messages));
  app.use("/api", adminMenuRouter(s.menuAdmin));
  app.use("/api", galleryAdminRouter(s.gallery));
  app.use("/api", auditLogRouter(s.auditLog));
  app.use("/api", dashboardRouter(s.dashboard));
  app.use("/api", paymentsRouter({ idempotency, gateway, payments: s.payments, limitCharges: limits.orderCharges }));
  app.use("/api", sandbox.tokenRouter(limits.cardTokens));
  app.use("/api", paymentTestRouter({ idempotency, gateway, password: config.paymentTestPassword, limitGuesses: limits.paymentTestGuesses }));
  app.use("/api", loyaltyRouter(s.loyalty));
  app.use("/api", profileRouter(s.profile));
  app.use("/api", qrCodesRouter(s.qrCodes));
  app.use("/api", trainingRouter(s.training));
  app.use("/api", subscriptionsRouter(s.subscriptions, settings));
  app.use("/api", couponsRouter(s.coupons, settings));
  app.use("/api", adminRouter({ overview: s.overview, auth: s.auth, quotes: s.quotes, reconciliation: s.reconciliation, idempotency, settings }));
  app.use("/api", apiNotFound);
  // Printed custom QR codes lead here: counted, then redirected (outside /api: a phone camera opens it).
  app.use(qrShortLinkRouter(s.qrCodes));
  app.use(siteFilesRouter(config.appUrl));
}

import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { serviceSwitch } from "./middleware/service-switch";
import { SERVICE_CLOSED_MESSAGES } from "@shared/settings/features";
import type { CompanyInfo } from "@shared/settings/company-info";
import { createSettingsHolder, type CurrentSettings } from "./settings/current-settings";
import type { AppConfig } from "./env";
import type { DatabaseHandle } from "./db/client";
import { serializeError, type Logger } from "./logger";
import { createMailer, createQueuedMailer, MAIL_QUEUE_DEFINITION, type Mailer } from "./mail/mailer";
import { startJobQueue, type JobQueue } from "./jobs/job-queue";
import { jobPayloadKey, sealedQueue } from "./jobs/sealed-jobs";
import { SCHEDULED_QUEUE_DEFINITIONS, startScheduledJobs } from "./jobs/scheduled-jobs";
import { DatabaseSessionStore } from "./auth/session-store";
import { enforceAbsoluteLifetime, SESSION_ABSOLUTE_MS, sessionCookieName, sessionMiddleware, sessionWhenPresent } from "./auth/session";
import { createPassport } from "./auth/passport";
import { createAuthService, PASSWORD_RESET_QUEUE, PASSWORD_RESET_QUEUE_DEFINITION, type PasswordResetRequest } from "./services/auth";
import { createMenuItemService } from "./services/menu-items";
import { createLimiterFactory, createRateLimits } from "./middleware/rate-limit";
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from "./http/rate-limit-settings";
import { createLoginGuard } from "./auth/login-guard";
import { deviceCookies } from "./auth/device-cookie";
import { requireSameOrigin } from "./middleware/same-origin";
import { noStore } from "./middleware/no-store";
import { refuseUnsafeInput } from "./middleware/validate";
import { apiNotFound, errorHandler, GENERIC_ERROR_MESSAGE } from "./middleware/error-handler";
import { authRouter } from "./routes/auth";
import { healthRouter } from "./routes/health";
import { adminMenuRouter, publicMenuRouter } from "./routes/menu-items";
import { appConfigRouter } from "./routes/app-config";
import { galleryAdminRouter, publicGalleryRouter } from "./routes/gallery";
import { auditLogRouter } from "./routes/audit-log";
import { createAuditLogService } from "./services/audit-log";
import { createMenuAdminService } from "./services/menu-admin";
import { LocalDiskStorage, UPLOADS_URL_PREFIX, type FileStorage } from "./storage/file-storage";
import { createGalleryService } from "./services/gallery";
import { S3FileStorage, uploadsFromS3 } from "./storage/s3-storage";
import { CachedJson } from "./http/cached-json";
import { siteFilesRouter } from "./routes/site-files";
import { signedInHint } from "./auth/signed-in-hint";
import { createIdempotency } from "./http/idempotency";
import { ChangeFeed } from "./db/change-feed";
import { LiveEventHub } from "./events/live-events";
import { eventsRouter } from "./routes/events";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db/unavailable";
import { createOrderLifecycle } from "./services/order-lifecycle";
import { createOrderService } from "./services/orders";
import { orderAccessTokens } from "./services/order-access";
import { createPaymentService } from "./services/payments";
import { ordersRouter } from "./routes/orders";
import { favoritesRouter } from "./routes/favorites";
import { quotesRouter } from "./routes/quotes";
import { messagesRouter } from "./routes/messages";
import { dashboardRouter } from "./routes/dashboard";
import { createDashboardService } from "./services/dashboard";
import { createMessageService } from "./services/messages";
import { createQuoteService } from "./services/quotes";
import { createFavoriteService } from "./services/favorites";
import { paymentsRouter } from "./routes/payments";
import { paymentTestRouter } from "./routes/payment-test";
import { createSandboxGateway } from "./payments/sandbox";
import { createCloverGateway } from "./payments/clover";
import type { PaymentGateway } from "./payments/gateway";
import { settingsRouter } from "./routes/settings";
import { createSettingsService } from "./services/settings";
import { tileOrigin } from "@shared/validators/truck";
import { createContactService } from "./services/contact";
import { contactRouter } from "./routes/contact";
import { createLoyaltyService } from "./services/loyalty";
import { loyaltyRouter } from "./routes/loyalty";
import { createProfileService } from "./services/profile";
import { profileRouter } from "./routes/profile";
import { createQrCodeService } from "./services/qr-codes";
import { qrCodesRouter, qrShortLinkRouter } from "./routes/qr-codes";
import { createTrainingService } from "./services/training";
import { trainingRouter } from "./routes/training";
import { createSubscriptionService } from "./services/subscriptions";
import { subscriptionsRouter } from "./routes/subscriptions";
import { adminRouter } from "./routes/admin";
import { couponsRouter } from "./routes/coupons";
import { createCouponService } from "./services/coupons";
import { createAdminOverviewService } from "./services/admin-overview";
import { createReconciliationService } from "./services/reconciliation";

/** What the web client is mounted with: the change feed (rendered pages follow the data) and the session cookie's name. */
export interface ClientMountContext {
  changeFeed: ChangeFeed;
  sessionCookie: string;
}

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  /** How mail is delivered (tests pass one that fails on demand); through the job queue either way. */
  mailer?: Mailer;
  /** The card gateway; the built-in sandbox when absent. */
  gateway?: PaymentGateway;
  rateLimits?: Partial<RateLimitSettings>;
  /** Where uploaded photos go; a folder under config.uploadsDir when absent. */
  storage?: FileStorage;
  /** Mounts the web client after the API (static files in production, Vite in development). */
  mountClient?: (app: Express, shared: ClientMountContext) => void | Promise<void>;
}

export interface App {
  app: Express;
  /**
   * What the HTTP server runs: the hot public reads answered before Express is entered at all (their exact
   * paths, GET/HEAD), everything else by Express. Express also mounts those reads, for any other spelling.
   */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Cached public reads, dropped on every instance when the change feed announces their topic. */
  publicReads: { menuItems: CachedJson; gallery: CachedJson };
  /** Announce a change of shared data to every instance (PostgreSQL NOTIFY). */
  changeFeed: ChangeFeed;
  /** Background jobs (the mail queue, the scheduled jobs). */
  jobs: JobQueue;
  /** The business settings in force on this instance (server/settings/current-settings.ts). */
  settings: CurrentSettings;
  /** Ends the open live event streams (shutdown starts with it: they would never finish by themselves). */
  stopStreams(): void;
  /** Stops timers and listeners owned by the app; the caller closes the database. */
  close(): Promise<void>;
}

/** Builds the whole HTTP application. index.ts only listens; tests drive this with supertest. */
export async function createApp(options: AppOptions): Promise<App> {
  const { config, database, logger } = options;
  const jobs = await startJobQueue({ database, logger, workers: config.workers, queues: [MAIL_QUEUE_DEFINITION, PASSWORD_RESET_QUEUE_DEFINITION, ...SCHEDULED_QUEUE_DEFINITIONS] });
  // Jobs that carry links or addresses are sealed with a key derived from the server's secret (jobs/sealed-jobs.ts).
  const payloadKey = jobPayloadKey(config.sessionSecret);
  const resetRequests = sealedQueue<PasswordResetRequest>(jobs, PASSWORD_RESET_QUEUE, payloadKey);
  const mailer = createQueuedMailer(
    jobs,
    options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, "outbox"),
        from: config.mailFrom,
        logger,
        // Read when a mail is delivered: the worker starts at the end, once the company info below is read.
        company: async () => companyInfo,
      }),
    payloadKey,
  );
  const sessionStore = new DatabaseSessionStore(database.db);
  const auth = createAuthService({
    db: database.db,
    mailer,
    resetRequests,
    logger,
    appUrl: config.appUrl,
    endUserSessions: (userId, exceptSid) => sessionStore.destroyUserSessions(userId, exceptSid),
  });
  const changeFeed = new ChangeFeed(database);
  const storage: FileStorage = options.storage ?? (config.s3 ? new S3FileStorage(config.s3) : new LocalDiskStorage(config.uploadsDir));
  const menu = createMenuItemService(database.db);
  // This instance drops its cache at once (the admin's next read must see the change); NOTIFY tells the others.
  const menuAdmin = createMenuAdminService({
    db: database.db,
    storage,
    menuChanged: async () => {
      publicReads.menuItems.invalidate();
      await changeFeed.publish("menu");
    },
  });
  const gallery = createGalleryService({
    db: database.db,
    storage,
    galleryChanged: async () => {
      publicReads.gallery.invalidate();
      await changeFeed.publish("gallery");
    },
  });
  const settings = createSettingsService(database.db, {
    truckLocationChanged: async () => {
      await refreshTileOrigin();
      await changeFeed.publish("settings");
    },
    companyInfoChanged: async () => {
      await applyCompanyInfo();
      await changeFeed.publish("settings");
    },
    featuresChanged: async () => {
      await applyFeatureSettings();
      await changeFeed.publish("settings");
    },
  });
  const publicReads = {
    menuItems: new CachedJson(() => menu.listMenuItems()),
    gallery: new CachedJson(() => gallery.listActivePhotos()),
  };
  // The truck map's tile server is a setting: the CSP allows images from its origin, kept here for every request.
  let mapTileOrigin = tileOrigin((await settings.getTruckLocation()).mapTileUrl);
  const refreshTileOrigin = async () => {
    mapTileOrigin = tileOrigin((await settings.getTruckLocation()).mapTileUrl);
  };
  // The company info signs every email, and its address hears of every order, quote and enquiry: kept here and
  // replaced when the change feed announces a settings change (this instance's own at once), so a checkout does
  // not read it. Every date the server writes (emails, PDFs, day filters) is in its time zone.
  // The settings the shared rules read are held in one place, given to every service and router that needs them.
  const currentSettings = createSettingsHolder();
  let companyInfo: CompanyInfo;
  const applyCompanyInfo = async () => {
    companyInfo = await settings.getCompanyInfo();
    currentSettings.applyCompanyInfo(companyInfo);
  };
  // The quote rules' minimum guests and lead time are settings too (Feature Manager → Book Now).
  // So are tax and delivery on card orders (Settings → Taxes and delivery) and the dinner pickup hours.
  const applyFeatureSettings = async () => {
    currentSettings.applyFeatures(await settings.getFeatures());
  };
  await Promise.all([applyCompanyInfo(), applyFeatureSettings()]);
  changeFeed.on(
    "settings",
    () => void Promise.all([refreshTileOrigin(), applyCompanyInfo(), applyFeatureSettings()]).catch((error) => logger.error({ err: error }, "reading the settings failed")),
  );
  changeFeed.on("menu", () => publicReads.menuItems.invalidate());
  changeFeed.on("gallery", () => publicReads.gallery.invalidate());
  await changeFeed.start();
  const liveEvents = new LiveEventHub(database, logger);
  await liveEvents.start();
  // New enquiries and quote requests are announced to the business's email from settings.
  const businessEmail = async () => companyInfo.email;
  const contact = createContactService({ db: database.db, mailer, logger, businessEmail });
  // The sandbox may never mark orders paid in production unless demo mode is on (docs/decisions/006-product-rules.md).
  const sandboxEnabled = !config.isProduction || config.demoMode;
  const sandbox = createSandboxGateway({ secret: config.sessionSecret, enabled: sandboxEnabled });
  const gateway = options.gateway ?? (config.clover ? createCloverGateway(config.clover) : sandbox);
  const orders = createOrderService(database.db, orderAccessTokens(config.sessionSecret), currentSettings.current, { mailer, logger, businessEmail });
  const payments = createPaymentService({
    db: database.db,
    gateway,
    gatewayEnabled: gateway.provider !== "sandbox" || sandboxEnabled,
    mailer,
    logger,
    businessEmail,
  });
  const passport = createPassport(auth);
  // Defaults, then the environment (RATE_LIMIT_*), then the caller (tests).
  const limitSettings = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits, ...options.rateLimits };
  const limiterFactory = createLimiterFactory(database.db);
  const limits = createRateLimits(limiterFactory, limitSettings);
  const loginGuard = createLoginGuard({
    limits: limiterFactory,
    settings: limitSettings,
    devices: deviceCookies({ secret: config.sessionSecret, secure: config.isProduction }),
    findAccountId: (login) => auth.findAccountId(login),
  });
  const cookieName = sessionCookieName(config);

  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store; hashing every body for a weak ETag would be wasted work (hot reads set their own).
  app.set("etag", false);
  app.set("trust proxy", config.trustProxy);
  // Hot public reads first, ahead of helmet, request logging and sessions: a cached read is a header
  // comparison and a write. CachedJson sets the headers these JSON answers need (nosniff, caching).
  app.use("/api", publicMenuRouter(publicReads.menuItems));
  app.use("/api", publicGalleryRouter(publicReads.gallery));

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix positions popovers and toasts with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", () => mapTileOrigin ?? "'self'"],
          fontSrc: ["'self'", "data:"],
          // With Clover, the browser posts the card straight to Clover's token host.
          connectSrc: ["'self'", ...(config.clover ? [new URL(config.clover.tokenBaseUrl).origin] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // HSTS only where we are served over HTTPS.
      strictTransportSecurity: config.isProduction,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = crypto.randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Query strings can carry reset tokens: log the path only.
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: String(req.url).split("?")[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
      autoLogging: { ignore: (req) => req.url === "/api/health" || req.url === "/api/ready" },
    }),
  );
  // Uploaded photos: random names that never change, so browsers may keep them for a year. Only re-encoded
  // WebP files live there; nosniff (helmet) and a sandboxing CSP make sure nothing in them ever runs.
  if (storage instanceof LocalDiskStorage) {
    app.use(
      UPLOADS_URL_PREFIX,
      express.static(storage.dir, {
        index: false,
        dotfiles: "deny",
        fallthrough: false,
        immutable: true,
        maxAge: "365d",
        setHeaders: (res) => res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox"),
      }),
    );
  } else if (storage instanceof S3FileStorage) {
    app.use(UPLOADS_URL_PREFIX, uploadsFromS3(storage));
  }
  app.use("/api", requireSameOrigin([new URL(config.appUrl).origin]));
  app.use("/api", express.json({ limit: "100kb" }), refuseUnsafeInput);

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
  app.use(
    "/api",
    noStore,
    signedInHint({ secure: config.isProduction, maxAgeMs: SESSION_ABSOLUTE_MS }),
    passport.initialize(),
    sessionWhenPresent(cookieName, [sessionMiddleware(config, sessionStore), enforceAbsoluteLifetime, passport.session()]),
  );
  const idempotency = createIdempotency(database.db);
  const qrCodes = createQrCodeService({ db: database.db, appUrl: config.appUrl });
  const quotes = createQuoteService({ db: database.db, mailer, logger, businessEmail, companyInfo: async () => companyInfo, settings: currentSettings.current, inviteClient: auth.inviteClient, appUrl: config.appUrl });
  app.use("/api", authRouter({ auth, passport, limits, loginGuard, sessionCookieName: cookieName }));
  app.use("/api", settingsRouter(settings, database.db));
  app.use("/api", contactRouter(contact, limits.enquiries));
  const serviceOpen = serviceSwitch(settings.getFeatures);
  app.use("/api/dinner-orders", serviceOpen("dinnerPickup", SERVICE_CLOSED_MESSAGES.dinnerPickup));
  app.use("/api/subscription-requests", serviceOpen("subscriptions", SERVICE_CLOSED_MESSAGES.subscriptions));
  app.use("/api/training/programs", serviceOpen("trainingPublic", SERVICE_CLOSED_MESSAGES.trainingPublic));
  app.use("/api", ordersRouter({ idempotency, orders, lifecycle: createOrderLifecycle({ db: database.db, payments, mailer, logger }), payments, limitOrders: limits.orders, secureCookies: config.isProduction, settings: currentSettings.current }));
  app.use("/api", favoritesRouter(createFavoriteService(database.db)));
  app.use(
    "/api",
    quotesRouter({
      idempotency,
      quotes,
      payments,
      limits,
      settings: currentSettings.current,
    }),
  );
  app.use("/api", eventsRouter(liveEvents));
  app.use("/api", messagesRouter(createMessageService({ db: database.db, mailer, logger, businessEmail, appUrl: config.appUrl }), limits.messages));
  app.use("/api", adminMenuRouter(menuAdmin));
  app.use("/api", galleryAdminRouter(gallery));
  app.use("/api", auditLogRouter(createAuditLogService(database.db)));
  app.use("/api", dashboardRouter(createDashboardService(database.db, currentSettings.current)));
  app.use("/api", paymentsRouter({ idempotency, gateway, payments, limitCharges: limits.orderCharges }));
  app.use("/api", sandbox.tokenRouter(limits.cardTokens));
  app.use("/api", paymentTestRouter({ idempotency, gateway, password: config.paymentTestPassword, limitGuesses: limits.paymentTestGuesses }));
  app.use("/api", loyaltyRouter(createLoyaltyService(database.db)));
  app.use("/api", profileRouter(createProfileService({ db: database.db, mailer, logger, appUrl: config.appUrl })));
  app.use("/api", qrCodesRouter(qrCodes));
  app.use("/api", trainingRouter(createTrainingService(database.db)));
  app.use("/api", subscriptionsRouter(createSubscriptionService(database.db, currentSettings.current), currentSettings.current));
  app.use("/api", couponsRouter(createCouponService(database.db, currentSettings.current)));
  const reconciliation = createReconciliationService({ db: database.db, gateway, gatewayEnabled: gateway.provider !== "sandbox" || sandboxEnabled, logger });
  app.use("/api", adminRouter({ db: database.db, overview: createAdminOverviewService(database.db, currentSettings.current), auth, quotes, reconciliation, idempotency, settings: currentSettings.current }));
  app.use("/api", apiNotFound);
  // Printed custom QR codes lead here: counted, then redirected (outside /api: a phone camera opens it).
  app.use(qrShortLinkRouter(qrCodes));
  app.use(siteFilesRouter(config.appUrl));

  if (options.mountClient) await options.mountClient(app, { changeFeed, sessionCookie: cookieName });
  app.use(errorHandler);

  await mailer.startDelivering();
  await resetRequests.work({ pollingIntervalSeconds: 2 }, (request) => auth.issuePasswordReset(request));
  await startScheduledJobs(jobs, { db: database.db, mailer, logger, appUrl: config.appUrl, settings: currentSettings.current, reconciliation });

  const hotReads = new Map([
    ["/api/menu-items", publicReads.menuItems],
    ["/api/gallery", publicReads.gallery],
  ]);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const hot = req.method === "GET" || req.method === "HEAD" ? hotReads.get(req.url ?? "") : undefined;
    if (!hot) return void app(req, res);
    hot.send(req, res).catch((error) => {
      if (res.headersSent) return void res.end();
      if (isDatabaseUnavailable(error)) {
        res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "5" }).end(JSON.stringify({ message: DATABASE_UNAVAILABLE_MESSAGE }));
        return;
      }
      logger.error({ err: error, url: req.url }, "hot read failed");
      res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ message: GENERIC_ERROR_MESSAGE }));
    });
  };

  return {
    app,
    handler,
    publicReads,
    changeFeed,
    jobs,
    settings: currentSettings.current,
    stopStreams: () => liveEvents.closeAll(),
    close: async () => {
      await Promise.all([changeFeed.close(), liveEvents.close(), jobs.stop()]);
    },
  };
}

import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express } from "express";
import type { AppConfig } from "./env";
import type { DatabaseHandle } from "./db/client";
import type { ChangeFeed } from "./db/change-feed";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { PaymentGateway } from "./payments/gateway";
import type { FileStorage } from "./storage/file-storage";
import type { JobQueue } from "./jobs/job-queue";
import { startScheduledJobs } from "./jobs/scheduled-jobs";
import { DatabaseSessionStore, sessionKey } from "./auth/session-store";
import type { CachedJson } from "./http/cached-json";
import type { RateLimitSettings } from "./http/rate-limit-settings";
import { errorHandler } from "./middleware/error-handler";
import type { CurrentSettings } from "./settings/current-settings";
import { startInfrastructure } from "./compose/infrastructure";
import { buildServices } from "./compose/services";
import { createPublicReads, mountPublicReads, publicReadsRoute } from "./compose/public-reads";
import { FrontDoor, uploadsRoute } from "./http/front-door";
import { precompress } from "./http/precompressed";
import { capturedSecurityHeaders, securityHeaders } from "./http/security-headers";
import { SITE_FILES_CACHE_CONTROL, siteFiles } from "./routes/site-files";
import { mountHttpBasics } from "./compose/http";
import { createRequestGuards } from "./compose/request-guards";
import { mountRoutes } from "./compose/routes";
import { checkResponses, type ContractViolation } from "./http/response-contract";

/**
 * What the web client is mounted with: the change feed (rendered pages follow the data), the session cookie's name
 * and the front door, which answers the client's files and pages from memory ahead of Express.
 */
export interface ClientMountContext {
  changeFeed: ChangeFeed;
  sessionCookie: string;
  frontDoor: FrontDoor;
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
  /**
   * Tests: every answer is checked against its route's entry in the route table (shared/api/routes.ts), and each
   * breach (an undeclared field, a wrong type, an undeclared status) is reported here (http/response-contract.ts).
   */
  checkResponses?: (violation: ContractViolation) => void;
}

export interface App {
  app: Express;
  /**
   * What the HTTP server runs: every public GET (the hot API reads, the client's files and rendered pages, uploaded
   * photos, robots.txt…) answered from memory before Express is entered at all (http/front-door.ts), everything
   * else by Express. Express also answers those, for any other spelling.
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

/**
 * Builds the whole HTTP application: the infrastructure, then the services (compose/services.ts), then Express with
 * the routers mounted (compose/routes.ts), and last the workers. index.ts only listens; tests drive this with supertest.
 */
export async function createApp(options: AppOptions): Promise<App> {
  const { config, database, logger } = options;
  const infrastructure = await startInfrastructure(options);
  const { jobs, changeFeed, liveEvents, mailer, resetRequests, proposalLinkRequests, settingsInForce } = infrastructure;
  const sessionStore = new DatabaseSessionStore(database.db);
  // The public reads are filled by the services built next, and the services tell them of every change.
  const publicReads = createPublicReads(() => services, changeFeed);
  const services = await buildServices({
    config,
    db: database.db,
    logger,
    infrastructure,
    // The stored sessions go, then their open live streams on every instance (those of the kept session stay).
    endUserSessions: async (userId, exceptSid) => {
      await sessionStore.destroyUserSessions(userId, exceptSid);
      await liveEvents.endUserStreams(userId, exceptSid === undefined ? undefined : sessionKey(exceptSid));
    },
    publicDataChanged: publicReads.changed,
  });
  await changeFeed.start();
  await liveEvents.start();
  const guards = createRequestGuards({ config, db: database.db, auth: services.auth, sessionStore, rateLimits: options.rateLimits });

  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store; hashing every body for a weak ETag would be wasted work (hot reads set their own).
  app.set("etag", false);
  app.set("trust proxy", config.trustProxy);
  if (options.checkResponses) app.use(checkResponses(options.checkResponses));
  const security = securityHeaders(config, settingsInForce.mapTileOrigin);
  // helmet's output depends on the map tile setting alone (its CSP): captured again when that changes.
  const frontDoor = new FrontDoor({ securityHeaders: capturedSecurityHeaders(security, settingsInForce.mapTileOrigin), logger });
  frontDoor.addRoute("api", publicReadsRoute(publicReads));
  for (const [path, contentType, build] of siteFiles(config.appUrl)) frontDoor.addFile(path, await precompress(build()), { contentType, cacheControl: SITE_FILES_CACHE_CONTROL });
  const uploads = uploadsRoute(infrastructure.storage);
  frontDoor.addRoute("upload", uploads.route);
  // A deleted photo is announced as a menu or gallery change (on every instance): it must not be served on.
  for (const topic of ["menu", "gallery"] as const) changeFeed.on(topic, uploads.forget);
  mountPublicReads(app, publicReads);
  mountHttpBasics(app, { config, logger, storage: infrastructure.storage, security });
  mountRoutes(app, { config, database, infrastructure, services, guards });
  if (options.mountClient) await options.mountClient(app, { changeFeed, sessionCookie: guards.cookieName, frontDoor });
  app.use(errorHandler);

  await mailer.startDelivering();
  await resetRequests.work({ pollingIntervalSeconds: 2 }, (request) => services.auth.issuePasswordReset(request));
  await proposalLinkRequests.work({ pollingIntervalSeconds: 2 }, (request) => services.quotes.sendProposalLinks(request));
  await startScheduledJobs(jobs, { db: database.db, mailer, logger, appUrl: config.appUrl, settings: settingsInForce.current, links: services.proposalLinks, reconciliation: services.reconciliation });

  return {
    app,
    handler: frontDoor.handler(app),
    publicReads: publicReads.reads,
    changeFeed,
    jobs,
    settings: settingsInForce.current,
    stopStreams: () => liveEvents.closeAll(),
    close: async () => {
      frontDoor.close();
      await Promise.all([changeFeed.close(), liveEvents.close(), jobs.stop()]);
    },
  };
}

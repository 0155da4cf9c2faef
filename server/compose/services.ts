import type { AppConfig } from "../env";
import type { Logger } from "../logger";
import type { Database } from "../db/client";
import {
  createAdminOverviewService,
  createAuditLogService,
  createAuthService,
  createCalendarService,
  createContactService,
  createCouponService,
  createDashboardService,
  createFavoriteService,
  createGalleryService,
  createGuestListService,
  createKitchenService,
  createLoyaltyService,
  createMenuAdminService,
  createMenuItemService,
  createMessageService,
  createOrderLifecycle,
  createOrderService,
  createPaymentService,
  createProductionService,
  createProfileService,
  createQrCodeService,
  createQuoteService,
  createReconciliationService,
  createSettingsService,
  createSubscriptionService,
  createTrainingService,
  orderAccessTokens,
  proposalLinks,
} from "../services";
import { renderLogoPng } from "../documents/logo";
import type { Infrastructure } from "./infrastructure";

export interface ServiceDeps {
  config: AppConfig;
  db: Database;
  logger: Logger;
  infrastructure: Infrastructure;
  /** Ends a user's other sessions (a password change): the session store's. */
  endUserSessions: (userId: number, exceptSid?: string) => Promise<void>;
  /** The public menu or gallery changed: this instance drops its cached read at once, the change feed tells the others. */
  publicDataChanged: (topic: "menu" | "gallery") => Promise<void>;
}

/**
 * Builds every service once, each with only what it needs, and reads the settings in force through the settings
 * service before anything else uses them.
 */
export async function buildServices({ config, db, logger, infrastructure, endUserSessions, publicDataChanged }: ServiceDeps) {
  const { mailer, resetRequests, proposalLinkRequests, storage, gateway, gatewayEnabled, settingsInForce } = infrastructure;
  const { appUrl } = config;
  const current = settingsInForce.current;
  const settings = createSettingsService(db, settingsInForce.hooks);
  await settingsInForce.start(settings);
  // New enquiries, quote requests and paid orders are announced to the business's email from settings.
  const businessEmail = async () => settingsInForce.companyInfo().email;
  const auth = createAuthService({ db, mailer, resetRequests, logger, appUrl, endUserSessions });
  // Every order and quote date is checked against the kitchen's closed days, lead times and capacity.
  const kitchen = createKitchenService({ db, settings: current });
  const payments = createPaymentService({ db, gateway, gatewayEnabled, mailer, logger, businessEmail, settings: current, kitchen });
  // The links in a visitor's proposal emails: derived with the server's secret, so the database alone opens none.
  const links = proposalLinks({ secret: config.sessionSecret, appUrl });
  return {
    proposalLinks: links,
    settings,
    auth,
    payments,
    menu: createMenuItemService(db),
    menuAdmin: createMenuAdminService({ db, storage, menuChanged: () => publicDataChanged("menu") }),
    gallery: createGalleryService({ db, storage, galleryChanged: () => publicDataChanged("gallery") }),
    contact: createContactService({ db, mailer, logger, businessEmail, settings: current }),
    kitchen,
    orders: createOrderService(db, orderAccessTokens(config.sessionSecret), current, { mailer, logger, businessEmail }, kitchen),
    lifecycle: createOrderLifecycle({ db, payments, mailer, logger }),
    quotes: createQuoteService({
      db,
      mailer,
      logger,
      businessEmail,
      companyInfo: async () => settingsInForce.companyInfo(),
      logo: await renderLogoPng(),
      settings: current,
      inviteClient: auth.inviteClient,
      payments,
      appUrl,
      links,
      linkRequests: proposalLinkRequests,
      kitchen,
    }),
    production: createProductionService({ db, settings: current, companyInfo: async () => settingsInForce.companyInfo() }),
    messages: createMessageService({ db, mailer, logger, businessEmail, appUrl, links }),
    favorites: createFavoriteService(db),
    // A confirmed event's guest list: its links are derived with the server's secret, as the proposal links.
    guests: createGuestListService({ db, mailer, logger, secret: config.sessionSecret, appUrl, settings: current }),
    auditLog: createAuditLogService(db, current),
    dashboard: createDashboardService(db, current),
    loyalty: createLoyaltyService(db),
    profile: createProfileService({ db, mailer, logger, appUrl }),
    qrCodes: createQrCodeService({ db, appUrl }),
    training: createTrainingService(db, { mailer, logger, appUrl }),
    subscriptions: createSubscriptionService(db, current, { mailer, logger, appUrl }),
    coupons: createCouponService(db, current),
    overview: createAdminOverviewService(db, current),
    reconciliation: createReconciliationService({ db, gateway, gatewayEnabled, logger }),
    // Calendar feed URLs are derived with the server's secret, like the proposal links (docs/product/client-portal.md).
    calendar: createCalendarService({ db, secret: config.sessionSecret, appUrl, companyInfo: () => settingsInForce.companyInfo() }),
  };
}
export type AppServices = Awaited<ReturnType<typeof buildServices>>;

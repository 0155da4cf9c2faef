import type { AppConfig } from "../env";
import type { Logger } from "../logger";
import type { Database } from "../db/client";
import {
  createAdminOverviewService,
  createAuditLogService,
  createAuthService,
  createContactService,
  createCouponService,
  createDashboardService,
  createFavoriteService,
  createGalleryService,
  createKitchenService,
  createLoyaltyService,
  createMenuAdminService,
  createMenuItemService,
  createMessageService,
  createOrderLifecycle,
  createOrderService,
  createPaymentService,
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
      settings: current,
      inviteClient: auth.inviteClient,
      payments,
      appUrl,
      links,
      linkRequests: proposalLinkRequests,
      kitchen,
    }),
    messages: createMessageService({ db, mailer, logger, businessEmail, appUrl, links }),
    favorites: createFavoriteService(db),
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
  };
}
export type AppServices = Awaited<ReturnType<typeof buildServices>>;

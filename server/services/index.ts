// The services' public interface: what the entry points (the composition in app.ts and compose/, the scheduled
// jobs, the seed, the command lines) may use. Each service is built by its factory and used through the object it
// returns; the few plain functions here are whole operations a job or a command line runs. Everything else in
// services/ is the services' own (scripts/arch.mjs refuses an entry point's import past this file).

export { createAdminOverviewService, type AdminOverviewService } from "./admin-overview";
export { createAuditLogService, type AuditLogService } from "./audit-log";
export { createCalendarService, type CalendarService } from "./calendar";
export { createAuthService, PASSWORD_RESET_QUEUE, PASSWORD_RESET_QUEUE_DEFINITION, type AuthService, type PasswordResetRequest } from "./auth";
export { createContactService, type ContactService } from "./contact";
export { createCouponService, type CouponService } from "./coupons";
export { createDashboardService, type DashboardService } from "./dashboard";
export { createFavoriteService, type FavoriteService } from "./favorites";
export { createGalleryService, type GalleryService } from "./gallery";
export { createGuestListService, deleteExpiredGuestData, type GuestListService } from "./guest-lists";
export { cleanUp, IDEMPOTENCY_RETENTION_HOURS } from "./housekeeping";
export { createKitchenService, type KitchenService } from "./kitchen";
export { createLoyaltyService, type LoyaltyService } from "./loyalty";
export { createMenuAdminService, type MenuAdminService } from "./menu-admin";
export { createMenuItemService, type MenuItemService } from "./menu-items";
export { createMessageService, type MessageService } from "./messages";
export { orderAccessTokens } from "./order-access";
export { createOrderLifecycle, expireUnpaidOrders, type OrderLifecycle } from "./order-lifecycle";
export { createOrderService, type OrderService } from "./orders";
export { createPaymentService, type PaymentService } from "./payments";
export { priceOrder } from "./pricing";
export { createProductionService, type ProductionService } from "./production";
export { createProfileService, type ProfileService } from "./profile";
export { createQrCodeService, type QrCodeService } from "./qr-codes";
export { proposalLinks, type ProposalLinks } from "./quote-access";
export { BALANCE_REMINDER_DAYS, dueBalanceReminder, sendBalanceReminders, type BalanceReminderDeps } from "./quote-reminders";
export { createQuoteService, type QuoteService } from "./quotes";
export { PROPOSAL_LINK_QUEUE, PROPOSAL_LINK_QUEUE_DEFINITION, type ProposalLinkRequest } from "./quote-links";
export { createReconciliationService, reconcileAndPrint, type ReconciliationService } from "./reconciliation";
export { createSettingsService, type SettingsService } from "./settings";
export { createSubscriptionService, DEMO_SUBSCRIPTION_PLANS, type SubscriptionService } from "./subscriptions";
export { createTrainingService, DEFAULT_TRAINING_PROGRAMS, type TrainingService } from "./training";

import type { MenuItemRow, PublicUser, UserRole } from "../schema";
import type { PhotoRow } from "../schema/photos";
import type { OrderStatus } from "../rules/order-lifecycle";
import type { CompanyInfo } from "../settings/company-info";
import type { FeatureSettings } from "../settings/features";
import type { AuditEntryView } from "../validators/audit-log";
import type { WeeklyFigures } from "../validators/dashboard";
import type { MenuItemPhotoView } from "../validators/menu-items";
import type { MessageThreadView, MessageView, RecentMessageView, UnreadMessages } from "../validators/messages";
import type { CreatedOrderView, OrderView } from "../validators/orders";
import type { Page } from "../validators/pagination";
import type { PhotoView } from "../validators/photos";
import type { QuoteStats, QuoteView } from "../validators/quotes";
import type { LoyaltyAccountView, LoyaltyEntryView, LoyaltyStandingView, RedeemedReward } from "../validators/loyalty";
import type { ProfileView } from "../validators/profile";
import type { QrCodeView } from "../validators/qr-codes";
import type { EnrollmentView, TrainingProgramView } from "../validators/training";
import type { SubscriptionPlanView, SubscriptionView } from "../validators/subscriptions";
import type { TruckLocationView } from "../validators/truck";
import type { AdminOverview, SocialLinks } from "../validators/admin";
import type { EnquiryView } from "../validators/contact";
import type { AdvertisedCoupon, CouponView } from "../validators/coupons";
import type { ClientSummary } from "../validators/proposals";
import type { EnrollmentStatus } from "../rules/training";
import type { OrphanChargeRefunded, ReconciliationReport } from "../rules/reconciliation";

/**
 * What each endpoint answers, declared once for the server and the client. The client's one fetch helper
 * (client/src/lib/api-client.ts `api`) takes a key of ApiResponses and returns its type, so no screen re-declares
 * or casts a response; the server's services return these same types.
 */

/** A value as it arrives over JSON: dates become ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export type MenuItem = Wire<MenuItemRow>;
export type GalleryPhoto = Wire<PhotoRow>;
export type User = Wire<PublicUser>;

export interface DemoAccount {
  role: UserRole;
  username: string;
  password: string;
}

export interface AppConfig {
  demoMode: boolean;
  /** Present only in demo mode. */
  demoAccounts: DemoAccount[];
}

export interface Health {
  status: string;
  database: string;
}

/** GET /api/ready: whether this instance can serve (for load balancers); 503 with the problems when not. */
export interface Readiness {
  ready: boolean;
  message: string;
  problems?: string[];
}

/** A favorite with its (active) menu item joined in. */
export interface Favorite {
  id: number;
  menuItemId: number;
  customQuantity: number;
  menuItem: MenuItem | null;
}

/** Decimal strings, priced by the server. */
export interface CouponQuote {
  code: string;
  subtotalAmount: string;
  discountAmount: string;
  /** Delivery and sales tax ("0.00" when the business charges none). */
  deliveryFeeAmount: string;
  taxAmount: string;
  totalAmount: string;
}

export interface ContactEnquiryCreated {
  id: number;
  message: string;
}

/** The browser-side settings of the payment gateway. */
export interface PaymentConfig {
  /** The provider's publishable key, sent as the `apikey` header when tokenising. */
  apiKey: string;
  /** Where the browser posts the card: our own sandbox path, or the provider's host. */
  tokenizeUrl: string;
  /** "sandbox" for the built-in test gateway. */
  provider: string;
}

export interface ChargeSucceeded {
  success: true;
  chargeId: string;
  demo: boolean;
  message: string;
}

export interface DepositRefunded {
  refundId: string;
  amount: string;
}

export interface OrderRefunded {
  refundId: string;
  /** This refund, then the order's refunded total and what was paid (decimal strings). */
  amount: string;
  refundedAmount: string;
  paidAmount: string;
}

/** One entry of an order's timeline: a status change, a note or a refund, by whom and when. */
export interface OrderTimelineEntry {
  id: number;
  kind: "status" | "note" | "refund";
  actorName: string;
  from: OrderStatus | null;
  to: OrderStatus | null;
  note: string | null;
  amount: string | null;
  createdAt: string;
}

/** What the kitchen packs for one day: per pickup time (or delivery), the orders and each dish × quantity. */
export interface PackingList {
  date: string;
  slots: {
    kind: "pickup" | "delivery";
    /** "12:30" for a pickup; null for the day's deliveries. */
    time: string | null;
    orders: { number: string; customerName: string }[];
    items: { name: string; option: string | null; quantity: number }[];
  }[];
}

export interface PaymentTestStatus {
  /** False when the server has no PAYMENT_TEST_PASSWORD: the tool is off. */
  enabled: boolean;
  /** Always "1.00": the server fixes the amount. */
  amount: string;
  provider: string;
}

export interface UploadItemPhotoResult {
  imageUrl: string;
  photo: MenuItemPhotoView;
}

/** An answer that carries only a sentence for the user. */
export interface Acknowledged {
  message: string;
}

export interface ApiResponses {
  "GET /api/me": User;
  "GET /api/config": AppConfig;
  "GET /api/health": Health;
  "GET /api/ready": Readiness;
  "POST /api/login": User;
  "POST /api/register": User;
  "POST /api/account/password": Acknowledged;
  "POST /api/forgot-password": Acknowledged;
  "POST /api/reset-password": Acknowledged;
  "GET /api/settings/company-info": CompanyInfo;
  "PUT /api/settings/company-info": CompanyInfo;

  "GET /api/menu-items": MenuItem[];
  "GET /api/menu-items/:id": MenuItem;
  "GET /api/menu-items/:id/photos": MenuItemPhotoView[];
  "POST /api/menu-items": MenuItem;
  "PUT /api/menu-items/:id": MenuItem;
  "PATCH /api/menu-items/:id": MenuItem;
  "POST /api/menu-items/upload-photo": UploadItemPhotoResult;
  "POST /api/menu-items/:id/primary-photo": MenuItem;
  "DELETE /api/menu-items/:id/photo": MenuItem;
  "POST /api/menu-items/delete-photo": MenuItem;
  "GET /api/audit-log": Page<AuditEntryView>;

  "GET /api/gallery": GalleryPhoto[];
  "GET /api/photos": Page<PhotoView>;
  "POST /api/gallery/upload": PhotoView;
  "PATCH /api/photos/:id": PhotoView;
  "POST /api/gallery/reorder": PhotoView[];

  "GET /api/favorites": Favorite[];

  "POST /api/coupons/quote": CouponQuote;
  "POST /api/orders": CreatedOrderView;
  "GET /api/orders": Page<OrderView>;
  /** CSV text, downloaded by the browser from a link rather than read by a screen. */
  "GET /api/orders/export.csv": string;
  "POST /api/dinner-orders": OrderView;
  "GET /api/orders/packing-list": PackingList;
  "GET /api/orders/:id": OrderView;
  "PATCH /api/orders/:id/status": OrderView;
  "POST /api/orders/:id/notes": OrderTimelineEntry[];
  "GET /api/orders/:id/timeline": OrderTimelineEntry[];
  "POST /api/orders/:id/refunds": OrderRefunded;
  "POST /api/payments/api-key": PaymentConfig;
  "POST /api/payments/charge": ChargeSucceeded;
  "GET /api/payment-test": PaymentTestStatus;
  "POST /api/payment-test": ChargeSucceeded;

  "GET /api/quotes": Page<QuoteView>;
  "GET /api/quotes/stats": QuoteStats;
  "GET /api/quotes/:id": QuoteView;
  "POST /api/quotes": QuoteView;
  "PATCH /api/quotes/:id": QuoteView;
  "PATCH /api/quotes/:id/status": QuoteView;
  "PATCH /api/quotes/:id/viewed": QuoteView;
  "POST /api/quotes/:id/deposit": ChargeSucceeded;
  "POST /api/quotes/:id/deposit/refund": DepositRefunded;
  "GET /api/quotes/:id/messages": MessageView[];

  "GET /api/messages/recent": RecentMessageView[];
  "GET /api/messages/threads": Page<MessageThreadView>;
  "GET /api/messages/unread": UnreadMessages;
  "POST /api/quotes/:id/messages/read": UnreadMessages;
  "GET /api/events": string;
  "POST /api/messages": MessageView;

  "POST /api/contact": ContactEnquiryCreated;
  "GET /api/contact": Page<EnquiryView>;
  "PATCH /api/contact/:id": EnquiryView;
  "POST /api/contact/:id/replies": EnquiryView;
  "GET /api/dashboard/week": WeeklyFigures;

  "GET /api/coupons/advertised": AdvertisedCoupon[];
  "GET /api/settings/features": FeatureSettings;
  "PUT /api/settings/features": FeatureSettings;
  "GET /api/coupons": Page<CouponView>;
  "POST /api/coupons": CouponView;
  "PATCH /api/coupons/:id": CouponView;
  "GET /api/admin/overview": AdminOverview;
  "GET /api/admin/staff": User[];
  "POST /api/admin/staff": User;
  "GET /api/admin/clients": ClientSummary[];
  "POST /api/admin/proposals": QuoteView;
  "GET /api/admin/reconciliation": ReconciliationReport;
  "POST /api/admin/reconciliation/:id/refund": OrphanChargeRefunded;
  "GET /api/settings/social-links": SocialLinks;
  "PUT /api/settings/social-links": SocialLinks;

  "GET /api/loyalty/accounts": LoyaltyAccountView[];
  "GET /api/loyalty/:userId": Wire<LoyaltyStandingView>;
  "GET /api/loyalty/:userId/ledger": Page<Wire<LoyaltyEntryView>>;
  "POST /api/loyalty/redemptions": RedeemedReward;
  "POST /api/loyalty/:userId/adjustments": Wire<LoyaltyStandingView>;

  "GET /api/profile": ProfileView;
  "PATCH /api/profile": ProfileView;
  "POST /api/profile/email-confirmations": { email: string; message: string };

  "GET /api/qr-codes": Page<Wire<QrCodeView>>;
  "POST /api/qr-codes": Wire<QrCodeView>;
  "PATCH /api/qr-codes/:id": Wire<QrCodeView>;
  "DELETE /api/qr-codes/:id": void;

  "GET /api/truck/location": TruckLocationView;
  "PUT /api/truck/location": TruckLocationView;

  "GET /api/training/programs": TrainingProgramView[];
  "POST /api/training/programs/:id/enrollments": { id: number; status: EnrollmentStatus };
  "PATCH /api/training/programs/:id": { id: number; isPublic: boolean };
  "GET /api/training/enrollments": Page<Wire<EnrollmentView>>;
  "PATCH /api/training/enrollments/:id": { id: number; status: EnrollmentStatus };

  "GET /api/subscriptions": SubscriptionPlanView[];
  "POST /api/subscriptions": SubscriptionPlanView;
  "PATCH /api/subscriptions/:id": SubscriptionPlanView;
  "GET /api/subscription-requests": Page<Wire<SubscriptionView>>;
  "POST /api/subscription-requests": Wire<SubscriptionView>;
  "PATCH /api/subscription-requests/:id": Wire<SubscriptionView>;
}

export type ApiRoute = keyof ApiResponses;
export type ApiResponse<R extends ApiRoute> = ApiResponses[R];

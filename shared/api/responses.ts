import { z } from "zod";
import { calendarDateText, instantText, moneyText } from "../validators/fields";
import { ORDER_STATUSES } from "../rules/order-lifecycle";
import { FULFILMENT_METHODS } from "../rules/fulfilment";
import { QUOTE_STATUSES } from "../rules/quotes";
import { PROPOSAL_PAYMENT_KINDS } from "../rules/proposal-payments";
import { ENQUIRY_STATUSES } from "../rules/enquiries";
import { ENROLLMENT_STATUSES, TRAINING_CATEGORIES } from "../rules/training";
import { SUBSCRIPTION_STATUSES, WEEKDAYS } from "../rules/subscriptions";
import { QR_CODE_TYPES } from "../rules/qr-codes";
import { FINDING_ASPECTS, FINDING_KINDS } from "../rules/reconciliation";
import { NOTIFICATION_TOPICS } from "../rules/notifications";
import { MENU_CATEGORIES } from "../menu/categories";
import { SOCIAL_NETWORKS } from "../settings/social-links";
import { OVERVIEW_PERIODS } from "../validators/admin";
import { TRUCK_STATUSES } from "../validators/truck";
import type { CompanyInfo } from "../settings/company-info";
import type { FeatureSettings } from "../settings/features";
import type { KitchenSettings } from "../settings/kitchen";
import type { SocialLinks } from "../settings/social-links";
import type { LoyaltyTierName } from "../rules/loyalty";
import type { LoyaltyEntryKind } from "../schema/loyalty";
import type { NotificationPrefs } from "../rules/notifications";
import type { Page } from "../validators/pagination";

/**
 * The answers of the API, one schema each. Strict objects: an answer carrying a field its schema does not declare
 * fails the test suite's check of every answer (server/http/response-contract.ts), so nothing leaks unnoticed and
 * the client's types (shared/api/contract.ts) are the answers' real shapes. The TypeScript types the services
 * return are derived from these (`z.output`), so a service and its schema cannot drift apart either.
 *
 * Only the server and the OpenAPI document load this module; the browser imports its types alone.
 */

const id = z.number().int().positive();
const nullableId = id.nullable();

// ── Common ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** One page of a list (`?page=&pageSize=`). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** How many rows match; at most LIST_COUNT_CAP where a list caps its count (then `totalIsCapped`). */
    total: z.number().int().min(0),
    totalIsCapped: z.boolean().optional(),
    /** Where the next page starts (keyset paging), on lists that offer it; null on the last page. */
    nextCursor: z.string().nullable().optional(),
  });

/** An answer that carries only a sentence for the user. */
export const acknowledged = z.strictObject({ message: z.string() });

/**
 * Every error answer: the sentence the user reads, and what a form or the checkout needs beside it (the field at
 * fault, a machine-readable code, a toast title, the server's own total, each field's message).
 */
export const errorBody = z.strictObject({
  message: z.string().min(1),
  code: z.string().optional(),
  field: z.string().optional(),
  title: z.string().optional(),
  totalAmount: moneyText.optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A date refused by the kitchen's rules (closed, too soon, fully booked): the next dates that would be accepted. */
  nextDates: z.array(calendarDateText).optional(),
  /** On a 500: the id the log line carries. */
  requestId: z.string().optional(),
});

// ── Accounts ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const USER_ROLES = ["admin", "client"] as const;

/** What the API ever says about a user: never the hash. */
export const userView = z.strictObject({ id, username: z.string(), email: z.string(), role: z.enum(USER_ROLES) });

export const demoAccountView = z.strictObject({ role: z.enum(USER_ROLES), username: z.string(), password: z.string() });
export const appConfigView = z.strictObject({
  demoMode: z.boolean(),
  /** Present only in demo mode. */
  demoAccounts: z.array(demoAccountView),
});

export const healthView = z.strictObject({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]) });
/** GET /api/ready: whether this instance can serve (for load balancers); 503 with the problems when not. */
export const readinessView = z.strictObject({ ready: z.boolean(), message: z.string(), problems: z.array(z.string()).optional() });

export const profileView = z.strictObject({
  id,
  username: z.string(),
  email: z.string(),
  /** Whether the account proved it receives mail at `email` (a link sent there was opened). */
  emailVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  fullName: z.string(),
  phone: z.string(),
  eventAddress: z.string(),
  notificationPrefs: z.strictObject(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<(typeof NOTIFICATION_TOPICS)[number], z.ZodBoolean>),
  /** A new email waiting for its link to be opened. */
  pendingEmail: z.string().nullable(),
});
/** `changed`: the account moved to a new address; false when the link confirmed the address it had (a sign-up's). */
export const emailConfirmedView = z.strictObject({ email: z.string(), changed: z.boolean(), message: z.string() });

/**
 * The signed-in user's private calendar feed: its URL (a secret: whoever has it reads the feed) and when it was made;
 * `feed` is null when they have none (docs/product/client-portal.md, "Calendar").
 */
export const calendarFeedView = z.strictObject({ feed: z.strictObject({ url: z.string(), createdAt: instantText }).nullable() });

/** A client account an admin can prepare a proposal for. */
export const clientSummaryView = z.strictObject({ id, username: z.string(), email: z.string(), fullName: z.string().nullable(), phone: z.string().nullable() });

// ── Settings ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const companyInfoView = z.strictObject({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  /** The IANA time zone every date and time is shown in (screens, PDFs, emails). */
  timeZone: z.string(),
});

const clockTime = z.string().regex(/^\d{2}:\d{2}$/);
export const featureSettingsView = z.strictObject({
  booking: z.strictObject({ wizardEnabled: z.boolean(), minLeadHours: z.number().int(), minGuests: z.number().int() }),
  services: z.strictObject({ dinnerPickup: z.boolean(), subscriptions: z.boolean(), trainingPublic: z.boolean() }),
  charges: z.strictObject({ taxRateThousandths: z.number().int(), deliveryFeeCents: z.number().int(), freeDeliveryOverCents: z.number().int().nullable() }),
  dinner: z.strictObject({ orderCutoff: clockTime, pickupEarliest: clockTime, pickupLatest: clockTime }),
  cancellation: z.strictObject({ lateRefundPercent: z.number().int() }),
});

export const kitchenSettingsView = z.strictObject({
  prepMinutesPerDay: z.number().int().nullable(),
  coversPerDay: z.number().int().nullable(),
  closedWeekdays: z.array(z.number().int().min(0).max(6)),
  holidays: z.array(calendarDateText),
  leadTimes: z.array(z.strictObject({ fromGuests: z.number().int(), hours: z.number().int(), enforced: z.boolean() })),
});

/**
 * GET /api/availability: each of the next days as open, full or closed with the reason, and the rules the browser
 * checks a date with (shared/rules/capacity.ts): the kitchen's settings and the Book Now lead time.
 */
export const availabilityView = z.strictObject({
  today: calendarDateText,
  minLeadHours: z.number().int(),
  kitchen: kitchenSettingsView,
  days: z.array(z.strictObject({ date: calendarDateText, status: z.enum(["open", "full", "closed"]), reason: z.string().nullable() })),
});

export const socialLinksView = z.strictObject(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string()])) as Record<(typeof SOCIAL_NETWORKS)[number], z.ZodString>);

export const truckLocationView = z.strictObject({
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(TRUCK_STATUSES),
  schedule: z.array(z.strictObject({ day: z.enum(WEEKDAYS), hours: z.string(), place: z.string() })),
  mapTileUrl: z.string(),
  /** The wait estimate customers are shown. */
  waitEstimate: z.string(),
  updatedAt: instantText.nullable(),
});

// ── Menu and photos ──────────────────────────────────────────────────────────────────────────────────────────────

export const menuItemView = z.strictObject({
  id,
  category: z.enum(MENU_CATEGORIES),
  name: z.string(),
  description: z.string(),
  /** Price text exactly as the business writes it: "Half Pan $60 / Full Pan $90", "$15.99", "Market Value". */
  price: z.string(),
  servingSize: z.string(),
  prepTime: z.string(),
  minOrder: z.number().int(),
  popular: z.boolean(),
  dietary: z.array(z.string()),
  /** The major allergens the dish contains (shared/menu/allergens.ts); [] when none. */
  allergens: z.array(z.string()),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: instantText,
  updatedAt: instantText,
});

/** A photo attached to a menu item (the item's gallery of candidate main photos). */
export const menuItemPhotoView = z.strictObject({ id, url: z.string(), thumbnailUrl: z.string(), isPrimary: z.boolean(), createdAt: instantText });
export const uploadedItemPhotoView = z.strictObject({ imageUrl: z.string(), photo: menuItemPhotoView });

/** A photo as the API sends it (the public gallery and the photo manager alike). */
export const photoView = z.strictObject({
  id,
  /** Public path of the full-size image, e.g. /uploads/ab12….webp */
  filename: z.string(),
  /** Public path of the ~400 px version the grids use. */
  thumbnail: z.string().nullable(),
  originalName: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  featuredOnHomepage: z.boolean(),
  isActive: z.boolean(),
  menuItemId: nullableId,
  uploadedBy: nullableId,
  sortOrder: z.number().int(),
  createdAt: instantText,
});

export const favoriteView = z.strictObject({ id, menuItemId: id, customQuantity: z.number().int() });
/** A favorite with its (active) menu item joined in. */
export const favoriteWithItemView = favoriteView.extend({ menuItem: menuItemView });

/** One admin change: who, what, when, and the record before and after. */
export const auditEntryView = z.strictObject({
  id,
  actorId: nullableId,
  actorName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: nullableId,
  before: z.unknown(),
  after: z.unknown(),
  createdAt: instantText,
});

// ── Orders and payments ──────────────────────────────────────────────────────────────────────────────────────────

/** The order as the API shows it: money as decimal strings, the display number, and its lines. */
export const orderView = z.strictObject({
  id,
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(["card", "at_pickup", "invoice"]),
  source: z.string(),
  customerInfo: z.strictObject({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    eventDate: calendarDateText.nullable(),
    eventLocation: z.string().nullable(),
    eventType: z.string().nullable(),
  }),
  /** Pickup or delivery: a delivery's address (null only on orders placed before checkout asked), a pickup's time. */
  fulfilment: z.enum(FULFILMENT_METHODS),
  deliveryAddress: z.string().nullable(),
  pickupTime: z.string().nullable(),
  notes: z.string().nullable(),
  coupon: z.strictObject({ code: z.string(), discount: moneyText }).nullable(),
  subtotalAmount: moneyText,
  discountAmount: moneyText,
  /** Delivery and sales tax ("0.00" when the business charges none). */
  deliveryFeeAmount: moneyText,
  taxAmount: moneyText,
  totalAmount: moneyText,
  items: z.array(
    z.strictObject({ menuItemId: nullableId, name: z.string(), option: z.string().nullable(), unitPrice: moneyText, quantity: z.number().int(), lineTotal: moneyText }),
  ),
  paidAt: instantText.nullable(),
  /** What the customer has paid by card, and how much of it was given back. */
  paidAmount: moneyText,
  refundedAmount: moneyText,
  createdAt: instantText,
});

/**
 * POST /api/orders and /api/dinner-orders answer the order with its access token, shown only this once: a visitor
 * needs it to pay or see the order (the server keeps only its hash).
 */
export const createdOrderView = orderView.extend({ accessToken: z.string() });

/**
 * Order again: the past order's lines as the menu sells them today (current price text, option and minimum order), to
 * put in the cart; the lines that cannot be ordered any more, named, with the reason.
 */
export const reorderView = z.strictObject({
  items: z.array(
    z.strictObject({
      menuItemId: id,
      name: z.string(),
      price: z.string(),
      category: z.string(),
      option: z.string().nullable(),
      quantity: z.number().int(),
      minOrder: z.number().int(),
    }),
  ),
  unavailable: z.array(z.strictObject({ name: z.string(), option: z.string().nullable(), reason: z.string() })),
});

/** Decimal strings, priced by the server. */
export const couponQuoteView = z.strictObject({
  code: z.string(),
  subtotalAmount: moneyText,
  discountAmount: moneyText,
  deliveryFeeAmount: moneyText,
  taxAmount: moneyText,
  totalAmount: moneyText,
});

/** One entry of an order's timeline: a status change, a note or a refund, by whom and when. */
export const orderTimelineEntryView = z.strictObject({
  id,
  kind: z.enum(["status", "note", "refund"]),
  actorName: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  amount: moneyText.nullable(),
  createdAt: instantText,
});

/** What the kitchen packs for one day: per pickup time (or delivery), the orders and each dish × quantity. */
export const packingListView = z.strictObject({
  date: calendarDateText,
  slots: z.array(
    z.strictObject({
      kind: z.enum(["pickup", "delivery"]),
      /** "12:30" for a pickup; null for the day's deliveries. */
      time: z.string().nullable(),
      /** Each order, with its delivery address in the deliveries' slot (null for a pickup). */
      orders: z.array(z.strictObject({ number: z.string(), customerName: z.string(), deliveryAddress: z.string().nullable() })),
      items: z.array(z.strictObject({ name: z.string(), option: z.string().nullable(), quantity: z.number().int() })),
    }),
  ),
});

/** A production sheet's counts: by pan size, per person, and under any other option ("Small", "Each"). */
const productionCountsView = z.strictObject({
  halfPans: z.number().int(),
  fullPans: z.number().int(),
  perPerson: z.number().int(),
  other: z.array(z.strictObject({ label: z.string(), quantity: z.number().int() })),
  total: z.number().int(),
});
/** A business date and time of day ("2026-12-04", "09:30"). */
const businessMoment = z.strictObject({ date: calendarDateText, time: z.string() });

/** What the kitchen cooks on one day (docs/product/admin.md, "Production sheet and BEO"). */
export const productionSheetView = z.strictObject({
  date: calendarDateText,
  rows: z.array(
    z.strictObject({
      menuItemId: nullableId,
      name: z.string(),
      counts: productionCountsView,
      prepMinutes: z.number().int(),
      /** The earliest time one of its orders or events must be ready; null when none of them has a time. */
      readyBy: businessMoment.nullable(),
      /** readyBy less the prep time. */
      prepStart: businessMoment.nullable(),
      allergens: z.array(z.string()),
    }),
  ),
  totals: productionCountsView,
  /** The orders and events the rows come from. */
  sources: z.array(
    z.strictObject({
      kind: z.enum(["order", "event"]),
      number: z.string(),
      customerName: z.string(),
      /** "12:30": a pickup time or an event's start; null for a delivery (a date only). */
      time: z.string().nullable(),
      fulfilment: z.enum([...FULFILMENT_METHODS, "event"]),
      /** A delivery's address or an event's venue. */
      place: z.string().nullable(),
      guests: z.number().int().nullable(),
    }),
  ),
});

export const orderRefundedView = z.strictObject({
  refundId: z.string(),
  /** This refund, then the order's refunded total and what was paid. */
  amount: moneyText,
  refundedAmount: moneyText,
  paidAmount: moneyText,
});

/** The browser-side settings of the payment gateway. */
export const paymentConfigView = z.strictObject({
  /** The provider's publishable key, sent as the `apikey` header when tokenising. */
  apiKey: z.string(),
  /** Where the browser posts the card: our own sandbox path, or the provider's host. */
  tokenizeUrl: z.string(),
  /** "sandbox" for the built-in test gateway. */
  provider: z.string(),
});

export const chargeSucceededView = z.strictObject({ success: z.literal(true), chargeId: z.string(), demo: z.boolean(), message: z.string() });
/** An order's charge also names the order it paid. */
export const orderChargedView = chargeSucceededView.extend({ orderId: id });
export const depositRefundedView = z.strictObject({ refundId: z.string(), amount: moneyText });

export const paymentTestStatusView = z.strictObject({
  /** False when the server has no PAYMENT_TEST_PASSWORD: the tool is off. */
  enabled: z.boolean(),
  /** Always "1.00": the server fixes the amount. */
  amount: moneyText,
  provider: z.string(),
});
/** A card the provider refused (402): the checkout and deposit screens read `success: false` beside the reason. */
export const paymentDeclinedView = errorBody.extend({ success: z.literal(false) });
/**
 * A charge that went through for something no longer payable (409 PAYMENT_REVERSED): `refunded` says whether the money
 * was given back at once or is owed (the reconciliation shows it until refunded). Other 409s carry neither.
 */
export const paymentRefusedView = errorBody.extend({ refunded: z.boolean().optional() });
/** The $1 test charge the card refused (402). */
export const paymentTestDeclinedView = z.strictObject({ success: z.literal(false), message: z.string() });

/** The sandbox's stand-in for the provider's card token (POST /api/payments/sandbox/tokens). */
export const sandboxTokenView = z.strictObject({ id: z.string() });

// ── Quotes and messages ──────────────────────────────────────────────────────────────────────────────────────────

/** A priced line of a proposal, as the API shows it. */
export const proposalLineView = z.strictObject({
  kind: z.string(),
  menuItemId: nullableId,
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: moneyText,
  /** Negative for a discount. */
  lineTotal: moneyText,
  /** A service charge, tax or percent discount: its rate in basis points (1800 = 18%); null for an amount line. */
  rateBasisPoints: z.number().int().nullable(),
  /** A per-person line: its quantity is the guest count. */
  perPerson: z.boolean(),
});

/** An entry of a proposal's payment history: a card deposit or balance, an offline payment, or a refund (amount positive). */
export const proposalPaymentView = z.strictObject({
  kind: z.enum(PROPOSAL_PAYMENT_KINDS),
  amount: moneyText,
  /** Offline payments: check, bank_transfer or cash; null for card payments and refunds. */
  method: z.string().nullable(),
  /** Offline payments: the check number or transfer reference. */
  reference: z.string().nullable(),
  at: instantText,
});

/** A quote as the API shows it. */
export const quoteView = z.strictObject({
  id,
  number: z.string(),
  clientId: nullableId,
  status: z.enum(QUOTE_STATUSES),
  eventType: z.string(),
  eventDate: instantText,
  guestCount: z.number().int(),
  venue: z.string(),
  menuPackage: z.string(),
  menuItemIds: z.array(id),
  totalAmount: moneyText,
  budget: moneyText,
  notes: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  viewedAt: instantText.nullable(),
  createdAt: instantText,
  /** The current version (1, 2, …; docs/decisions/015-proposal-versions.md). */
  version: z.number().int().positive(),
  /** The version its client last opened (null until they open it): the client is shown what changed since. */
  clientSeenVersion: z.number().int().positive().nullable(),
  /** 50% of the total, to secure the date. */
  depositAmount: moneyText,
  /** What is left after the deposit, due on balanceDueDate (7 days before the event). */
  balanceAmount: moneyText,
  balanceDueDate: instantText,
  depositPaidAt: instantText.nullable(),
  /** Part of a paid deposit refunded so far ("0.00" when none). */
  depositRefundedAmount: moneyText,
  /** When the client paid the balance by card; null until then. */
  balancePaidAt: instantText.nullable(),
  /** Everything the business holds for it: the deposit kept, the card balance and offline payments. */
  paidAmount: moneyText,
  /** Accepted, with money still owed after the balance due date. */
  balanceOverdue: z.boolean(),
  /** When the client cancelled the accepted event (status "cancelled"); null otherwise. */
  cancelledAt: instantText.nullable().optional(),
  /** What the cancellation refunded to the card, by the cancellation policy; null unless cancelled. */
  cancellationRefundAmount: moneyText.nullable().optional(),
  /** For admins: the account the proposal belongs to (a visitor's request has only the contact fields). */
  client: z.strictObject({ username: z.string(), email: z.string(), fullName: z.string().nullable() }).nullable().optional(),
  /** A proposal an admin priced line by line (detail only; empty for a request). */
  lines: z.array(proposalLineView).optional(),
  /** Every payment on it, oldest first (detail only). */
  payments: z.array(proposalPaymentView).optional(),
  /**
   * Detail only: the signature that accepted it (docs/decisions/014-e-signature.md), null while unsigned. `current`
   * is false once the proposal has a newer version than the one signed.
   */
  signature: z
    .strictObject({ signerName: z.string(), signedAt: instantText, version: z.number().int(), documentSha256: z.string(), current: z.boolean() })
    .nullable()
    .optional(),
});

/**
 * One version of a proposal, as it was sent (docs/decisions/015-proposal-versions.md): never changed once made. The
 * client's screen shows the diff between two of them (shared/rules/proposal-diff.ts).
 */
export const proposalVersionView = z.strictObject({
  version: z.number().int().positive(),
  /** "request" (the client's own request), "business" (sent by the business), "change-request" (an approved one). */
  source: z.enum(["request", "business", "change-request"]),
  createdAt: instantText,
  /** Admins only: who made it (an admin's name or username), null when unknown. */
  createdBy: z.string().nullable().optional(),
  eventDate: instantText,
  guestCount: z.number().int(),
  venue: z.string(),
  menuItemIds: z.array(id),
  /** The names of menuItemIds' dishes, in the same order. */
  dishes: z.array(z.strictObject({ id, name: z.string() })),
  lines: z.array(proposalLineView),
  totalAmount: moneyText,
  notes: z.string().nullable(),
});

/** A line of a change request's estimate: a proposal line with what repricing it needs (per person, a rate). */
export const changeRequestLineView = z.strictObject({
  kind: z.string(),
  menuItemId: nullableId,
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: moneyText,
  /** Negative for a discount. */
  lineTotal: moneyText,
  /** A service charge, tax or percent discount: its rate in basis points (1800 = 18%). */
  rateBasisPoints: z.number().int().nullable(),
  perPerson: z.boolean(),
  /** A market-value dish the business has still to price ($0.00 until then). */
  toBePriced: z.boolean(),
});

/**
 * A client's change request on a proposal (docs/decisions/015-proposal-versions.md): what they asked (null where the
 * value stays), the proposal repriced with it by the shared rules, and the business's answer.
 */
export const changeRequestView = z.strictObject({
  id,
  quoteId: id,
  status: z.enum(["pending", "approved", "declined", "withdrawn"]),
  baseVersion: z.number().int().positive(),
  guestCount: z.number().int().nullable(),
  eventDate: instantText.nullable(),
  menuItemIds: z.array(id).nullable(),
  /** The names of menuItemIds' dishes, in the same order (null when the dishes stay). */
  dishes: z.array(z.string()).nullable(),
  notes: z.string().nullable(),
  estimateLines: z.array(changeRequestLineView),
  estimateAmount: moneyText,
  resultingVersion: z.number().int().positive().nullable(),
  response: z.string().nullable(),
  createdAt: instantText,
  decidedAt: instantText.nullable(),
});

/**
 * A proposal's change requests, newest first, and what a new one is priced against (its current version): the
 * client's dialog reprices with the shared function as the client types (shared/rules/change-requests.ts).
 */
export const changeRequestsView = z.strictObject({
  requests: z.array(changeRequestView),
  basis: z.strictObject({
    version: z.number().int().positive(),
    menuPackage: z.string(),
    guestCount: z.number().int(),
    totalAmount: moneyText,
    menuItemIds: z.array(id),
    lines: z.array(changeRequestLineView),
  }),
});

/**
 * What cancelling an accepted proposal gives back now, by the terms and the cancellation policy
 * (shared/rules/cancellation.ts): shown before the client confirms; the server works it out again when cancelling.
 */
export const cancellationPreviewView = z.strictObject({
  refundAmount: moneyText,
  keptAmount: moneyText,
  /** Paid by check, bank transfer or cash: returned by the business outside the card gateway. */
  offlineReturnAmount: moneyText,
  noticeDays: z.number().int(),
  fullRefund: z.boolean(),
  explanation: z.string(),
});

/**
 * A cancelled proposal and what the cancellation refunds to the card; `refundPending` while some of it could not be
 * refunded yet (the card service was unreachable): asking again (POST /cancel) refunds the rest, never twice.
 */
export const proposalCancelledView = z.strictObject({
  quote: quoteView,
  refundAmount: moneyText,
  refundPending: z.boolean(),
});

export const quoteStatsView = z.strictObject({ total: z.number().int(), pendingReview: z.number().int(), accepted: z.number().int(), totalValue: moneyText });

export const messageView = z.strictObject({
  id,
  quoteId: id,
  senderId: nullableId,
  senderName: z.string().nullable(),
  /** True when an admin wrote it, i.e. the business side of the thread. */
  fromBusiness: z.boolean(),
  content: z.string(),
  createdAt: instantText,
});
/** A message in the dashboard's recent list, with the quote it belongs to. */
export const recentMessageView = messageView.extend({ quoteNumber: z.string() });

/** One quote's conversation in the thread list: the quote it belongs to and its latest message, if any. */
export const messageThreadView = z.strictObject({
  quoteId: id,
  quoteNumber: z.string(),
  eventType: z.string(),
  eventDate: instantText,
  status: z.string(),
  /** The client's username, or a visitor's contact name. */
  clientName: z.string().nullable(),
  messageCount: z.number().int(),
  /** Messages from the other side the signed-in user has not read yet. */
  unreadCount: z.number().int(),
  lastMessage: z.strictObject({ content: z.string(), createdAt: instantText, fromBusiness: z.boolean() }).nullable(),
});

/** The badge in the header and the sidebar. */
export const unreadMessagesView = z.strictObject({ total: z.number().int(), threads: z.array(z.strictObject({ quoteId: id, count: z.number().int() })) });

// ── Enquiries, dashboards, coupons ───────────────────────────────────────────────────────────────────────────────

export const enquiryCreatedView = z.strictObject({ id, message: z.string() });

/** An enquiry as admins see it. */
export const enquiryView = z.strictObject({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  eventType: z.string().nullable(),
  eventDate: calendarDateText.nullable(),
  guestCount: z.number().int().nullable(),
  message: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  repliedAt: instantText.nullable(),
  createdAt: instantText,
});

/** This week's figures on the dashboard: admins see the business, clients their own. */
export const weeklyFiguresView = z.strictObject({
  weekStart: instantText,
  weekEnd: instantText,
  /** Quote requests received this week. */
  newQuotes: z.number().int(),
  /** Accepted quotes whose event falls in this week. */
  eventsThisWeek: z.number().int(),
  /** Messages written this week on the visible threads. */
  messages: z.number().int(),
  /** An admin's: the orders paid this week (as /admin counts them); a client's: their own orders placed this week, past payment. */
  orders: z.number().int(),
  /**
   * Admins only, never in a client's answer: the business's revenue this week (paid, less refunds, by the day paid
   * at the business: shared/rules/revenue.ts), the same figure as /admin's and the orders CSV's.
   */
  revenue: moneyText.optional(),
});

/** The admin dashboard's figures for a period. */
export const adminOverviewView = z.strictObject({
  period: z.enum(OVERVIEW_PERIODS),
  since: instantText,
  /** Card payments taken in the period, minus what was refunded of them. */
  revenue: moneyText,
  paidOrders: z.number().int(),
  ordersByStatus: z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()),
  quotePipeline: z.array(z.strictObject({ status: z.enum(QUOTE_STATUSES), count: z.number().int(), value: moneyText })),
  depositsCollected: moneyText,
  /** Accepted proposals whose event is in the next 14 days, and what is still owed on them. */
  balancesDue: z.strictObject({ count: z.number().int(), amount: moneyText }),
  /** Accepted proposals with money still owed after their balance due date, and how much. */
  balancesOverdue: z.strictObject({ count: z.number().int(), amount: moneyText }),
  newEnquiries: z.number().int(),
});

export const couponView = z.strictObject({
  id,
  code: z.string(),
  description: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: moneyText.nullable(),
  /** The order's total becomes this amount (the demo's test coupon). */
  fixedTotal: moneyText.nullable(),
  minSubtotal: moneyText,
  firstOrderOnly: z.boolean(),
  eventType: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  usedCount: z.number().int(),
  advertised: z.boolean(),
  active: z.boolean(),
  startsAt: instantText.nullable(),
  expiresAt: instantText.nullable(),
  /** A reward's code belongs to one client. */
  ownerId: nullableId,
  createdAt: instantText,
});
/** A code shown on the public QR codes page. */
export const advertisedCouponView = z.strictObject({ code: z.string(), description: z.string() });

// ── Reconciliation ───────────────────────────────────────────────────────────────────────────────────────────────

export const reconciliationFindingView = z.strictObject({
  id,
  kind: z.enum(FINDING_KINDS),
  aspect: z.enum(FINDING_ASPECTS),
  /** The order or proposal concerned; null for a provider's charge that no payment row names. */
  subject: z.strictObject({ type: z.enum(["order", "quote"]), id, number: z.string() }).nullable(),
  paymentId: nullableId,
  chargeId: z.string().nullable(),
  /** What the provider was told the charge was for, for a charge only the provider knows. */
  description: z.string().nullable(),
  /** The money in question: what is held, what is claimed without a charge, or what the payments record. */
  amount: moneyText,
  /** For a mismatch, what the order or proposal records instead. */
  expectedAmount: moneyText.nullable(),
  /** An orphan charge the admin can give back with one click. */
  refundable: z.boolean(),
  firstSeenAt: instantText,
});
/** The last run's findings; checkedAt is null until the check has run once. */
export const reconciliationReportView = z.strictObject({
  checkedAt: instantText.nullable(),
  gateway: z.strictObject({ provider: z.string(), listed: z.boolean(), note: z.string().nullable() }).nullable(),
  findings: z.array(reconciliationFindingView),
});
export const orphanChargeRefundedView = z.strictObject({
  refundId: z.string(),
  amount: moneyText,
  /** The report after the subject was checked again. */
  report: reconciliationReportView,
});

// ── Loyalty ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const LOYALTY_TIER_NAMES = ["Bronze", "Silver", "Gold", "Platinum"] as const;
export const LOYALTY_ENTRY_KINDS = ["earn", "refund", "redeem", "adjust"] as const;

export const loyaltyStandingView = z.strictObject({
  userId: id,
  points: z.number().int(),
  tier: z.enum(LOYALTY_TIER_NAMES),
  multiplier: z.number(),
  nextTier: z.enum(LOYALTY_TIER_NAMES).nullable(),
  pointsToNextTier: z.number().int(),
  progressPercent: z.number(),
  /** The client's reward coupons, newest first. */
  coupons: z.array(z.strictObject({ code: z.string(), description: z.string(), used: z.boolean() })),
});
export const loyaltyEntryView = z.strictObject({
  id,
  kind: z.enum(LOYALTY_ENTRY_KINDS),
  points: z.number().int(),
  description: z.string(),
  couponCode: z.string().nullable(),
  createdAt: instantText,
});
export const redeemedRewardView = z.strictObject({
  code: z.string(),
  rewardId: z.string(),
  description: z.string(),
  /** The balance after the redemption. */
  points: z.number().int(),
});
/** A redemption refused (409): with how many more points the reward needs, when that is why. */
export const redemptionRefusedView = errorBody.extend({ pointsNeeded: z.number().int().positive().optional() });
export const loyaltyAccountView = z.strictObject({ userId: id, username: z.string(), email: z.string(), points: z.number().int(), tier: z.enum(LOYALTY_TIER_NAMES) });

// ── QR codes, training, subscriptions ────────────────────────────────────────────────────────────────────────────

export const qrCodeView = z.strictObject({
  id,
  name: z.string(),
  type: z.enum(QR_CODE_TYPES),
  /** What the code encodes (a custom code: its short link). */
  data: z.string(),
  slug: z.string(),
  url: z.string().nullable(),
  active: z.boolean(),
  description: z.string().nullable(),
  scanCount: z.number().int(),
  lastScannedAt: instantText.nullable(),
  createdAt: instantText,
});

export const trainingProgramView = z.strictObject({
  id,
  slug: z.string(),
  title: z.string(),
  category: z.enum(TRAINING_CATEGORIES),
  summary: z.string(),
  details: z.string(),
  duration: z.string(),
  priceLabel: z.string(),
  maxStudents: z.number().int(),
  seatsLeft: z.number().int(),
  isPublic: z.boolean(),
  /** The signed-in client's live request for this program, if any. */
  myEnrollment: z.strictObject({ id, status: z.enum(ENROLLMENT_STATUSES) }).nullable(),
});
export const enrollmentStatusView = z.strictObject({ id, status: z.enum(ENROLLMENT_STATUSES) });
export const programVisibilityView = z.strictObject({ id, isPublic: z.boolean() });
export const enrollmentView = z.strictObject({
  id,
  programId: id,
  programTitle: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  notes: z.string().nullable(),
  client: z.strictObject({ id, username: z.string(), email: z.string() }),
  createdAt: instantText,
});

export const subscriptionPlanView = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  items: z.array(z.string()),
  dayOfWeek: z.number().int().min(0).max(6),
  guestCount: z.number().int(),
  pricePerDelivery: moneyText,
  active: z.boolean(),
});
export const subscriptionView = z.strictObject({
  id,
  plan: z.strictObject({ id, name: z.string(), dayOfWeek: z.number().int().min(0).max(6), pricePerDelivery: moneyText }),
  client: z.strictObject({ id, username: z.string(), email: z.string() }),
  startDate: calendarDateText,
  address: z.string(),
  notes: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Upcoming delivery dates on the order list (confirmed subscriptions). */
  upcomingDeliveries: z.array(calendarDateText),
  createdAt: instantText,
});

/** The OpenAPI document (GET /api/openapi.json): checked by its own validator, not field by field here. */
export const openApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

/** The answers that restate a domain type say exactly that type: a compile error here when either changes alone. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _answersMatchTheDomain: [
  Same<z.output<typeof companyInfoView>, CompanyInfo>,
  Same<z.output<typeof featureSettingsView>, FeatureSettings>,
  Same<z.output<typeof kitchenSettingsView>, KitchenSettings>,
  Same<z.output<typeof socialLinksView>, SocialLinks>,
  Same<z.output<typeof profileView>["notificationPrefs"], NotificationPrefs>,
  Same<(typeof LOYALTY_TIER_NAMES)[number], LoyaltyTierName>,
  Same<(typeof LOYALTY_ENTRY_KINDS)[number], LoyaltyEntryKind>,
  Same<z.output<ReturnType<typeof pageOf<typeof userView>>>, Page<z.output<typeof userView>>>,
] = [true, true, true, true, true, true, true, true];

import type { ZodType } from "zod";
import type * as view from "./responses";
import type { ApiRoutes, JsonRouteKey, RouteKey } from "./routes";
import type { Answer } from "./wire";

/**
 * What each endpoint answers, as the browser reads it: the types are derived from the route table's response schemas
 * (shared/api/routes.ts, shared/api/responses.ts), so no screen re-declares or casts a response, and the server's
 * services, which return the same schemas' types, cannot answer anything else. The client's one fetch helper
 * (client/src/lib/api-client.ts `api`) takes a key of ApiResponses and returns its type.
 */

export type { Wire } from "./wire";

export type MenuItem = Answer<typeof view.menuItemView>;
export type GalleryPhoto = Answer<typeof view.photoView>;
export type User = Answer<typeof view.userView>;
export type DemoAccount = Answer<typeof view.demoAccountView>;
export type AppConfig = Answer<typeof view.appConfigView>;
export type Health = Answer<typeof view.healthView>;
/** GET /api/ready: whether this instance can serve (for load balancers); 503 with the problems when not. */
export type Readiness = Answer<typeof view.readinessView>;
/** A favorite with its (active) menu item joined in. */
export type Favorite = Answer<typeof view.favoriteWithItemView>;
/** Decimal strings, priced by the server. */
export type CouponQuote = Answer<typeof view.couponQuoteView>;
/** GET /api/availability: the next days as open, full or closed, and the rules a date is checked by. */
export type Availability = Answer<typeof view.availabilityView>;
export type ContactEnquiryCreated = Answer<typeof view.enquiryCreatedView>;
/** The browser-side settings of the payment gateway. */
export type PaymentConfig = Answer<typeof view.paymentConfigView>;
export type ChargeSucceeded = Answer<typeof view.chargeSucceededView>;
export type DepositRefunded = Answer<typeof view.depositRefundedView>;
/** GET /api/quotes/:id/cancellation and POST /api/quotes/:id/cancel (shared/rules/cancellation.ts). */
export type CancellationPreview = Answer<typeof view.cancellationPreviewView>;
export type ProposalCancelled = Answer<typeof view.proposalCancelledView>;
export type OrderRefunded = Answer<typeof view.orderRefundedView>;
/** One entry of an order's timeline: a status change, a note or a refund, by whom and when. */
export type OrderTimelineEntry = Answer<typeof view.orderTimelineEntryView>;
/** What the kitchen packs for one day: per pickup time (or delivery), the orders and each dish × quantity. */
export type PackingList = Answer<typeof view.packingListView>;
export type ProductionSheet = Answer<typeof view.productionSheetView>;
export type Reorder = Answer<typeof view.reorderView>;
export type PaymentTestStatus = Answer<typeof view.paymentTestStatusView>;
export type UploadItemPhotoResult = Answer<typeof view.uploadedItemPhotoView>;
/** An answer that carries only a sentence for the user. */
export type Acknowledged = Answer<typeof view.acknowledged>;
/** The fields an error answer may carry. */
export type ErrorAnswer = Answer<typeof view.errorBody>;

/**
 * A route's answer: its JSON once parsed, nothing for a 204, the text of a download or a page (read from a link,
 * not by a screen).
 */
type AnswerOf<K extends RouteKey> = ApiRoutes[K] extends { response: infer Schema extends ZodType }
  ? Answer<Schema>
  : ApiRoutes[K] extends { content: string }
    ? string
    : void;

export type ApiResponses = { [K in RouteKey]: AnswerOf<K> };

export type ApiRoute = RouteKey;
/** The routes a screen calls with `api()`: those answering JSON or nothing. */
export type ApiCallRoute = JsonRouteKey;
export type ApiResponse<R extends ApiRoute> = ApiResponses[R];

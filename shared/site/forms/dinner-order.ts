/** The dinner order form (/dinner-catering), which needs the app to choose dishes. Sent by the browser itself until the app runs (shared/site/form-posts.ts). */
// Two forms that need the app to be filled in at all (dishes chosen with buttons, a wizard's steps): sent by the
// browser itself they still post, so nothing typed goes in the address, and the page says what to do.
export const DINNER_ORDER_FORM = {
  action: "/api/forms/dinner-order",
  page: "/dinner-catering",
  errors: { "needs-scripts": "Ordering dinner online needs JavaScript to choose your dishes. Please turn it on, or call us to order." },
} as const;

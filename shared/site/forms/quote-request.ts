/** The quote request (/quote), which needs the app for its steps. Sent by the browser itself until the app runs (shared/site/form-posts.ts). */
export const QUOTE_REQUEST_FORM = {
  action: "/api/forms/quote",
  page: "/quote",
  errors: { "needs-scripts": "The quote request needs JavaScript to choose your event and dishes. Please turn it on, or send us a message from the contact page." },
} as const;

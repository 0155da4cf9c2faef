/**
 * The forms a server-rendered page sends by itself, when scripts are off or before the app has started
 * (docs/decisions/011-forms-work-without-the-app.md): each posts `application/x-www-form-urlencoded` to its
 * `action`, and the server answers 303 — to the next page, or back to `page` with `?error=<code>` (or, for a
 * form whose success stays on a page, `?notice=<code>`). Nothing typed ever goes in an address: only these codes,
 * whose words are here, shown by the server-rendered page. Once the app runs it sends the same forms as JSON
 * (api()), as before. No zod here: the pages show these words before zod has loaded.
 */

/** Said by the rate limits, on either path. */
export const TOO_MANY_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";
/** Whatever went wrong on our side. */
const FAILED_MESSAGE = "Something went wrong. Please try again.";

export const FORM_POSTS = {
  login: {
    action: "/api/forms/login",
    page: "/login",
    errors: {
      invalid: "Invalid credentials",
      incomplete: "Enter your username and password",
      "too-many": TOO_MANY_MESSAGE,
      failed: FAILED_MESSAGE,
    },
  },
  register: {
    action: "/api/forms/register",
    page: "/signup",
    errors: {
      username: "Choose a username of 3 to 32 letters, numbers, dots, dashes or underscores",
      email: "Please enter a valid email address",
      password: "Please meet all password requirements",
      "passwords-differ": "Please make sure both passwords are identical",
      "common-password": "This password is too common. Please choose one that is harder to guess.",
      "username-taken": "That username is already taken",
      "email-taken": "An account with that email already exists",
      taken: "That username or email is already registered",
      "too-many": TOO_MANY_MESSAGE,
      failed: FAILED_MESSAGE,
    },
  },
  forgotPassword: {
    action: "/api/forms/forgot-password",
    page: "/forgot-password",
    errors: {
      email: "Please enter your email address",
      "too-many": TOO_MANY_MESSAGE,
      failed: FAILED_MESSAGE,
    },
  },
  contact: {
    action: "/api/forms/contact",
    page: "/contact",
    errors: {
      name: "Please enter your name",
      email: "Please enter a valid email address",
      details: "Please check your phone number, event date and guest count",
      "too-many": TOO_MANY_MESSAGE,
      failed: FAILED_MESSAGE,
    },
  },
  checkoutDetails: {
    action: "/api/forms/checkout-details",
    page: "/checkout",
    errors: {
      details: "Please fill in all required fields with valid details",
      // The cart is kept in the browser and the card is taken by a form that runs there: paying needs the app.
      "needs-scripts": "Paying by card needs JavaScript. Please turn it on and try again, or contact us to order.",
      failed: FAILED_MESSAGE,
    },
  },
  // Two forms that need the app to be filled in at all (dishes chosen with buttons, a wizard's steps): sent by the
  // browser itself they still post, so nothing typed goes in the address, and the page says what to do.
  dinnerOrder: {
    action: "/api/forms/dinner-order",
    page: "/dinner-catering",
    errors: { "needs-scripts": "Ordering dinner online needs JavaScript to choose your dishes. Please turn it on, or call us to order." },
  },
  quoteRequest: {
    action: "/api/forms/quote",
    page: "/quote",
    errors: { "needs-scripts": "The quote request needs JavaScript to choose your event and dishes. Please turn it on, or send us a message from the contact page." },
  },
} as const;

export type FormName = keyof typeof FORM_POSTS;
export type FormErrorCode<Form extends FormName> = keyof (typeof FORM_POSTS)[Form]["errors"] & string;

/** What a page says after a form has done its work and stays there (or leads there). */
export const FORM_NOTICES = {
  "/login": { registered: "Account created. Please sign in with your new account." },
  "/forgot-password": { sent: "If an account exists for that email, we have sent it a link to reset your password. Check your inbox; the link works for 1 hour." },
  "/contact": { sent: "Message sent. We'll get back to you within 24 hours to discuss your event." },
} as const satisfies Record<string, Record<string, string>>;

type NoticePage = keyof typeof FORM_NOTICES;

/** The address a refused form post goes back to. */
export function formErrorUrl<Form extends FormName>(form: Form, code: FormErrorCode<Form>): string {
  return `${FORM_POSTS[form].page}?error=${code}`;
}

/** The address of a page with its notice. */
export function formNoticeUrl<Page extends NoticePage>(page: Page, notice: keyof (typeof FORM_NOTICES)[Page] & string): string {
  return `${page}?notice=${notice}`;
}

/** The query's one parameter `name`, or undefined when the query holds anything else. */
function onlyParam(search: string, name: string): string | undefined {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  return keys.length === 1 && keys[0] === name ? (params.get(name) ?? undefined) : undefined;
}

/** What `form` says on its page after a refused post (`?error=<code>` in the page's address), if anything. */
export function formRefusal(form: FormName, pathname: string, search: string): string | undefined {
  const { page, errors } = FORM_POSTS[form];
  const code = onlyParam(search, "error");
  return pathname === page && code !== undefined && Object.hasOwn(errors, code) ? (errors as Record<string, string>)[code] : undefined;
}

/** What the page at `pathname` says after a form did its work (`?notice=<code>`), if anything. */
export function pageNotice(pathname: string, search: string): string | undefined {
  const code = onlyParam(search, "notice");
  if (code === undefined || !Object.hasOwn(FORM_NOTICES, pathname)) return undefined;
  const notices: Record<string, string> = FORM_NOTICES[pathname as NoticePage];
  return Object.hasOwn(notices, code) ? notices[code] : undefined;
}

/**
 * The query a server may render `pathname` with: exactly a form outcome of that page ("error=invalid"), written the
 * one way, so rendered pages stay a short, fixed list however the address is spelt. Null for any other query.
 */
export function renderableFormQuery(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (pageNotice(pathname, search) !== undefined) return `notice=${params.get("notice")}`;
  const refused = (Object.keys(FORM_POSTS) as FormName[]).some((form) => formRefusal(form, pathname, search) !== undefined);
  return refused ? `error=${params.get("error")}` : null;
}

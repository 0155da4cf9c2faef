/**
 * The forms a server-rendered page sends by itself, when scripts are off or before the app has started
 * (docs/decisions/011-forms-work-without-the-app.md): each posts `application/x-www-form-urlencoded` to its
 * `action`, and the server answers 303 — to the next page, or back to `page` with `?error=<code>` (or, for a
 * form whose success stays on a page, `?notice=<code>`). Nothing typed ever goes in an address: only these codes,
 * whose words are here, shown by the server-rendered page. Once the app runs it sends the same forms as JSON
 * (api()), as before. No zod here: the pages show these words before zod has loaded.
 */
import { formRefusal, pageNotice } from "./form-outcome";
import { LOGIN_FORM } from "./forms/login";
import { REGISTER_FORM } from "./forms/register";
import { FORGOT_PASSWORD_FORM } from "./forms/forgot-password";
import { CONTACT_FORM } from "./forms/contact";
import { CHECKOUT_DETAILS_FORM } from "./forms/checkout-details";
import { DINNER_ORDER_FORM } from "./forms/dinner-order";
import { QUOTE_REQUEST_FORM } from "./forms/quote-request";

/** Every form, by name (the server's routes and rendered pages). */
export const FORM_POSTS = {
  login: LOGIN_FORM,
  register: REGISTER_FORM,
  forgotPassword: FORGOT_PASSWORD_FORM,
  contact: CONTACT_FORM,
  checkoutDetails: CHECKOUT_DETAILS_FORM,
  dinnerOrder: DINNER_ORDER_FORM,
  quoteRequest: QUOTE_REQUEST_FORM,
} as const;

export type FormName = keyof typeof FORM_POSTS;
export type FormErrorCode<Form extends FormName> = keyof (typeof FORM_POSTS)[Form]["errors"] & string;

/** The address a refused form post goes back to. */
export function formErrorUrl<Form extends FormName>(form: Form, code: FormErrorCode<Form>): string {
  return `${FORM_POSTS[form].page}?error=${code}`;
}

/**
 * The query a server may render `pathname` with: exactly a form outcome of that page ("error=invalid"), written the
 * one way, so rendered pages stay a short, fixed list however the address is spelt. Null for any other query.
 */
export function renderableFormQuery(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (pageNotice(pathname, search) !== undefined) return `notice=${params.get("notice")}`;
  const refused = Object.values(FORM_POSTS).some((form) => formRefusal(form, pathname, search) !== undefined);
  return refused ? `error=${params.get("error")}` : null;
}

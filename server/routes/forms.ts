import { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import type passport from "passport";
import { formNoticeUrl } from "@shared/site/form-outcome";
import { FORM_POSTS, formErrorUrl, type FormErrorCode, type FormName } from "@shared/site/form-posts";
import { logAuthEvent } from "../auth/auth-events";
import type { LoginGuard } from "../auth/login-guard";
import { DomainError, InvalidRequest, TooManyAttempts, Unauthenticated } from "../errors";
import { apiRoute } from "../http/api-route";
import { AUTH_SERVICE_MESSAGES, type AuthService } from "../services/auth";
import type { ContactService } from "../services/contact";
import type { RateLimits } from "../middleware/rate-limit";
import type { CurrentSettings } from "../settings/current-settings";
import { signInFromBody } from "./auth";

export interface FormsRouterDeps {
  auth: AuthService;
  contact: ContactService;
  passport: passport.PassportStatic;
  limits: RateLimits;
  loginGuard: LoginGuard;
  settings: CurrentSettings;
}

/** The field a validation refusal is about (the first the schema named), from the error's `errors` detail. */
const fieldOf = (error: InvalidRequest): string | undefined => Object.keys((error.details?.errors as Record<string, string> | undefined) ?? {})[0];

/**
 * Each form's code for a refusal: what the page says (shared/site/form-posts.ts). Only codes go back in the address,
 * never what was typed.
 */
const REFUSALS: { [Form in FormName]: (error: DomainError) => FormErrorCode<Form> | undefined } = {
  login: (error) => (error instanceof Unauthenticated ? "invalid" : error instanceof InvalidRequest ? "incomplete" : undefined),
  register: (error) => {
    if (error.message === AUTH_SERVICE_MESSAGES.usernameTaken) return "username-taken";
    if (error.message === AUTH_SERVICE_MESSAGES.emailTaken) return "email-taken";
    if (error.message === AUTH_SERVICE_MESSAGES.commonPassword) return "common-password";
    if (error.kind === "conflict") return "taken";
    if (!(error instanceof InvalidRequest)) return undefined;
    const field = fieldOf(error);
    return field === "confirmPassword" ? "passwords-differ" : field === "username" || field === "email" ? field : "password";
  },
  forgotPassword: (error) => (error instanceof InvalidRequest ? "email" : undefined),
  contact: (error) => {
    if (!(error instanceof InvalidRequest)) return undefined;
    const field = fieldOf(error);
    return field === "name" || field === "email" ? field : "details";
  },
  checkoutDetails: (error) => (error instanceof InvalidRequest ? "details" : undefined),
  dinnerOrder: () => undefined,
  quoteRequest: () => undefined,
};

/** Sends a refused form back to its page with the refusal's code; anything unforeseen is logged, as the API's errors are. */
function refusedTo(form: FormName): ErrorRequestHandler {
  const errors: Record<string, string> = FORM_POSTS[form].errors;
  return (error, req, res, _next) => {
    let code: string | undefined;
    if (error instanceof TooManyAttempts) code = "too-many";
    else if (error instanceof DomainError) code = REFUSALS[form](error);
    if (!code) req.log?.error({ err: error }, "form post failed");
    res.redirect(303, formErrorUrl(form, (code && Object.hasOwn(errors, code) ? code : "failed") as FormErrorCode<typeof form>));
  };
}

/**
 * The pages' own forms as the browser sends them without the app (docs/decisions/011-forms-work-without-the-app.md):
 * the same validation (the route table's schemas), the same services and the same limits as the JSON routes, and an
 * answer that is always a 303 — to the next page, or back to the form with `?error=<code>`. Mounted under /api, so
 * the same-origin check (CSRF), the session and the device cookie apply as they do to the JSON routes.
 */
export function formsRouter({ auth, contact, passport, limits, loginGuard, settings }: FormsRouterDeps): Router {
  const router = Router();
  const login = apiRoute("POST /api/forms/login");
  const register = apiRoute("POST /api/forms/register");
  const forgot = apiRoute("POST /api/forms/forgot-password");
  const enquiry = apiRoute("POST /api/forms/contact", { settings });
  const checkoutDetails = apiRoute("POST /api/forms/checkout-details", { settings });

  const signInWith = signInFromBody(passport, loginGuard);
  const signIn: RequestHandler = (req, res, next) =>
    signInWith(req, res, next, (user) => (user ? res.redirect(303, "/dashboard") : next(new Unauthenticated("Invalid credentials"))));
  router.post(login.path, loginGuard.beforeValidation, login.validate, ...loginGuard.beforeCheck, signIn, refusedTo("login"));

  // As the JSON route: the account is created, not signed in; the sign-in page says so.
  const createAccount: RequestHandler = async (req, res) => {
    const { username, email, password } = register.body(req);
    // As the JSON route, the new account is sent the link that verifies its email.
    await auth.signUp({ username, email, password });
    res.redirect(303, formNoticeUrl("/login", "registered"));
  };
  router.post(register.path, limits.register, register.validate, createAccount, refusedTo("register"));

  const requestReset: RequestHandler = async (req, res) => {
    await auth.requestPasswordReset(forgot.body(req).email, String(req.id));
    logAuthEvent(req, "password_reset_requested");
    res.redirect(303, formNoticeUrl("/forgot-password", "sent"));
  };
  router.post(forgot.path, limits.forgotPassword, forgot.validate, requestReset, refusedTo("forgotPassword"));

  const sendEnquiry: RequestHandler = async (req, res) => {
    await contact.createEnquiry(enquiry.body(req), req.user?.id);
    res.redirect(303, formNoticeUrl("/contact", "sent"));
  };
  router.post(enquiry.path, limits.enquiries, enquiry.validate, sendEnquiry, refusedTo("contact"));

  // The details are checked by the order's own rules, but no order can be placed here: the cart lives in the
  // browser's storage and the card is taken by a form that runs in the browser. The page says what to do.
  const explainCheckout: RequestHandler = (_req, res) => res.redirect(303, formErrorUrl("checkoutDetails", "needs-scripts"));
  router.post(checkoutDetails.path, checkoutDetails.validate, explainCheckout, refusedTo("checkoutDetails"));

  // Filled in only with the app (dishes chosen with buttons, a wizard's steps): nothing to read, the page says why.
  router.post(apiRoute("POST /api/forms/dinner-order").path, (_req, res) => res.redirect(303, formErrorUrl("dinnerOrder", "needs-scripts")));
  router.post(apiRoute("POST /api/forms/quote").path, (_req, res) => res.redirect(303, formErrorUrl("quoteRequest", "needs-scripts")));

  return router;
}

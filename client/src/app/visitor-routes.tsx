import { lazy, type ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { guestLinkPath, paths, proposalLinkPath } from "@/lib/paths";

// Every page is its own chunk: a visitor's first page loads only the shell and that page. The signed-in pages'
// table is a chunk of its own (member-routes.tsx), so the shell does not carry the list of their files either.
const SplashPage = lazy(() => import("@/app/pages/splash"));
const LoginPage = lazy(() => import("@/app/pages/login"));
const SignupPage = lazy(() => import("@/app/pages/signup"));
const ForgotPasswordPage = lazy(() => import("@/app/pages/forgot-password"));
const ResetPasswordPage = lazy(() => import("@/app/pages/reset-password"));
const HomePage = lazy(() => import("@/app/pages/home"));
const AboutPage = lazy(() => import("@/app/pages/about"));
const GalleryPage = lazy(() => import("@/app/pages/gallery"));
const ServicesPage = lazy(() => import("@/app/pages/services"));
const PackagesPage = lazy(() => import("@/app/pages/packages"));
const ContactPage = lazy(() => import("@/app/pages/contact"));
const MenuPage = lazy(() => import("@/app/pages/menu"));
const DinnerCateringPage = lazy(() => import("@/app/pages/dinner-catering"));
const CheckoutPage = lazy(() => import("@/app/pages/checkout"));
const CheckoutSuccessPage = lazy(() => import("@/app/pages/checkout-success"));
const PaymentTestPage = lazy(() => import("@/app/pages/payment-test"));
const QuotePage = lazy(() => import("@/app/pages/quote"));
const ConfirmEmailPage = lazy(() => import("@/app/pages/confirm-email"));
const ProposalLinkPage = lazy(() => import("@/app/pages/proposal-link"));
const GuestLinkPage = lazy(() => import("@/app/pages/guest-link"));
const QrCodesPage = lazy(() => import("@/app/pages/qr-codes"));
const TrackerPage = lazy(() => import("@/app/pages/tracker"));

export interface AppRoute {
  path: string | RegExp;
  page: ComponentType;
}

/** Visitors only. A signed-in user is sent on by memberRedirects. */
export const authRoutes: AppRoute[] = [
  { path: paths.root, page: SplashPage },
  { path: paths.splash, page: SplashPage },
  { path: paths.login, page: LoginPage },
  { path: paths.signup, page: SignupPage },
];

/** Authentication routes that stay open when signed in: a reset link works in whichever browser opens it. */
export const passwordRecoveryRoutes: AppRoute[] = [
  { path: paths.forgotPassword, page: ForgotPasswordPage },
  { path: paths.resetPassword, page: ResetPasswordPage },
  { path: paths.confirmEmail, page: ConfirmEmailPage },
];

/** Open to everyone, signed in or not. */
export const publicRoutes: AppRoute[] = [
  { path: paths.home, page: HomePage },
  { path: paths.about, page: AboutPage },
  { path: paths.gallery, page: GalleryPage },
  { path: paths.services, page: ServicesPage },
  { path: paths.contact, page: ContactPage },
  { path: paths.menu, page: MenuPage },
  { path: paths.qrCodes, page: QrCodesPage },
  { path: paths.tracker, page: TrackerPage },
  { path: paths.paymentTest, page: PaymentTestPage },
  { path: paths.quote, page: QuotePage },
  { path: paths.checkout, page: CheckoutPage },
  { path: paths.checkoutSuccess, page: CheckoutSuccessPage },
  { path: paths.packages, page: PackagesPage },
  { path: paths.dinnerCatering, page: DinnerCateringPage },
  // The link in a visitor's proposal emails: open signed in or not (the link, not the session, opens it).
  { path: proposalLinkPath.pattern, page: ProposalLinkPage },
  // The link a client shares with their event's guests: open signed in or not.
  { path: guestLinkPath.pattern, page: GuestLinkPage },
];

export function renderRoutes(routes: AppRoute[]) {
  return routes.map(({ path, page }) => <Route key={String(path)} path={path} component={page} />);
}

export function VisitorRoutes() {
  return (
    <Switch>
      {renderRoutes(authRoutes)}
      {renderRoutes(passwordRecoveryRoutes)}
      {renderRoutes(publicRoutes)}
      <Route>
        <Redirect to={paths.splash} replace />
      </Route>
    </Switch>
  );
}

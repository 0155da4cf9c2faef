import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { SiteLayout } from "@/components/layouts/site-layout";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-me";
import { AccountNav } from "@/features/auth/components/account-nav";
import { paths } from "./paths";

// Every page is its own chunk: a visitor's first page loads only the shell and that page.
const SplashPage = lazy(() => import("@/pages/splash"));
const LoginPage = lazy(() => import("@/pages/login"));
const SignupPage = lazy(() => import("@/pages/signup"));
const ForgotPasswordPage = lazy(() => import("@/pages/forgot-password"));
const ResetPasswordPage = lazy(() => import("@/pages/reset-password"));
const DashboardPage = lazy(() => import("@/pages/dashboard"));
const NotFoundPage = lazy(() => import("@/pages/not-found"));
const ComingSoonPage = lazy(() => import("@/pages/coming-soon"));

interface AppRoute {
  path: string | RegExp;
  page: ComponentType;
}

/** A placeholder for a page a later issue builds. */
function comingSoon(title: string): ComponentType {
  const Placeholder = () => <ComingSoonPage title={title} />;
  Placeholder.displayName = `ComingSoon(${title})`;
  return Placeholder;
}

/** Visitors only (spec: authentication routes). A signed-in user is sent on by memberRedirects. */
const authRoutes: AppRoute[] = [
  { path: paths.root, page: SplashPage },
  { path: paths.splash, page: SplashPage },
  { path: paths.login, page: LoginPage },
  { path: paths.signup, page: SignupPage },
];

/** Authentication routes that stay open when signed in: a reset link works in whichever browser opens it. */
const passwordRecoveryRoutes: AppRoute[] = [
  { path: paths.forgotPassword, page: ForgotPasswordPage },
  { path: paths.resetPassword, page: ResetPasswordPage },
];

/** Open to everyone, signed in or not. */
const publicRoutes: AppRoute[] = [
  { path: paths.home, page: comingSoon("Home") },
  { path: paths.about, page: comingSoon("About") },
  { path: paths.gallery, page: comingSoon("Gallery") },
  { path: paths.services, page: comingSoon("Services") },
  { path: paths.contact, page: comingSoon("Contact") },
  { path: paths.menu, page: comingSoon("Menu") },
  { path: paths.qrCodes, page: comingSoon("QR Codes") },
  { path: paths.paymentTest, page: comingSoon("Payment Test") },
  { path: paths.quote, page: comingSoon("Request a Quote") },
  { path: paths.checkout, page: comingSoon("Checkout") },
  { path: paths.checkoutSuccess, page: comingSoon("Order Submitted") },
];

/** Signed in only. The server enforces roles; admin pages will also say so to non-admins. */
const memberRoutes: AppRoute[] = [
  { path: paths.dashboard, page: DashboardPage },
  { path: paths.profile, page: comingSoon("Profile") },
  { path: paths.orders, page: comingSoon("Orders") },
  { path: paths.proposals, page: comingSoon("Proposals") },
  { path: paths.events, page: comingSoon("Events") },
  { path: paths.favorites, page: comingSoon("My Favorite Meals") },
  { path: paths.rewards, page: comingSoon("Rewards") },
  { path: paths.messages, page: comingSoon("Messages") },
  { path: paths.tracker, page: comingSoon("Food Truck Tracker") },
  { path: paths.subscribe, page: comingSoon("Subscribe") },
  { path: paths.dinnerCatering, page: comingSoon("Dinner Catering") },
  { path: paths.training, page: comingSoon("Training") },
  { path: paths.photoGallery, page: comingSoon("Photo Gallery Management") },
  { path: paths.menuManager, page: comingSoon("Menu Manager") },
  { path: paths.enhancedMenuEditor, page: comingSoon("Enhanced Menu Editor") },
  { path: paths.simpleMenuEditor, page: comingSoon("Simple Menu Editor") },
  { path: paths.admin, page: comingSoon("Admin") },
  { path: paths.adminEditItem.pattern, page: comingSoon("Edit Menu Item") },
];

/** Signed in, the visitor-only pages lead to the dashboard. */
const memberRedirects: { from: string; to: string }[] = [
  { from: paths.root, to: paths.dashboard },
  { from: paths.splash, to: paths.dashboard },
  { from: paths.login, to: paths.dashboard },
  { from: paths.signup, to: paths.dashboard },
];

function renderRoutes(routes: AppRoute[]) {
  return routes.map(({ path, page }) => <Route key={String(path)} path={path} component={page} />);
}

function VisitorRoutes() {
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

function MemberRoutes() {
  return (
    <Switch>
      {memberRedirects.map(({ from, to }) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      {renderRoutes(memberRoutes)}
      {renderRoutes(passwordRecoveryRoutes)}
      {renderRoutes(publicRoutes)}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** The route switch: visitors and signed-in users see different route tables (spec: admin-and-secondary §2). */
export function AppRouter() {
  // Location and user are read in the same render: login and logout change the user and then navigate, and a
  // switch that saw the new path with the old user would bounce (logout to "/" while still "signed in" → /dashboard).
  const [location] = useLocation();
  const { data: user, isPending } = useUser();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  if (isPending) return <Spinner className="min-h-dvh" />;
  return (
    <SiteLayout accountNav={<AccountNav />}>
      <Suspense fallback={<Spinner />}>{user ? <MemberRoutes /> : <VisitorRoutes />}</Suspense>
    </SiteLayout>
  );
}

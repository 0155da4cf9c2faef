import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { SiteLayout } from "@/app/layouts/site-layout";
import { RouteAnnouncer } from "@/app/layouts/route-announcer";
import { usePageMeta } from "@/app/layouts/use-page-meta";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-me";
import { AdminOnly } from "@/features/auth/components/admin-only";
import { AppReadyMark } from "@/lib/app-ready";
import { paths } from "@/lib/paths";

// Every page is its own chunk: a visitor's first page loads only the shell and that page. The signed-in layout
// (sidebar, drawer) is a chunk of its own too, and admin pages load only once <AdminOnly> lets an admin in.
const PortalLayout = lazy(() => import("@/app/layouts/portal-layout"));
const SplashPage = lazy(() => import("@/app/pages/splash"));
const LoginPage = lazy(() => import("@/app/pages/login"));
const SignupPage = lazy(() => import("@/app/pages/signup"));
const ForgotPasswordPage = lazy(() => import("@/app/pages/forgot-password"));
const ResetPasswordPage = lazy(() => import("@/app/pages/reset-password"));
const ChangePasswordPage = lazy(() => import("@/app/pages/change-password"));
const DashboardPage = lazy(() => import("@/app/pages/dashboard"));
const NotFoundPage = lazy(() => import("@/app/pages/not-found"));
const HomePage = lazy(() => import("@/app/pages/home"));
const AboutPage = lazy(() => import("@/app/pages/about"));
const GalleryPage = lazy(() => import("@/app/pages/gallery"));
const ServicesPage = lazy(() => import("@/app/pages/services"));
const PackagesPage = lazy(() => import("@/app/pages/packages"));
const ContactPage = lazy(() => import("@/app/pages/contact"));
const MenuPage = lazy(() => import("@/app/pages/menu"));
const FavoritesPage = lazy(() => import("@/app/pages/favorites"));
const DinnerCateringPage = lazy(() => import("@/app/pages/dinner-catering"));
const CheckoutPage = lazy(() => import("@/app/pages/checkout"));
const CheckoutSuccessPage = lazy(() => import("@/app/pages/checkout-success"));
const PaymentTestPage = lazy(() => import("@/app/pages/payment-test"));
const OrdersPage = lazy(() => import("@/app/pages/orders"));
const ProposalsPage = lazy(() => import("@/app/pages/proposals"));
const QuotePage = lazy(() => import("@/app/pages/quote"));
const MessagesPage = lazy(() => import("@/app/pages/messages"));
const EventsPage = lazy(() => import("@/app/pages/events"));
const PhotoGalleryPage = lazy(() => import("@/app/pages/photo-gallery"));
const MenuManagerPage = lazy(() => import("@/app/pages/menu-manager"));
const EnhancedMenuEditorPage = lazy(() => import("@/app/pages/enhanced-menu-editor"));
const SimpleMenuEditorPage = lazy(() => import("@/app/pages/simple-menu-editor"));
const AdminEditItemPage = lazy(() => import("@/app/pages/admin-edit-item"));
const ConfirmEmailPage = lazy(() => import("@/app/pages/confirm-email"));
const ProfilePage = lazy(() => import("@/app/pages/profile"));
const RewardsPage = lazy(() => import("@/app/pages/rewards"));
const QrCodesPage = lazy(() => import("@/app/pages/qr-codes"));
const TrackerPage = lazy(() => import("@/app/pages/tracker"));
const TrainingPage = lazy(() => import("@/app/pages/training"));
const SubscribePage = lazy(() => import("@/app/pages/subscribe"));
const AdminPage = lazy(() => import("@/app/pages/admin"));

interface AppRoute {
  path: string | RegExp;
  page: ComponentType;
}

/** Admin pages: everyone else gets Access Denied with their username and role, and never loads the page. */
function adminOnly(Page: ComponentType, deniedMessage?: string): ComponentType {
  const Guarded = () => (
    <AdminOnly message={deniedMessage}>
      <Page />
    </AdminOnly>
  );
  Guarded.displayName = `AdminOnly(${Page.displayName ?? Page.name ?? "Page"})`;
  return Guarded;
}

/** Visitors only. A signed-in user is sent on by memberRedirects. */
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
  { path: paths.confirmEmail, page: ConfirmEmailPage },
];

/** Open to everyone, signed in or not. */
const publicRoutes: AppRoute[] = [
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
];

/** Signed in only. The server enforces roles; admin pages also say so to non-admins. */
const memberRoutes: AppRoute[] = [
  { path: paths.dashboard, page: DashboardPage },
  { path: paths.changePassword, page: ChangePasswordPage },
  { path: paths.profile, page: ProfilePage },
  { path: paths.orders, page: OrdersPage },
  { path: paths.proposals, page: ProposalsPage },
  { path: paths.events, page: EventsPage },
  { path: paths.favorites, page: FavoritesPage },
  { path: paths.rewards, page: RewardsPage },
  { path: paths.messages, page: MessagesPage },
  { path: paths.subscribe, page: SubscribePage },
  { path: paths.training, page: TrainingPage },
  { path: paths.photoGallery, page: adminOnly(PhotoGalleryPage, "You need admin privileges to access the photo gallery management.") },
  { path: paths.menuManager, page: adminOnly(MenuManagerPage) },
  { path: paths.enhancedMenuEditor, page: adminOnly(EnhancedMenuEditorPage) },
  { path: paths.simpleMenuEditor, page: adminOnly(SimpleMenuEditorPage) },
  { path: paths.admin, page: adminOnly(AdminPage) },
  { path: paths.adminEditItem.pattern, page: adminOnly(AdminEditItemPage) },
];

/** Signed in, the visitor-only pages lead to the dashboard. */
const memberRedirects: { from: string; to: string }[] = [
  { from: paths.root, to: paths.dashboard },
  { from: paths.splash, to: paths.dashboard },
  { from: paths.login, to: paths.dashboard },
  { from: paths.signup, to: paths.dashboard },
  // The address the first design gave the admin's "manage the menu" call to action.
  { from: "/dashboard/menu-manager", to: paths.menuManager },
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

/**
 * The route switch. Visitors and signed-in users see different route tables and
 * layouts: visitors the site layout, signed-in users always the portal layout (header and sidebar), even on
 * the public pages.
 */
export function AppRouter() {
  // Location and user are read in the same render: login and logout change the user and then navigate, and a
  // switch that saw the new path with the old user would bounce (logout to "/" while still "signed in" → /dashboard).
  const [location] = useLocation();
  const { data: user, isPending } = useUser();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  usePageMeta(location);

  if (isPending) return <Spinner className="min-h-dvh" />;
  if (user) {
    return (
      <Suspense fallback={<Spinner className="min-h-dvh" />}>
        <PortalLayout>
          <Suspense fallback={<Spinner />}>
            <MemberRoutes />
            <AppReadyMark />
          </Suspense>
        </PortalLayout>
        <RouteAnnouncer location={location} />
      </Suspense>
    );
  }
  return (
    <SiteLayout>
      <Suspense fallback={<Spinner />}>
        <VisitorRoutes />
        <AppReadyMark />
      </Suspense>
      <RouteAnnouncer location={location} />
    </SiteLayout>
  );
}

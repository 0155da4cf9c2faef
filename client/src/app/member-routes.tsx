import { lazy, Suspense, type ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import PortalLayout from "@/app/layouts/portal-layout";
import { passwordRecoveryRoutes, publicRoutes, renderRoutes, type AppRoute } from "@/app/visitor-routes";
import { Spinner } from "@/components/ui/spinner";
import { AdminOnly } from "@/features/auth/components/admin-only";
import { AppReadyMark } from "@/lib/app-ready";
import { paths } from "@/lib/paths";

// Loaded once someone is signed in: the portal layout (sidebar, drawer) and the pages only members reach, each its
// own chunk; admin pages load only once <AdminOnly> lets an admin in.
const ChangePasswordPage = lazy(() => import("@/app/pages/change-password"));
const DashboardPage = lazy(() => import("@/app/pages/dashboard"));
const NotFoundPage = lazy(() => import("@/app/pages/not-found"));
const FavoritesPage = lazy(() => import("@/app/pages/favorites"));
const OrdersPage = lazy(() => import("@/app/pages/orders"));
const ProposalsPage = lazy(() => import("@/app/pages/proposals"));
const MessagesPage = lazy(() => import("@/app/pages/messages"));
const EventsPage = lazy(() => import("@/app/pages/events"));
const PhotoGalleryPage = lazy(() => import("@/app/pages/photo-gallery"));
const MenuManagerPage = lazy(() => import("@/app/pages/menu-manager"));
const EnhancedMenuEditorPage = lazy(() => import("@/app/pages/enhanced-menu-editor"));
const SimpleMenuEditorPage = lazy(() => import("@/app/pages/simple-menu-editor"));
const AdminEditItemPage = lazy(() => import("@/app/pages/admin-edit-item"));
const ProfilePage = lazy(() => import("@/app/pages/profile"));
const RewardsPage = lazy(() => import("@/app/pages/rewards"));
const TrainingPage = lazy(() => import("@/app/pages/training"));
const SubscribePage = lazy(() => import("@/app/pages/subscribe"));
const AdminPage = lazy(() => import("@/app/pages/admin"));
const AdminAuditPage = lazy(() => import("@/app/pages/admin-audit"));
const AdminPhoneOrderPage = lazy(() => import("@/app/pages/admin-phone-order"));
const AdminProductionPage = lazy(() => import("@/app/pages/admin-production"));

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
  { path: paths.adminAudit, page: adminOnly(AdminAuditPage) },
  { path: paths.adminNewOrder, page: adminOnly(AdminPhoneOrderPage) },
  { path: paths.adminProduction, page: adminOnly(AdminProductionPage) },
  { path: paths.adminEditItem.pattern, page: adminOnly(AdminEditItemPage) },
];

/** Signed in, the visitor-only pages lead to the dashboard. */
const memberRedirects: { from: string; to: string }[] = [
  { from: paths.root, to: paths.dashboard },
  { from: paths.splash, to: paths.dashboard },
  { from: paths.login, to: paths.dashboard },
  { from: paths.signup, to: paths.dashboard },
  // The admin's "manage the menu" call to action's old address (docs/product/public-site.md, Who may open which page).
  { from: "/dashboard/menu-manager", to: paths.menuManager },
];

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

/** What a signed-in user sees: the portal layout around the member routes. */
export default function MemberApp() {
  return (
    <PortalLayout>
      <Suspense fallback={<Spinner />}>
        <MemberRoutes />
        <AppReadyMark />
      </Suspense>
    </PortalLayout>
  );
}

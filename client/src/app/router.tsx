import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { SiteLayout } from "@/app/layouts/site-layout";
import { RouteAnnouncer } from "@/app/layouts/route-announcer";
import { usePageMeta } from "@/app/layouts/use-page-meta";
import { VisitorRoutes } from "@/app/visitor-routes";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-me";
import { AppReadyMark } from "@/lib/app-ready";

// The signed-in side (the portal layout and the member route table) is one chunk, loaded once someone is signed in.
const MemberApp = lazy(() => import("@/app/member-routes"));

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
        <MemberApp />
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

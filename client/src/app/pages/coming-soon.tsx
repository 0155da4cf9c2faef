import { Link, useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { PageContainer } from "@/app/layouts/site-layout";
import { buttonClasses } from "@/components/ui/button";
import { useUser } from "@/features/auth/api/get-me";

/** Stands in for a page that a later issue builds. */
export default function ComingSoonPage({ title }: { title: string }) {
  const [location] = useLocation();
  const { data: user } = useUser();
  // Signed-in users go back to their portal, visitors to the home page; never a link to the page itself.
  const back = user ? { href: paths.dashboard, label: "Go to Dashboard" } : { href: paths.home, label: "Back to Home" };
  return (
    <PageContainer width="lg">
      <h1 className="font-display text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-gray-800">This page is coming soon.</p>
      {location === back.href ? null : (
        <Link href={back.href} className={buttonClasses({ variant: "link", className: "mt-6" })}>
          {back.label}
        </Link>
      )}
    </PageContainer>
  );
}

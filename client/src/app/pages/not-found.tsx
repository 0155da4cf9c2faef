import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { PageContainer } from "@/app/layouts/site-layout";
import { buttonClasses } from "@/components/ui/button";

export default function NotFoundPage() {
  return (
    <PageContainer>
      <h1 className="font-display text-3xl font-bold text-brand-900">404 Page Not Found</h1>
      <p className="mt-3 text-gray-800">Did you forget to add the page to the router?</p>
      <Link href={paths.dashboard} className={buttonClasses({ className: "mt-6" })}>
        Go to Dashboard
      </Link>
    </PageContainer>
  );
}

import { Link } from "wouter";
import { paths } from "@/app/paths";
import { PageContainer } from "@/components/layouts/site-layout";
import { buttonClasses } from "@/components/ui/button";

/** Stands in for a page that a later issue builds. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageContainer width="lg">
      <h1 className="font-display text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-gray-800">This page is coming soon.</p>
      <Link href={paths.home} className={buttonClasses({ variant: "link", className: "mt-6" })}>
        Back to Home
      </Link>
    </PageContainer>
  );
}

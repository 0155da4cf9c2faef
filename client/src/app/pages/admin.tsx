import { useState } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { PageSection } from "@/components/ui/page-section";
import { Tabs } from "@/components/ui/tabs";
import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { CompanySettingsForm } from "@/features/admin/components/company-settings-form";
import { KitchenSettingsForm } from "@/features/kitchen/components/kitchen-settings-form";
import { CouponsManager } from "@/features/admin/components/coupons-manager";
import { EnquiriesInbox } from "@/features/admin/components/enquiries-inbox";
import { BookNowForm, CancellationPolicyForm, ChargesForm, DinnerHoursForm, ServicesForm } from "@/features/admin/components/feature-settings-forms";
import { SocialLinksForm } from "@/features/admin/components/social-links-form";
import { StaffManager } from "@/features/admin/components/staff-manager";
import { paths } from "@/lib/paths";

const TABS = [
  { value: "dashboard", label: "Dashboard" },
  { value: "enquiries", label: "Enquiries" },
  { value: "coupons", label: "Coupons" },
  { value: "features", label: "Feature Manager" },
  { value: "settings", label: "Settings" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const FEATURE_TABS = [
  { value: "qr", label: "QR Codes" },
  { value: "social", label: "Social Media" },
  { value: "book", label: "Book Now" },
  { value: "services", label: "Services" },
] as const;
type FeatureTab = (typeof FEATURE_TABS)[number]["value"];

function FeatureManager() {
  const [tab, setTab] = useState<FeatureTab>("qr");
  return (
    <Tabs label="Features" items={FEATURE_TABS} value={tab} onValueChange={setTab}>
      {tab === "qr" ? (
        <div className="space-y-3">
          <p className="text-gray-800">Generate codes for flyers and tables, see how often each is scanned, and switch old ones off.</p>
          <Link href={paths.qrCodes} className={buttonClasses()}>
            Open the QR Code Manager
          </Link>
        </div>
      ) : tab === "social" ? (
        <SocialLinksForm />
      ) : tab === "book" ? (
        <BookNowForm />
      ) : (
        <div className="space-y-8">
          <ServicesForm />
          <DinnerHoursForm />
        </div>
      )}
    </Tabs>
  );
}

/** /admin: the business at a glance, the site's features and the company's settings. */
export default function AdminPage() {
  const [tab, setTab] = useState<Tab>("dashboard");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Admin</h1>
      <p className="mt-2 mb-6 text-gray-800">Run Creative Cuisines: figures, features and settings.</p>
      <Tabs label="Admin sections" items={TABS} value={tab} onValueChange={setTab}>
        {tab === "dashboard" ? <AdminDashboard /> : null}
        {tab === "enquiries" ? <EnquiriesInbox /> : null}
        {tab === "coupons" ? <CouponsManager /> : null}
        {tab === "features" ? <FeatureManager /> : null}
        {tab === "settings" ? (
          <div className="space-y-10">
            <PageSection title="Company Info">
              <CompanySettingsForm />
            </PageSection>
            <PageSection title="Taxes and Delivery">
              <ChargesForm />
            </PageSection>
            <PageSection title="Cancellation Policy">
              <CancellationPolicyForm />
            </PageSection>
            <PageSection title="Kitchen Capacity">
              <KitchenSettingsForm />
            </PageSection>
            <PageSection title="Team">
              <StaffManager />
            </PageSection>
          </div>
        ) : null}
      </Tabs>
    </div>
  );
}

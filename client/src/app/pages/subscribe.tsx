import { ServiceGate } from "@/features/company-info";
import { useUser } from "@/features/auth";
import { useProfile } from "@/features/profile";
import { NewPlanForm } from "@/features/subscriptions/components/new-plan-form";
import { SubscriptionPlans } from "@/features/subscriptions/components/subscription-plans";
import { SubscriptionRequests } from "@/features/subscriptions/components/subscription-requests";
import { PageSection } from "@/components/ui/page-section";

/** /subscribe: recurring catering plans. Clients request and follow theirs; admins define plans and run requests. */
export default function SubscribePage() {
  const { data: user } = useUser();
  const role = user?.role ?? null;
  const profile = useProfile({ enabled: role === "client" });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10">
      <div>
        <h1 className="font-display text-3xl font-bold text-brand-900">Catering Subscriptions</h1>
        <p className="mt-2 text-gray-800">Regular catering for your office or home: the same good food on the same day, every week.</p>
      </div>
      <ServiceGate service="subscriptions">
        <SubscriptionPlans role={role} defaultAddress={profile.data?.eventAddress ?? ""} />
      </ServiceGate>
      {role ? (
        <PageSection title={role === "admin" ? "Subscription Requests" : "My Subscriptions"}>
          <SubscriptionRequests isAdmin={role === "admin"} />
        </PageSection>
      ) : null}
      {role === "admin" ? (
        <PageSection title="New Plan">
          <NewPlanForm />
        </PageSection>
      ) : null}
    </div>
  );
}

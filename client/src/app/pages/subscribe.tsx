import { useUser } from "@/features/auth";
import { useProfile } from "@/features/profile";
import { NewPlanForm } from "@/features/subscriptions/components/new-plan-form";
import { SubscriptionPlans } from "@/features/subscriptions/components/subscription-plans";
import { SubscriptionRequests } from "@/features/subscriptions/components/subscription-requests";

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
      <SubscriptionPlans role={role} defaultAddress={profile.data?.eventAddress ?? ""} />
      {role ? (
        <section aria-labelledby="subscription-requests" className="space-y-4">
          <h2 id="subscription-requests" className="text-2xl font-bold text-brand-900">
            {role === "admin" ? "Subscription Requests" : "My Subscriptions"}
          </h2>
          <SubscriptionRequests isAdmin={role === "admin"} />
        </section>
      ) : null}
      {role === "admin" ? (
        <section aria-labelledby="new-plan" className="space-y-4">
          <h2 id="new-plan" className="text-2xl font-bold text-brand-900">
            New Plan
          </h2>
          <NewPlanForm />
        </section>
      ) : null}
    </div>
  );
}

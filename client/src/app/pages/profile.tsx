import { useState } from "react";
import { Link } from "wouter";
import { Tabs } from "@/components/ui/tabs";
import { Spinner } from "@/components/ui/spinner";
import { buttonClasses } from "@/components/ui/button";
import { LoyaltySummary, useLoyalty } from "@/features/loyalty";
import { OrderHistory } from "@/features/orders";
import { useProfile } from "@/features/profile";
import { ProfileDetails } from "@/features/profile/components/profile-details";
import { NotificationSettings } from "@/features/profile/components/notification-settings";
import { CalendarFeedSettings } from "@/features/profile/components/calendar-feed-settings";
import { paths } from "@/lib/paths";

const TABS = [
  { value: "profile", label: "Profile" },
  { value: "orders", label: "Order History" },
  { value: "loyalty", label: "Loyalty Program" },
  { value: "settings", label: "Settings" },
] as const;
type Tab = (typeof TABS)[number]["value"];

function LoyaltyTab({ userId }: { userId: number }) {
  const standing = useLoyalty(userId);
  if (standing.isPending) return <Spinner />;
  if (standing.isError) return <p className="text-red-700">Could not load your points.</p>;
  return (
    <div className="space-y-4">
      <LoyaltySummary standing={standing.data} />
      <Link href={paths.rewards} className={buttonClasses({ variant: "secondary" })}>
        See Rewards
      </Link>
    </div>
  );
}

/** /profile: contact details, recent orders, loyalty standing, email settings and the calendar feed, saved to the server. */
export default function ProfilePage() {
  const [tab, setTab] = useState<Tab>("profile");
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">My Profile</h1>
      <p className="mt-2 mb-6 text-gray-800">Your details prefill checkout and quote requests.</p>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <p className="text-red-700">Could not load your profile. Please reload the page.</p>
      ) : (
        <Tabs label="Profile sections" items={TABS} value={tab} onValueChange={setTab}>
          {tab === "profile" ? <ProfileDetails profile={profile.data} /> : null}
          {tab === "orders" ? <OrderHistory /> : null}
          {tab === "loyalty" ? <LoyaltyTab userId={profile.data.id} /> : null}
          {tab === "settings" ? (
            <div className="space-y-8">
              <NotificationSettings profile={profile.data} />
              <CalendarFeedSettings isAdmin={profile.data.role === "admin"} />
              <div>
                <h2 className="text-lg font-semibold text-gray-900">Password</h2>
                <p className="mt-1 text-gray-800">Changing it signs out your other devices.</p>
                <Link href={paths.changePassword} className={`${buttonClasses({ variant: "secondary" })} mt-3`}>
                  Change Password
                </Link>
              </div>
            </div>
          ) : null}
        </Tabs>
      )}
    </div>
  );
}

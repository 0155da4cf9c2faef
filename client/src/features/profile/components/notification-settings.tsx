import { NOTIFICATION_LABELS, NOTIFICATION_TOPICS, type NotificationTopic } from "@shared/rules/notifications";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateProfile, type Profile } from "../api/profile";

/** Which emails the client wants; each switch saves at once. Account emails (password, email change) always go. */
export function NotificationSettings({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();

  function onToggle(topic: NotificationTopic, wanted: boolean) {
    update.mutate(
      { notificationPrefs: { [topic]: wanted } },
      {
        onSuccess: () => toast({ title: "Settings Saved", description: `${NOTIFICATION_LABELS[topic]}: ${wanted ? "on" : "off"}.` }),
        onError: (error) => toast({ title: "Settings Not Saved", description: getErrorMessage(error, "Could not save your settings."), variant: "destructive" }),
      },
    );
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-gray-900">Email me about</legend>
      {NOTIFICATION_TOPICS.map((topic) => (
        <label key={topic} className="flex min-h-11 items-center gap-3 rounded-md border border-gray-200 bg-white px-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={profile.notificationPrefs[topic]}
            disabled={update.isPending}
            onChange={(e) => onToggle(topic, e.target.checked)}
          />
          <span className="text-gray-900">{NOTIFICATION_LABELS[topic]}</span>
        </label>
      ))}
    </fieldset>
  );
}

import { useId } from "react";
import { useUser } from "@/features/auth/api/get-me";
import { EventTypeTiles } from "@/features/events/components/event-type-tiles";
import { UpcomingEvents } from "@/features/events/components/upcoming-events";

/** /events (signed in): start a catering booking by event type, and see the confirmed events to come. */
export default function EventsPage() {
  const { data: user } = useUser();
  const tilesHeadingId = useId();
  const upcomingHeadingId = useId();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">New Event Booking</h1>
      <p className="mt-2 text-gray-800">Choose the kind of event you are planning and we will walk you through date, package and menu.</p>

      <section aria-labelledby={tilesHeadingId} className="mt-8">
        <h2 id={tilesHeadingId} className="mb-4 font-display text-2xl font-bold text-brand-900">
          What are you celebrating?
        </h2>
        <EventTypeTiles />
      </section>

      <section aria-labelledby={upcomingHeadingId} className="mt-10">
        <h2 id={upcomingHeadingId} className="mb-4 font-display text-2xl font-bold text-brand-900">
          Upcoming Events
        </h2>
        <UpcomingEvents isAdmin={user?.role === "admin"} />
      </section>
    </div>
  );
}

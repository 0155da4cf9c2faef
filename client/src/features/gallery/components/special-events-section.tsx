import { useId } from "react";
import { SPECIAL_EVENTS } from "../gallery-content";
import { GalleryImage } from "./gallery-image";

export function SpecialEventsSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        Special Events &amp; Catering
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {SPECIAL_EVENTS.map((event) => (
          <li key={event.id} className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
            <GalleryImage src={event.image} alt={event.alt} title={event.title} />
            <div className="p-5">
              <span className="inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">Special Event</span>
              <h3 className="mt-3 text-lg font-semibold text-gray-900">{event.title}</h3>
              <p className="mt-2 text-gray-800">{event.description}</p>
              <dl className="mt-4 space-y-1 text-sm">
                <div>
                  <dt className="inline font-semibold text-gray-900">Event: </dt>
                  <dd className="inline text-gray-800">{event.event}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold text-gray-900">Location: </dt>
                  <dd className="inline text-gray-800">{event.location}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { mapsLinkFor } from "@shared/validators/truck";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import type { TruckLocation as Location } from "../api/truck";
import { useBusinessDates } from "@/features/company-info";

// Leaflet is the page's biggest part: it loads after the address and schedule are on screen.
const TruckMap = lazy(() => import("./truck-map"));


/** Where the truck is, whether it is serving, the week's stops, and a way there. */
export function TruckLocation({ location }: { location: Location }) {
  const { businessWeekday, formatLongDateTime } = useBusinessDates();
  const today = businessWeekday();
  const isServing = location.status === "serving";
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-4">
        <div className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-center gap-3">
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${isServing ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-900"}`}>
              {isServing ? "Serving now" : "Closed"}
            </span>
            {isServing ? <span className="text-sm text-gray-800">Wait time: {location.waitEstimate}</span> : null}
          </div>
          <h2 className="mt-3 text-xl font-semibold text-gray-900">Current location</h2>
          {/* Polite: the page polls, and a visitor using a screen reader hears when the truck moves. */}
          <p aria-live="polite" className="mt-1 text-gray-900">
            {location.address}
          </p>
          {location.updatedAt ? <p className="mt-1 text-sm text-gray-800">Updated {formatLongDateTime(location.updatedAt)}</p> : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={mapsLinkFor(location)} target="_blank" rel="noreferrer" className={buttonClasses({ variant: "secondary" })}>
              Open in Maps
            </a>
            <Link href={paths.menu} className={buttonClasses()}>
              Quick Order
            </Link>
          </div>
        </div>
        {location.latitude !== null && location.longitude !== null ? (
          <Suspense fallback={<Spinner />}>
            <TruckMap latitude={location.latitude} longitude={location.longitude} address={location.address} tileUrl={location.mapTileUrl} />
          </Suspense>
        ) : null}
      </div>
      <section aria-labelledby="truck-schedule" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="truck-schedule" className="text-xl font-semibold text-gray-900">
          This week
        </h2>
        <ul className="mt-3 divide-y divide-gray-100">
          {location.schedule.map((stop) => (
            <li key={stop.day} className={`py-2 ${stop.day === today ? "font-semibold" : ""}`}>
              <p className="text-gray-900">
                {stop.day}
                {stop.day === today ? <span className="ml-2 text-sm text-brand-700">Today</span> : null}
              </p>
              <p className="text-sm text-gray-800">{stop.hours ? `${stop.hours} · ${stop.place}` : stop.place || "Closed"}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

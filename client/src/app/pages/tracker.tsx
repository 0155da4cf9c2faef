import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth";
import { useTruckLocation } from "@/features/truck/api/truck";
import { TruckEditor } from "@/features/truck/components/truck-editor";
import { TruckLocation } from "@/features/truck/components/truck-location";
import { PageSection } from "@/components/ui/page-section";

/** /tracker: where the food truck is today and this week; admins move it from here. */
export default function TrackerPage() {
  const { data: user } = useUser();
  const location = useTruckLocation({ live: true });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10">
      <div>
        <h1 className="font-display text-3xl font-bold text-brand-900">Food Truck Tracker</h1>
        <p className="mt-2 text-gray-800">Find the Creative Cuisines truck, then order ahead or walk up.</p>
      </div>
      {/* A poll that fails keeps the location already shown; the next one tries again. */}
      {!location.data ? (
        location.isError ? (
          <p className="text-red-700">Could not load the truck's location. Please reload the page.</p>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <TruckLocation location={location.data} />
          {user?.role === "admin" ? (
            <PageSection title="Move the Truck">
              <TruckEditor key={location.data.updatedAt ?? "default"} location={location.data} />
            </PageSection>
          ) : null}
        </>
      )}
    </div>
  );
}

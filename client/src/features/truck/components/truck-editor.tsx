import { useState, type FormEvent } from "react";
import { TRUCK_STATUSES, truckLocationSchema, type TruckLocationInput } from "@shared/validators/truck";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useMoveTruck, type TruckLocation } from "../api/truck";
import { fieldErrors } from "@/lib/field-errors";

type Draft = Omit<TruckLocationInput, "latitude" | "longitude"> & { latitude: string; longitude: string };

const draftOf = (location: TruckLocation): Draft => ({
  address: location.address,
  latitude: location.latitude === null ? "" : String(location.latitude),
  longitude: location.longitude === null ? "" : String(location.longitude),
  status: location.status,
  schedule: location.schedule,
  mapTileUrl: location.mapTileUrl,
});

const coordinate = (text: string) => (text.trim() === "" ? null : Number(text));

/** Admins move the truck: address, coordinates (typed or from this device), today's status and the week's stops. */
export function TruckEditor({ location }: { location: TruckLocation }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(location));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useErrorSummary();
  const [locating, setLocating] = useState(false);
  const move = useMoveTruck();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function locateMe() {
    if (!("geolocation" in navigator)) {
      toast({ title: "Location Unavailable", description: "This browser cannot share its location.", variant: "destructive" });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setDraft((d) => ({ ...d, latitude: position.coords.latitude.toFixed(5), longitude: position.coords.longitude.toFixed(5) }));
        toast({ title: "Location Found", description: "Check the address, then save." });
      },
      () => {
        setLocating(false);
        toast({ title: "Location Unavailable", description: "Allow location access, or type the coordinates.", variant: "destructive" });
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = truckLocationSchema.safeParse({ ...draft, latitude: coordinate(draft.latitude), longitude: coordinate(draft.longitude) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      toast({ title: "Location Not Saved", description: parsed.error.issues[0].message, variant: "destructive" });
      summary.show();
      return;
    }
    setErrors({});
    move.mutate(parsed.data, {
      onSuccess: () => toast({ title: "Location Updated", description: "Visitors now see the new location." }),
      onError: (error) => toast({ title: "Location Not Saved", description: getErrorMessage(error, "Could not save the location."), variant: "destructive" }),
    });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <ErrorSummary summary={summary} />
        <FormField label="Address" error={errors.address} isRequired>
          {(field) => <Input {...field} value={draft.address} onChange={(e) => set("address", e.target.value)} required />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <FormField label="Latitude" error={errors.latitude}>
            {(field) => <Input {...field} inputMode="decimal" value={draft.latitude} onChange={(e) => set("latitude", e.target.value)} />}
          </FormField>
          <FormField label="Longitude" error={errors.longitude}>
            {(field) => <Input {...field} inputMode="decimal" value={draft.longitude} onChange={(e) => set("longitude", e.target.value)} />}
          </FormField>
          <Button variant="secondary" onClick={locateMe} disabled={locating}>
            {locating ? "Locating..." : "Use My Current Location"}
          </Button>
        </div>
        <FormField label="Today">
          {(field) => (
            <select {...field} className={inputClasses} value={draft.status} onChange={(e) => set("status", e.target.value as Draft["status"])}>
              {TRUCK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === "serving" ? "Serving" : "Closed"}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="space-y-2">
          <legend className="font-semibold text-gray-900">Weekly schedule</legend>
          {draft.schedule.map((stop, index) => (
            <div key={stop.day} className="grid gap-2 sm:grid-cols-[7rem_1fr_1fr] sm:items-center">
              <span className="font-medium text-gray-900">{stop.day}</span>
              <Input
                aria-label={`${stop.day} hours`}
                value={stop.hours}
                placeholder="Hours, e.g. 11:00 AM – 3:00 PM"
                onChange={(e) => set("schedule", draft.schedule.map((s, i) => (i === index ? { ...s, hours: e.target.value } : s)))}
              />
              <Input
                aria-label={`${stop.day} place`}
                value={stop.place}
                placeholder="Place"
                onChange={(e) => set("schedule", draft.schedule.map((s, i) => (i === index ? { ...s, place: e.target.value } : s)))}
              />
            </div>
          ))}
        </fieldset>
        <FormField label="Map tile server" error={errors.mapTileUrl}>
          {(field) => <Input {...field} value={draft.mapTileUrl} onChange={(e) => set("mapTileUrl", e.target.value)} />}
        </FormField>
        <Button type="submit" pending={move.isPending}>
          {move.isPending ? "Saving..." : "Update Location"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}

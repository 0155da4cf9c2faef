import { useEffect, useRef, useState } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";

/**
 * The truck on a map (Leaflet, tiles from the business's tile server). Where tiles cannot load, the page around it
 * still gives the address, the schedule and a maps link; the map says so instead of showing grey squares.
 */
export default function TruckMap({ latitude, longitude, address, tileUrl }: { latitude: number; longitude: number; address: string; tileUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], 15);
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: "&copy; OpenStreetMap contributors" }).addTo(map);
    let loaded = 0;
    tiles.on("tileload", () => (loaded += 1));
    tiles.on("tileerror", () => loaded === 0 && setTilesFailed(true));
    // A circle, not the default pin: the pin's images would need their own asset paths.
    L.circleMarker([latitude, longitude], { radius: 10, color: "#843f12", fillColor: "#c2611f", fillOpacity: 0.9 }).addTo(map).bindTooltip(address);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, address, tileUrl]);

  // The note sits under the map, never over it: laid over the map it covered the zoom buttons (top left) and
  // the attribution, and a visitor could not zoom the part of the map that did load.
  return (
    <div className="space-y-2">
      <div ref={container} role="region" aria-label={`Map showing the truck at ${address}`} className="z-0 h-72 w-full rounded-lg border border-gray-200 sm:h-96" />
      <p role="status" className={tilesFailed ? "rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900" : "sr-only"}>
        {tilesFailed ? "The map cannot load right now. The address and the link above still show where we are." : ""}
      </p>
    </div>
  );
}

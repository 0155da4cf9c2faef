import type { Express } from "express";
import type { ChangeFeed } from "../db/change-feed";
import { CachedJson } from "../http/cached-json";
import type { FrontDoorRoute } from "../http/front-door";
import { publicGalleryRouter } from "../routes/gallery";
import { publicMenuRouter } from "../routes/menu-items";
import type { MenuItemService, GalleryService, KitchenService } from "../services";
import { availabilityRouter } from "../routes/availability";

type PublicData = {
  menu: Pick<MenuItemService, "listMenuItems">;
  gallery: Pick<GalleryService, "listActivePhotos">;
  kitchen: Pick<KitchenService, "availability" | "availabilityScope">;
};

/**
 * GET /api/availability?days=N, cached like the other hot reads: one pre-compressed answer per number of days, kept
 * while the settings in force are the same object (a save replaces them whole) and the day and earliest bookable day
 * are the same. Dropped on every instance when an order or quote changes what the kitchen has booked, or the menu
 * (prep times) changes.
 */
export class AvailabilityReads {
  private answers = new WeakMap<object, Map<string, CachedJson>>();

  constructor(private readonly kitchen: () => PublicData["kitchen"]) {}

  invalidate(): void {
    this.answers = new WeakMap();
  }

  read(days: number): CachedJson {
    const scope = this.kitchen().availabilityScope(days);
    let bySettings = this.answers.get(scope.settings);
    if (!bySettings) this.answers.set(scope.settings, (bySettings = new Map()));
    let cached = bySettings.get(scope.key);
    if (!cached) {
      // Yesterday's keys are of no more use: at most a few numbers of days are asked for at a time.
      if (bySettings.size > 32) bySettings.clear();
      cached = new CachedJson(() => this.kitchen().availability(days));
      bySettings.set(scope.key, cached);
    }
    return cached;
  }
}

/**
 * The hot public reads (the menu, the gallery), cached whole and dropped on every instance when the change feed
 * announces their topic. `services` is asked at the first read: the reads exist before the services that fill them.
 */
export function createPublicReads(services: () => PublicData, changeFeed: ChangeFeed) {
  const reads = {
    menuItems: new CachedJson(() => services().menu.listMenuItems()),
    gallery: new CachedJson(() => services().gallery.listActivePhotos()),
    availability: new AvailabilityReads(() => services().kitchen),
  };
  changeFeed.on("menu", () => {
    reads.menuItems.invalidate();
    reads.availability.invalidate();
  });
  changeFeed.on("availability", () => reads.availability.invalidate());
  changeFeed.on("settings", () => reads.availability.invalidate());
  changeFeed.on("gallery", () => reads.gallery.invalidate());
  return {
    reads,
    /** This instance drops its cache at once (the admin's next read must see the change); NOTIFY tells the others. */
    async changed(topic: "menu" | "gallery"): Promise<void> {
      (topic === "menu" ? reads.menuItems : reads.gallery).invalidate();
      await changeFeed.publish(topic);
    },
  };
}
export type PublicReads = ReturnType<typeof createPublicReads>;

/**
 * Mounted first, ahead of helmet, request logging and sessions: a cached read is a header comparison and a write.
 * CachedJson sets the headers these JSON answers need (nosniff, caching).
 */
export function mountPublicReads(app: Express, { reads }: PublicReads): void {
  app.use("/api", publicMenuRouter(reads.menuItems));
  app.use("/api", publicGalleryRouter(reads.gallery));
  app.use("/api", availabilityRouter(reads.availability));
}

/**
 * The hot reads' exact paths (GET/HEAD) answered by the front door (http/front-door.ts) before Express is entered;
 * Express still answers any other spelling (mountPublicReads).
 */
export function publicReadsRoute({ reads }: PublicReads): FrontDoorRoute {
  const hotReads = new Map([
    ["/api/menu-items", reads.menuItems],
    ["/api/gallery", reads.gallery],
  ]);
  return (_req, url) => {
    const hot = hotReads.get(url);
    if (!hot) return undefined;
    return hot.ready() ?? hot.answer();
  };
}

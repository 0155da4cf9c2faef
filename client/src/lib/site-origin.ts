// The site's public address: the page's origin in the browser; on the server, which renders public pages ahead of
// the browser (client/src/entry-server.tsx) and has no page, the APP_URL it is configured with.
let serverSiteOrigin = "";

/** For the server's rendering only. */
export function setServerSiteOrigin(origin: string): void {
  serverSiteOrigin = origin;
}

export const siteOrigin = (): string => (typeof window === "undefined" ? serverSiteOrigin : window.location.origin);

import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

/**
 * The security headers every page, file and API answer carries (helmet): one configuration, used by Express for
 * what it answers and captured once (`capturedSecurityHeaders`) for what the front door answers from memory
 * (server/http/front-door.ts), so both send the same headers.
 */
export function securityHeaders(config: { isProduction: boolean; clover: { tokenBaseUrl: string } | undefined }, mapTileOrigin: () => string | null) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The truck map's tile server is a setting: read at each request, so a new one applies at once.
        imgSrc: ["'self'", "data:", "blob:", () => mapTileOrigin() ?? "'self'"],
        fontSrc: ["'self'", "data:"],
        // With Clover, the browser posts the card straight to Clover's token host.
        connectSrc: ["'self'", ...(config.clover ? [new URL(config.clover.tokenBaseUrl).origin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only where we are served over HTTPS.
    strictTransportSecurity: config.isProduction,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * What the middleware sets, recorded once and recorded again only when `key()` changes (the CSP follows the map
 * tile setting). The same object is returned while nothing changed, so answers prepared with it can be kept.
 */
export function capturedSecurityHeaders(middleware: ReturnType<typeof securityHeaders>, key: () => unknown): () => SecurityHeaders {
  let captured: { key: unknown; headers: SecurityHeaders } | undefined;
  return () => {
    const now = key();
    if (captured && captured.key === now) return captured.headers;
    const headers: Record<string, string> = {};
    // helmet only sets and removes headers, synchronously; its CSP functions read nothing of the request.
    const res = {
      setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name] = String(value)),
      removeHeader: (name: string) => void delete headers[name],
    } as unknown as ServerResponse;
    let error: unknown;
    middleware({ headers: {} } as IncomingMessage, res, (failure?: unknown) => void (error = failure));
    if (error) throw error;
    captured = { key: now, headers: Object.freeze(headers) };
    return captured.headers;
  };
}

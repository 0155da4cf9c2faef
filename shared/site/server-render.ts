/**
 * The server renders public pages for visitors ahead of the browser (client/src/entry-server.tsx,
 * server/site/rendered-pages.ts); the browser then takes the page over (client/src/boot.tsx). The data the page
 * was rendered with travels in the HTML as a JSON data block with this id, so the browser starts from the same
 * answers and does not ask for them again.
 */
export const QUERY_STATE_ELEMENT_ID = "cc-query-state";

/**
 * Set on <html> once the app has rendered (or taken over the server's HTML of) the first page, content included:
 * until then a page the server rendered shows but does not respond (client/src/main.tsx holds its forms).
 * End-to-end tests wait for it after loading a page.
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/**
 * Marks a GET form whose fields belong in the address (the menu's "Free from" filter): before the app runs the
 * browser may send it itself (client/src/main.tsx holds any other GET form until then).
 */
export const ADDRESS_FORM_ATTRIBUTE = "data-address-form";

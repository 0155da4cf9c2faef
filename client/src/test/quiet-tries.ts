import { configure, getConfig } from "@testing-library/react";

/*
 * Each failed try of a findBy/waitFor built its error with the whole page printed (prettyDOM), and threw it away at
 * the next try: on the menu page with its 39 cards, with both cores busy, 50–140 ms a try, over half of the time a
 * test waited for its toast, taken from the rendering it was waiting for. Testing Library marks its tries (the flag
 * with which it skips ByRole's own costly diagnostics); a try's error now carries only its message. The errors that
 * reach a report still show the page: a plain getBy's, and a timed-out wait's, to which Testing Library adds the page
 * when it gives up (once now; it was printed twice).
 *
 * A module of its own: setup.ts runs again before every test file while Testing Library's config stays (isolate:
 * false), and the default must be wrapped once.
 */
const errorWithPage = getConfig().getElementError;
const isTry = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;

function getElementError(message: string | null, container: Element): Error {
  if (isTry()) return Object.assign(new Error(message ?? ""), { name: "TestingLibraryElementError" });
  const error = errorWithPage(message, container);
  // Its stack starts at Testing Library's caller, not here: the report's code frame stays the test's line.
  Error.captureStackTrace(error, getElementError);
  return error;
}

configure({ getElementError });

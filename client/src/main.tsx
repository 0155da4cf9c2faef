import { APP_READY_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from "@shared/site/server-render";
import "./index.css";

// The entry: the stylesheet, and the app (boot.tsx) as a chunk of its own. A page the server rendered is on screen
// before any script runs, so its scripts wait until it has painted instead of taking the bandwidth its pictures
// need; any other page (signed in, or rendered in the browser) needs the app at once.
const loadApp = () => import("./boot");

if (document.getElementById(QUERY_STATE_ELEMENT_ID)) {
  // Until the app has taken the page over, a submitted form would be sent by the browser itself (a GET with its
  // fields in the address, a password among them): hold it. The app's own handlers take over once it is ready.
  document.addEventListener(
    "submit",
    (event) => {
      if (!document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) event.preventDefault();
    },
    true,
  );
  // The page's own chunks (data-modules, written by the server) are fetched beside the app, not after it.
  const preloadPageModules = () => {
    const links = document.createDocumentFragment();
    for (const href of document.getElementById("root")?.dataset.modules?.split(" ").filter(Boolean) ?? []) {
      links.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }));
    }
    document.head.append(links);
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadPageModules();
      void loadApp();
    }, 0),
  );
} else {
  void loadApp();
}

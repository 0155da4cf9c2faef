import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { dehydrate, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { App } from "@/app/app";
import { meQueryKey } from "@/features/auth";
import { setApiOrigin } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { setServerSiteOrigin } from "@/lib/site-origin";
import { makeZodJitless } from "@/lib/zod-jitless";

/**
 * The server's rendering of a public page for a visitor (built by `vite build --ssr` into dist/ssr and used by
 * server/site/rendered-pages.ts): the page's HTML, with its data, before any script has run, so a phone paints
 * the page as soon as the HTML and the stylesheet arrive. The browser then takes the page over (main.tsx).
 */
export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The answers the page was rendered from (react-query's dehydrated cache), for the browser to start from. */
  state: DehydratedState;
}

/** Rendering rounds: each fetches what the previous one asked for (a query that needs another's answer waits a round). */
const MAX_ROUNDS = 4;

makeZodJitless();

/** Renders `element` whole, every lazily loaded component and Suspense boundary resolved, as one string. */
export function renderToText(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    // Bytes, decoded once at the end: wherever a chunk ends, no character is decoded in two halves.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    // Piped only once all is ready (onAllReady), so nothing is streamed late. Never split a large Suspense boundary
    // out to be revealed by an inline script either: the CSP allows none.
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
        stream.abort();
      },
    });
  });
}

const renderOnce = (pathname: string, queryClient: QueryClient) => renderToText(<App queryClient={queryClient} ssrPath={pathname} />);

const wantsData = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return query.state.status === "pending" && (typeof enabled === "function" ? enabled(query) : enabled !== false);
};

/**
 * Renders `pathname` as a visitor sees it: renders, fetches what the render asked for from the API at `apiOrigin`
 * (the server's own address), and renders again until nothing more is asked; links to the site use `appUrl`.
 * Null when the page cannot be rendered here (a read failed, or it still waits on data after the last round):
 * the browser then renders it itself, as for any other page.
 */
export async function renderPage(pathname: string, { apiOrigin, appUrl }: { apiOrigin: string; appUrl: string }): Promise<RenderedPage | null> {
  setApiOrigin(apiOrigin);
  setServerSiteOrigin(new URL(appUrl).origin);
  const queryClient = createQueryClient();
  // A visitor: the browser does not ask who is signed in without the signed-in hint cookie either (get-me.ts).
  queryClient.setQueryData(meQueryKey, null);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const html = await renderOnce(pathname, queryClient);
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === "error")) return null;
    const wanted = queries.filter(wantsData);
    if (wanted.length === 0) return { html, state: dehydrate(queryClient) };
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  }
  return null;
}

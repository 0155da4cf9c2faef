/** A server worker's start (its modules, the embedded database), about, in seconds: what a changeover costs. */
export const SERVER_WORKER_START_S = 5;

/**
 * The order `npm test` runs its files in (vite.config.ts), given them in vitest's own order (longest first once it
 * knows their times, largest first before). The client's files come before the server's: they need no database, so
 * on a new checkout they run while the server tests' database template is built beside them
 * (server/test/global-setup.ts). A worker serves one project and a server worker takes seconds to start, so the
 * server's longest file goes among the last client files: one worker changes over while the other goes on with
 * client tests, and is still busy with them when the first is ready, rather than both changing over at once.
 */
export function orderTestFiles<T>(sorted: T[], isClient: (file: T) => boolean, seconds: (file: T) => number | undefined): T[] {
  const client = sorted.filter(isClient);
  const [longestServer, ...server] = sorted.filter((file) => !isClient(file));
  if (!longestServer) return client;
  const at = changeover(client, seconds(longestServer), seconds);
  return [...client.slice(0, at), longestServer, ...client.slice(at), ...server];
}

/**
 * Where the longest server file goes among the client files: before the last of them worth a server worker's start
 * and half that file's own time (the other worker then ends the client files while it runs, and nobody changes
 * back); before the second half of them when their times are not known yet.
 */
function changeover<T>(client: T[], serverSeconds: number | undefined, seconds: (file: T) => number | undefined): number {
  const times = client.map(seconds);
  if (serverSeconds === undefined || times.some((time) => time === undefined)) return Math.ceil(client.length / 2);
  let after = 0;
  for (let at = client.length; at > 0; at -= 1) {
    after += times[at - 1]!;
    if (after >= SERVER_WORKER_START_S + serverSeconds / 2) return at - 1;
  }
  return 0;
}

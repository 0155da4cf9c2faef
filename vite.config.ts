import path from "node:path";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const root = import.meta.dirname;
const alias = {
  "@": path.resolve(root, "client/src"),
  "@shared": path.resolve(root, "shared"),
};

// Two builds: the browser's (dist/public) and, with --ssr, the server's rendering of public pages (dist/ssr,
// client/src/entry-server.tsx), which needs no styles, copies or manifest.
const serverRenderBuild = {
  outDir: path.resolve(root, "dist/ssr"),
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
};

/** A server worker's start (its modules, the embedded database), about, in seconds: what a changeover costs. */
const SERVER_WORKER_START_S = 5;

/**
 * Each project's files in vitest's own order (longest first, once it knows; largest first before), the client's
 * before the server's: they need no database, so on a new checkout they run while the server tests' database
 * template is built beside them (server/test/global-setup.ts). A worker serves one project and a server worker takes
 * seconds to start, so the server's longest file goes among the last client files: one worker changes over while the
 * other goes on with client tests, and is still busy with them when the first is ready, not both changing at once.
 */
class ClientTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const client = sorted.filter((file) => file.project.name === "web");
    const [longestServer, ...server] = sorted.filter((file) => file.project.name !== "web");
    if (!longestServer) return client;
    const at = this.changeover(client, longestServer);
    return [...client.slice(0, at), longestServer, ...client.slice(at), ...server];
  }

  /**
   * Where the longest server file goes: before the last client files worth a server worker's start and half that
   * file's own time (the other worker then ends the client files while it runs, and nobody changes back); before
   * the second half of them when their times are not known yet.
   */
  private changeover(client: TestSpecification[], longestServer: TestSpecification): number {
    const seconds = (file: TestSpecification) => {
      const key = `${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`;
      const duration = this.ctx.cache.getFileTestResults(key)?.duration;
      return duration === undefined ? undefined : duration / 1000;
    };
    const serverSeconds = seconds(longestServer);
    if (serverSeconds === undefined || client.some((file) => seconds(file) === undefined)) return Math.ceil(client.length / 2);
    let after = 0;
    for (let at = client.length; at > 0; at -= 1) {
      after += seconds(client[at - 1])!;
      if (after >= SERVER_WORKER_START_S + serverSeconds / 2) return at - 1;
    }
    return 0;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(root, "client"),
  // Brotli and gzip copies beside every text asset, served by negotiation (server/static.ts).
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), compression({ include: /\.(html|css|js|svg|json|webmanifest|xml|txt|ico)$/ })],
  resolve: { alias },
  build: isSsrBuild ? serverRenderBuild : {
    outDir: path.resolve(root, "dist/public"),
    emptyOutDir: true,
    sourcemap: false,
    // Lets the server preload each page's own chunks from its HTML (server/site/page-modules.ts).
    manifest: true,
    rolldownOptions: {
      // Our modules only declare things; importing one does nothing else (but the entry, main.tsx, and the app's start,
      // boot.tsx). Said so, a module that a chunk imports through a feature's index (features/x/index.ts) but does not
      // use stays out of that chunk: the app's shell no longer carries the portal's message modules, for instance.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]client[\\/]src[\\/](main|boot)\.tsx$/, sideEffects: true },
          { test: /[\\/](client[\\/]src|shared)[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        // V8's explicit compile hint: compile every function of React while the file streams in, off the main
        // thread, instead of on first call (React's are nearly all called while the page is taken over). On /home
        // with a 4× slower CPU the task that starts the app took 82–107 ms with it, 106–138 ms without (4 traces
        // each). Vite writes its own first line into chunks with dynamic imports, so only React's can carry it.
        postBanner: (chunk) => (chunk.name === "react" ? "//# allFunctionsCalledOnLoad" : ""),
        codeSplitting: {
          // The app (boot.tsx) and everything it imports statically go in one chunk: left alone, Rolldown splits
          // them into some 30 files shared with the pages, and on a phone each costs a round trip.
          // What the entry (main.tsx) shares with the app stays out of that chunk, or the entry would load it at once.
          groups: [
            // React in a chunk of its own, which can carry the compile hint above.
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "entry-shared", test: /vite[\\/]preload-helper|[\\/]shared[\\/]site[\\/]server-render\.ts$/, priority: 2 },
            { name: "shell", test: /[\\/]client[\\/]src[\\/]boot\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    root,
    // Two cores on our machines: keep workers at 2.
    maxWorkers: 2,
    sequence: { sequencer: ClientTestsFirst },
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by each file's content and
    // the config) and reused by the next run: transform CPU 10 s → 2 s, module imports 16 s → 10 s.
    experimental: { fsModuleCache: true },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          root,
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          // Whole server processes (PostgreSQL stopped, processes killed, stdout closed): their own commands (vitest.deployment.config.ts).
          exclude: ["server/deployment/**"],
          setupFiles: ["server/test/setup.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          isolate: false,
          // Limits only stop a test that hangs; they are not speed targets. With both cores busy (CI, or two
          // `yes` loops beside the suite) the concurrent checkouts on the embedded database have taken 30 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          root,
          environment: "happy-dom",
          include: ["client/**/*.test.tsx", "client/**/*.test.ts"],
          setupFiles: ["client/src/test/setup.ts"],
          isolate: false,
          // A long user-event journey takes 1–2 s on an idle machine and can pass 5 s when both cores are busy (a
          // first CI run lost 3 tests that way); the limit only stops a test that hangs, it is not a speed target.
          testTimeout: 60_000,
        },
      },
    ],
  },
}));

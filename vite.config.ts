import path from "node:path";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { orderTestFiles } from "./scripts/test-order";

const root = import.meta.dirname;
const alias = {
  "@": path.resolve(root, "client/src"),
  "@shared": path.resolve(root, "shared"),
  "use-sync-external-store/shim/index.js": path.resolve(root, "client/src/lib/use-sync-external-store.ts"),
};

// Two builds: the browser's (dist/public) and, with --ssr, the server's rendering of public pages (dist/ssr,
// client/src/entry-server.tsx), which needs no styles, copies or manifest.
const serverRenderBuild = {
  outDir: path.resolve(root, "dist/ssr"),
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
};

/** Each project's files in vitest's own order, then arranged for two workers by scripts/test-order.ts. */
class TestOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => {
      const duration = this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`)?.duration;
      return duration === undefined ? undefined : duration / 1000;
    };
    return orderTestFiles(await super.sort(files), (file) => file.project.name === "web", seconds);
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
        // with a 4× slower CPU the longest main-thread task while the page loads took 76–230 ms (median 147) with it,
        // 154–231 ms (median 184) without (React 18, 12 Chromium traces each; with React 19 the task that started
        // the app took 82–107 ms against 106–138). Vite writes its own first line into chunks with dynamic
        // imports, so only React's can carry it.
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
    sequence: { sequencer: TestOrder },
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

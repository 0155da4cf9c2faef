/**
 * Our CSP forbids eval, so zod must neither compile parsers with `new Function` nor probe whether it may (the
 * probe is reported as a CSP violation even though zod catches it): its `jitless` setting. zod keeps its settings
 * on a global object it creates (or finds) when it loads; setting the flag on it from the entry keeps zod itself
 * out of the first page, which has no form (client/src/main.tsx calls it first). zod-jitless.test.ts checks that zod reads it.
 */
export function makeZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

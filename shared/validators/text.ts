import { z } from "zod";

export const UNSAFE_TEXT_MESSAGE = "Text may not contain NUL characters or broken Unicode.";

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True for text PostgreSQL cannot store (NUL) or that is not valid Unicode (a lone surrogate cannot be
 * encoded as UTF-8): such input would fail deep in the database instead of with a clear 400.
 */
export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/**
 * The string schema of every text field, in forms and request schemas alike: it refuses text PostgreSQL cannot
 * store with a clear 400. (Every request also passes the same check as a whole, in refuseUnsafeInput.)
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((value) => !isUnsafeText(value), UNSAFE_TEXT_MESSAGE);

export const MAX_JSON_DEPTH = 32;

/**
 * Why a parsed request (body, query) is refused before any route sees it, or null: unsafe text in any
 * string or key, or nesting deeper than any of our requests ever needs.
 */
export function unsafeInputRefusal(value: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === "string") {
      if (isUnsafeText(current)) return UNSAFE_TEXT_MESSAGE;
    } else if (current !== null && typeof current === "object") {
      if (depth >= MAX_JSON_DEPTH) return "The request is nested too deeply.";
      for (const [key, child] of Object.entries(current)) {
        if (isUnsafeText(key)) return UNSAFE_TEXT_MESSAGE;
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

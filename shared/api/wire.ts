import type { z } from "zod";

/** A value as it arrives over JSON: dates become ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** What a response schema's answer is once it has gone through JSON (every instant is its ISO text). */
export type Answer<Schema extends z.ZodType> = Wire<z.output<Schema>>;

import type { FieldValues, Resolver } from "react-hook-form";
import type { zodResolver } from "@hookform/resolvers/zod";

type ZodSchema = Parameters<typeof zodResolver>[0];

/** A resolver for a form whose values are `Input` and whose schema turns them into `Output` (e.g. "" into null). */
export type LazyResolver<Input extends FieldValues, Output = Input> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema (give it to the form's onFocus: it is there by the time the form is sent). */
  preload(): void;
};

/**
 * A react-hook-form resolver for a shared zod schema (the rule the server applies) that loads zod and the schema when
 * first needed, not with the page: zod is 24 KB gzip, which the sign-in and checkout pages would otherwise download
 * and compile before they can be used. A module-level constant per form; the form's onFocus preloads it.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(loadSchema: () => Promise<ZodSchema>): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        // A failed download (the phone went offline) is tried again at the next validation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

import type { FieldValues, Resolver } from "react-hook-form";
import type { zodResolver } from "@hookform/resolvers/zod";

type ZodSchema = Parameters<typeof zodResolver>[0];

/** A resolver for a form whose values are `Input` and whose schema turns them into `Output` (e.g. "" into null). */
export type LazyResolver<Input extends FieldValues, Output = Input, Context = unknown> = Resolver<Input, Context, Output> & {
  /** Starts loading the schema (give it to the form's onFocus: it is there by the time the form is sent). */
  preload(): void;
};

/** Loads zod's resolver and what makes the schema once, and again after a failed download. */
function lazyLoader<T>(loadSchema: () => Promise<T>) {
  let loading: Promise<[typeof zodResolver, T]> | undefined;
  return () => {
    loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => [zodResolver, schema] as [typeof zodResolver, T],
      (error: unknown) => {
        // A failed download (the phone went offline) is tried again at the next validation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * A react-hook-form resolver for a shared zod schema (the rule the server applies) that loads zod and the schema when
 * first needed, not with the page: zod is 24 KB gzip, which the sign-in and checkout pages would otherwise download
 * and compile before they can be used. A module-level constant per form; the form's onFocus preloads it.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(loadSchema: () => Promise<ZodSchema>): LazyResolver<Input, Output> {
  const load = lazyLoader(loadSchema);
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const [zodResolver, schema] = await load();
    return (zodResolver(schema) as unknown as Resolver<Input, unknown, Output>)(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

/**
 * lazyZodResolver for a schema built from the form's `context` (useForm's option): a rule that depends on the
 * business settings is checked with the settings the page has when the form is validated.
 */
export function lazyZodResolverFor<Input extends FieldValues, Context, Output = Input>(
  loadSchema: () => Promise<(context: Context) => ZodSchema>,
): LazyResolver<Input, Output, Context> {
  const load = lazyLoader(loadSchema);
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => {
    const [zodResolver, schemaFor] = await load();
    return (zodResolver(schemaFor(context as Context)) as unknown as Resolver<Input, Context, Output>)(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

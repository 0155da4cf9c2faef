import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";

const linkButton =
  "inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 text-sm font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** / and /splash for visitors: the brand, one line about us, and the way in. */
export default function SplashPage() {
  return (
    <div className="relative isolate overflow-hidden bg-brand-900">
      <img
        src="/images/hero-plated-dinner.svg"
        alt=""
        width={1200}
        height={600}
        fetchpriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
        <div className="w-full rounded-2xl bg-brand-900/90 px-6 py-10 text-white shadow-xl sm:px-12 sm:py-14">
          <img src="/images/logo.svg" alt="" width={64} height={64} className="mx-auto size-16" />
          <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">Creative Cuisines</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">
            Catering by the pan, brunch packages and full-service events, cooked to order for your next gathering.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link href={paths.login} className={cn(linkButton, "bg-white text-brand-900 hover:bg-brand-100")}>
              Sign In
            </Link>
            <Link href={paths.signup} className={cn(linkButton, "border border-white text-white hover:bg-white/15")}>
              Create Account
            </Link>
            <Link href={paths.home} className={cn(linkButton, "border border-white text-white hover:bg-white/15")}>
              Explore
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

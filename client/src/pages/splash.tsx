import { Link } from "wouter";
import { paths } from "@/app/paths";
import { buttonClasses } from "@/components/ui/button";

export default function SplashPage() {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <h1 className="font-display text-4xl font-bold text-brand-900 sm:text-5xl">Creative Cuisines</h1>
        <p className="mt-4 max-w-xl text-lg text-gray-800">
          Catering by the pan, brunch packages and full-service events, cooked to order for your next gathering.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href={paths.login} className={buttonClasses()}>
            Sign In
          </Link>
          <Link href={paths.signup} className={buttonClasses({ variant: "secondary" })}>
            Create Account
          </Link>
          <Link href={paths.home} className={buttonClasses({ variant: "secondary" })}>
            Explore
          </Link>
        </div>
      </div>
    </div>
  );
}

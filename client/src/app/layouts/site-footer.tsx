import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { SocialLinks, useCompanyInfo } from "@/features/company-info";
import { cn } from "@/lib/cn";
import { telHref } from "@/lib/phone";

const linkClasses =
  "rounded-sm text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Dial digits only; the visible number keeps its formatting. */

/** The page footer: copyright and how to reach the business (the admin's company settings, or the defaults). */
export function SiteFooter({ className }: { className?: string }) {
  const { data } = useCompanyInfo();
  const info = data ?? DEFAULT_COMPANY_INFO;
  return (
    <footer className={cn("border-t border-gray-200 bg-brand-50", className)}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-gray-800 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="font-display text-base font-bold text-brand-900">{info.name}</p>
          <p className="mt-1">Catering by the pan, brunch packages and full-service events.</p>
          <SocialLinks className="mt-3 flex flex-wrap gap-3" />
        </div>
        <address className="flex flex-col gap-1 not-italic">
          <span>
            Phone:{" "}
            <a href={telHref(info.phone) ?? undefined} className={linkClasses}>
              {info.phone}
            </a>
          </span>
          <span className="break-all">
            Email:{" "}
            <a href={`mailto:${info.email}`} className={linkClasses}>
              {info.email}
            </a>
          </span>
        </address>
      </div>
      <p className="border-t border-brand-100 px-4 py-4 text-center text-sm text-gray-800">
        © {new Date().getFullYear()} Creative Cuisines. All rights reserved.
      </p>
    </footer>
  );
}

import { SOCIAL_LABELS, type SocialLinks as Links } from "@shared/settings/social-links";
import { useSocialLinks } from "../api/get-company-info";

/** The business's social media pages as links; nothing when none is set. */
export function SocialLinks({ className }: { className?: string }) {
  const { data } = useSocialLinks();
  const links = data ? (Object.entries(data) as [keyof Links, string][]).filter(([, url]) => url) : [];
  if (!links.length) return null;
  return (
    <ul aria-label="Follow us" className={className ?? "flex flex-wrap gap-3"}>
      {links.map(([network, url]) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="rounded-sm text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {SOCIAL_LABELS[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}

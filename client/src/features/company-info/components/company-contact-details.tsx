import { Spinner } from "@/components/ui/spinner";
import { telHref } from "@/lib/phone";
import { useCompanyInfo } from "../api/get-company-info";


/** Only web addresses become links: the value is admin-entered, and a link must never run script. */
function isWebUrl(url: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

const linkClasses =
  "break-words text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Company name, address, phone, email and website as the admin last saved them. */
export function CompanyContactDetails() {
  const { data: info, isPending, isError } = useCompanyInfo();
  if (isPending) return <Spinner label="Loading contact details" className="justify-start p-0" />;
  if (isError) {
    return <p className="text-gray-800">Our contact details could not be loaded. Please use the form and we will reply by email.</p>;
  }
  return (
    <dl className="space-y-3">
      <div>
        <dt className="text-sm font-semibold text-gray-900">Company</dt>
        <dd className="text-gray-800">{info.name}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-gray-900">Address</dt>
        <dd className="not-italic text-gray-800">{info.address}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-gray-900">Phone</dt>
        <dd>
          <a href={telHref(info.phone) ?? undefined} className={linkClasses}>
            {info.phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-gray-900">Email</dt>
        <dd>
          <a href={`mailto:${info.email}`} className={linkClasses}>
            {info.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-gray-900">Website</dt>
        <dd className="text-gray-800">
          {isWebUrl(info.website) ? (
            <a href={info.website} className={linkClasses} rel="noopener noreferrer">
              {displayWebsite(info.website)}
            </a>
          ) : (
            info.website
          )}
        </dd>
      </div>
    </dl>
  );
}

import { bookingAdvice } from "../content";
import { ContentSection } from "@/components/ui/content-section";
import { useBusinessSettings } from "@/features/company-info";

export function BookingAdviceSection({ tone }: { tone?: "plain" | "tinted" }) {
  const { booking } = useBusinessSettings();
  return (
    <ContentSection title="Planning Your Booking" intro="A little notice lets us shop fresh and staff your event properly." tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {bookingAdvice(booking).map((advice) => (
          <li key={advice.id} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-gray-900">{advice.title}</h3>
            <p className="mt-2 text-gray-800">{advice.text}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

import { Star } from "lucide-react";
import { ContentSection } from "@/components/ui/content-section";
import { TESTIMONIALS } from "../home-content";

function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of ${outOf} stars`} className="flex gap-0.5 text-brand-700">
      {Array.from({ length: outOf }, (_, i) => (
        <Star key={i} className="size-5" fill={i < rating ? "currentColor" : "none"} />
      ))}
    </p>
  );
}

export function TestimonialsSection() {
  return (
    <ContentSection title="What Our Clients Say" tone="tinted">
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <figure className="flex flex-1 flex-col">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-3 flex-1 text-gray-800">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-4">
                <span className="block font-semibold text-gray-900">{testimonial.name}</span>
                <span className="block text-sm text-gray-700">{testimonial.event}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

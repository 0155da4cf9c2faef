import { ContentSection } from "@/components/ui/content-section";
import { FOLLOW_UP_HOURS } from "../content";

const VALUES = [
  { id: "fresh", title: "Fresh, from scratch", text: "We shop for every event and cook in our own kitchen. No reheated shortcuts." },
  { id: "hospitality", title: "Hospitality first", text: "Your guests are our guests. Warm service matters as much as the food." },
  { id: "inclusive", title: "A seat for everyone", text: "Vegetarian, vegan, gluten-free and allergy-aware options are part of every menu." },
  { id: "community", title: "Rooted in community", text: "We buy from local producers and train the next generation of cooks." },
] as const;

const TEAM = [
  { id: "chefs", title: "Our chefs", text: "A chef-led kitchen that designs each menu around your guests, your theme and your budget." },
  { id: "coordinators", title: "Event coordinators", text: "One coordinator plans with you from the first call to the last plate cleared." },
  { id: "service", title: "Service staff", text: "Trained servers, bartenders and attendants who keep your event running smoothly." },
  { id: "trainers", title: "Chef trainers", text: "Our culinary training programs share what we have learned with new and aspiring cooks." },
] as const;

const STEPS = [
  { id: "tell", title: "Tell us about your event", text: "Send the contact form or request a quote with your date, guest count and ideas." },
  { id: "follow-up", title: `We follow up within ${FOLLOW_UP_HOURS} hours`, text: "A coordinator calls or emails to talk through menus, service style and budget." },
  { id: "proposal", title: "Review your proposal", text: "You receive a detailed quote in your client portal, where you can message us and accept it." },
  { id: "enjoy", title: "Enjoy the day", text: "We deliver, set up, serve and clean up, so you can be a guest at your own event." },
] as const;

/** The about page's story, values, team and way of working. */
export function AboutStory() {
  return (
    <>
      <ContentSection title="Our Story">
        <div className="max-w-3xl space-y-4 text-lg text-gray-800">
          <p>
            Creative Cuisines began in a New York home kitchen, cooking pans of family recipes for friends' parties and
            church suppers. Word spread, the pans got bigger, and the parties turned into weddings, galas and corporate
            events across the city.
          </p>
          <p>
            Today we cater by the pan, run brunch and full-service event packages, take our food truck to the street and
            teach in our chef training programs, while our dinner service brings the same cooking to the Philadelphia
            area. What has not changed is how we cook: from scratch, with care, for the people you love.
          </p>
        </div>
      </ContentSection>
      <ContentSection title="Our Values" tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value.id} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-gray-900">{value.title}</h3>
              <p className="mt-2 text-gray-800">{value.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title="Our Team">
        <ul className="grid gap-6 sm:grid-cols-2">
          {TEAM.map((member) => (
            <li key={member.id} className="border-l-4 border-brand-700 pl-4">
              <h3 className="text-lg font-semibold text-gray-900">{member.title}</h3>
              <p className="mt-1 text-gray-800">{member.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title="Our Approach" tone="tinted">
        <ol className="grid gap-6 md:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.id} className="rounded-lg bg-white p-5 shadow-sm">
              <p aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </p>
              <h3 className="mt-3 text-lg font-semibold text-gray-900">{step.title}</h3>
              <p className="mt-2 text-gray-800">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
    </>
  );
}

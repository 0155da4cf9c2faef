/** A radio choice drawn as a card (event types, packages); the card shows the keyboard focus of its radio. */
export const radioCard =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-gray-900 " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";

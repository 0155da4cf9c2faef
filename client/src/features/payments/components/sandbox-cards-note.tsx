const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "approves" },
  { number: "4000 0000 0000 0002", outcome: "is declined" },
  { number: "4000 0000 0000 9995", outcome: "has insufficient funds" },
] as const;

/** Shown only with the built-in sandbox gateway: no real card is charged, and these numbers drive the outcome. */
export function SandboxCardsNote() {
  return (
    <aside aria-label="Test mode" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-gray-900">
      <p className="font-semibold">Test mode: no real card is charged.</p>
      <p className="mt-1">Use any future expiry date and any 3-digit CVV with one of these test cards:</p>
      <ul className="mt-2 space-y-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono whitespace-nowrap">{card.number}</span> {card.outcome}
          </li>
        ))}
      </ul>
    </aside>
  );
}

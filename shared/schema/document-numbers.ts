import { pgSequence } from "drizzle-orm/pg-core";

/**
 * One numbering for every document the business sends: a quote and an order never share a number (CC-2024-NNN,
 * shared/rules/quotes.ts documentNumber). Rows from before it keep the number they had (their id).
 */
export const documentNumberSeq = pgSequence("document_number_seq", { startWith: 1 });

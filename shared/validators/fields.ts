import { z } from "zod";
import { safeText } from "./text";
import { decimalToCents, MAX_AMOUNT_CENTS } from "../rules/money";

/**
 * One rule per kind of field, for every form, request and answer: an email, a phone number, a person's name, an
 * amount of money, a calendar date and an instant are checked the same way wherever they appear. Each form keeps
 * its own words: the factories take the messages it shows (`required` when the field is missing or blank,
 * `invalid` when it is there but malformed); the defaults are the words most forms use.
 */

export const FIELD_MESSAGES = {
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  amountInvalid: "Amount must be a dollar amount such as 12.50",
  amountTooLarge: "That amount is too large",
  dateInvalid: "Please enter a valid date",
} as const;

/** The longest address SMTP carries (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 40;
export const PERSON_NAME_MAX_LENGTH = 120;

interface FieldMessages {
  /** When the field is missing or blank. */
  required?: string;
  /** When it is given but is not a valid value. */
  invalid?: string;
}

/** Blank optional fields arrive as "" from forms (null from some clients): all mean "not given". */
const blankAsNull = (value: string | null | undefined) => value || null;

// ── Email ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A required email address: trimmed, at most 254 characters. */
export function emailField({ required = FIELD_MESSAGES.emailInvalid, invalid = FIELD_MESSAGES.emailInvalid }: FieldMessages = {}) {
  // The format is said on the whole (the OpenAPI document describes what a client sends: the text before the pipe).
  return safeText({ error: required }).trim().min(1, required).max(EMAIL_MAX_LENGTH, invalid).pipe(z.email(invalid)).meta({ format: "email" });
}

/** An optional email address: blank, null or absent reads as null; anything else must be an address. */
export function optionalEmailField({ invalid = FIELD_MESSAGES.emailInvalid }: Pick<FieldMessages, "invalid"> = {}) {
  return z
    .union([z.literal(""), safeText().trim().max(EMAIL_MAX_LENGTH, invalid).pipe(z.union([z.literal(""), z.email(invalid)]))])
    .nullish()
    .transform(blankAsNull);
}

// ── Phone ────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * What a phone number may be written with: digits, spaces, + ( ) . and dashes, with at least three digits (short
 * service numbers such as 311 are numbers too). Letters ("call me", "ext") are refused: staff dial what is saved.
 */
export function isPhoneNumber(text: string): boolean {
  return /^[0-9+().\-\s]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 3;
}

/** A required phone number. */
export function phoneField({ required = FIELD_MESSAGES.phoneInvalid, invalid = FIELD_MESSAGES.phoneInvalid }: FieldMessages = {}) {
  return safeText({ error: required }).trim().min(1, required).max(PHONE_MAX_LENGTH, invalid).refine(isPhoneNumber, invalid);
}

/** An optional phone number kept as text: "" when not given (the profile form clears it with ""). */
export function optionalPhoneField({ invalid = FIELD_MESSAGES.phoneInvalid }: Pick<FieldMessages, "invalid"> = {}) {
  return safeText()
    .trim()
    .max(PHONE_MAX_LENGTH, invalid)
    .refine((v) => v === "" || isPhoneNumber(v), invalid);
}

// ── Person name ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A person's name (or first or last name): trimmed, at most 120 characters. */
export function personNameField({ required = "Please enter your name" }: Pick<FieldMessages, "required"> = {}) {
  return safeText({ error: required }).trim().min(1, required).max(PERSON_NAME_MAX_LENGTH, `Names are at most ${PERSON_NAME_MAX_LENGTH} characters`);
}

/** An optional name kept as text ("" clears it). */
export function optionalPersonNameField() {
  return safeText().trim().max(PERSON_NAME_MAX_LENGTH, `Names are at most ${PERSON_NAME_MAX_LENGTH} characters`);
}

// ── Money ────────────────────────────────────────────────────────────────────────────────────────────────────────

interface MoneyOptions {
  invalid?: string;
  tooLarge?: string;
  /** The largest amount accepted, in cents (an `integer` cents column's limit unless a form sets a lower one). */
  maxCents?: number;
}

/**
 * An amount of dollars as the API writes it: "1234.00" ("12", "12.5" and a JSON number are read too, as text,
 * never through a float). The value is the trimmed decimal text.
 */
export function moneyField({ invalid = FIELD_MESSAGES.amountInvalid, tooLarge = FIELD_MESSAGES.amountTooLarge, maxCents = MAX_AMOUNT_CENTS }: MoneyOptions = {}) {
  return z
    .union([safeText({ error: invalid }), z.number({ error: invalid })])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), invalid)
    .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && (decimalToCents(v) ?? Infinity) <= maxCents, tooLarge);
}

/** The same amount as integer cents. */
export function moneyCentsField(options: MoneyOptions = {}) {
  return moneyField(options).transform((v) => decimalToCents(v) ?? 0);
}

/** An amount in an answer: a decimal string with two places ("0.00", "1234.50"; negative for a correction). */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/, "An amount with two decimal places");

// ── Dates ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A calendar day, YYYY-MM-DD (a real one: no 31 April). */
export function calendarDateField({ required = FIELD_MESSAGES.dateInvalid, invalid = FIELD_MESSAGES.dateInvalid }: FieldMessages = {}) {
  return safeText({ error: required }).trim().min(1, required).pipe(z.iso.date(invalid)).meta({ format: "date" });
}

/** An optional calendar day: blank or absent reads as undefined. */
export function optionalCalendarDateField({ invalid = FIELD_MESSAGES.dateInvalid }: Pick<FieldMessages, "invalid"> = {}) {
  return z
    .union([z.literal(""), calendarDateField({ invalid })])
    .optional()
    .transform((v) => v || undefined);
}

/**
 * An instant: an ISO 8601 date and time with its offset ("2026-06-01T18:00:00.000Z"); a calendar day alone is read as
 * its midnight UTC, as JavaScript's Date reads it.
 */
export function instantField({ required = FIELD_MESSAGES.dateInvalid, invalid = FIELD_MESSAGES.dateInvalid }: FieldMessages = {}) {
  return safeText({ error: required }).min(1, required).pipe(z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: invalid }));
}

/** A calendar day in an answer. */
export const calendarDateText = z.iso.date();

/**
 * An instant in an answer. Services may hand a Date (a database row) or its ISO text; JSON carries the text, which
 * is what an answer is checked against.
 */
export const instantText = z.union([z.iso.datetime({ offset: true }), z.date()]);

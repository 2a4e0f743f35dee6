/** Phone numbers (foundation document sections 5 and 9). */

/** Minimum length of a phone number. */
export const PHONE_MIN_LENGTH = 11;

/** A WhatsApp number: spaces, dashes and a leading '+' removed, a leading 0 becomes 62. */
export function toWhatsappNumber(phone: string): string {
  const digits = phone.trim().replace(/[\s-]/g, '').replace(/^\+/, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/** A phone number has at least 11 characters (surrounding spaces not counted). */
export const isValidPhone = (phone: string | null | undefined): boolean =>
  (phone ?? '').trim().length >= PHONE_MIN_LENGTH;

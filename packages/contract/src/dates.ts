import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Business dates are Jakarta dates (foundation document section 1). */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's business date in Jakarta, 'YYYY-MM-DD'. */
export const todayJakarta = (now: Date = new Date()): string =>
  dayjs(now).tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DD');

/** A 'YYYY-MM-DD' date moved by n calendar days (n may be negative). */
export function addDays(isoDate: string, n: number): string {
  const d = dayjs.utc(isoDate);
  if (!ISO_DATE.test(isoDate) || !d.isValid() || d.format('YYYY-MM-DD') !== isoDate) {
    throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  }
  return d.add(n, 'day').format('YYYY-MM-DD');
}

/** The current moment as an ISO timestamp with the Jakarta offset, e.g. '2026-01-31T09:15:00+07:00'. */
export const nowJakartaIso = (now: Date = new Date()): string => dayjs(now).tz(BUSINESS_TIME_ZONE).format();

/**
 * A date for display, 'DD-MM-YYYY'. A 'YYYY-MM-DD' date is rearranged as is; a timestamp is shown as
 * its Jakarta date. Empty gives ''; something that is not a date is returned unchanged.
 */
export function formatTanggal(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}-${m}-${y}`;
  }
  const d = dayjs(value);
  if (!d.isValid()) return String(value);
  return d.tz(BUSINESS_TIME_ZONE).format('DD-MM-YYYY');
}

/** A moment on screen in Jakarta time, 'DD-MM-YYYY HH:mm:ss'; '' when empty or not a date. */
export function formatWaktu(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(BUSINESS_TIME_ZONE).format('DD-MM-YYYY HH:mm:ss') : '';
}

/** The time of a moment in Jakarta, 'HH:mm:ss'; '' when empty or not a date. */
export function formatJam(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(BUSINESS_TIME_ZONE).format('HH:mm:ss') : '';
}

/**
 * A moment in Jakarta time as data, 'YYYY-MM-DD HH:mm:ss' (answers' `jam` fields, sortable); screens
 * show formatWaktu. '' when empty or not a date.
 */
export function formatWaktuJakarta(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss') : '';
}

/**
 * Jakarta's offset from UTC in seconds. Asia/Jakarta (WIB) has kept UTC+7 without daylight saving
 * since 1964, so one offset serves every moment a shop has stored.
 */
export const JAKARTA_UTC_OFFSET_SECONDS = 7 * 3600;

/**
 * A moment given as seconds since the epoch as its Jakarta time of day, 'HH:mm': what a report
 * shows of thousands of lines, without a time-zone conversion per line.
 */
export function jamJakartaOfEpoch(seconds: number): string {
  const inDay = (((Math.floor(seconds) + JAKARTA_UTC_OFFSET_SECONDS) % 86400) + 86400) % 86400;
  const hh = Math.floor(inDay / 3600);
  const mm = Math.floor((inDay % 3600) / 60);
  return `${hh < 10 ? '0' : ''}${hh}:${mm < 10 ? '0' : ''}${mm}`;
}

import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { UserLevel } from '../levels.ts';
import { text, userId } from '../validation.ts';

/**
 * Fingerprint authorisation (FINGERPRINT_MODULE; foundation document section 7, reports document
 * sections 4 and 7). The screen picks an SPV/OWN user, reads the reference of that user's enrolled
 * template (`GET user-fingerprint`: never the template itself), asks for a scan
 * (`POST authorization/fingerprint`), and waits on the live channel for `fingerprint-auth`. The reader
 * agent on the same counter lists the scans waiting (`GET fingerprint-reader/requests`) and posts the
 * scanned template (`POST fingerprint-reader/scan`). A successful scan lets `POST authorization` run
 * without a password for that user (its `fingerprint_id`), for FINGERPRINT_GRANT_MINUTES.
 */
export const FINGERPRINT_MSG = {
  unknownUser: 'Username Tidak Tidak Terdaftar',
  failed: 'Silahkan Coba Lagi',
  scan: 'Silahkan Scan Fingerprint',
  scanned: 'Fingerprint Berhasil Di Scan',
  sendFailed: 'Terjadi Kesalahan Saat Mengirim Data',
  loading: 'Mohon Menunggu Sedang Mengambil Data !!!',
  /** chosen: the enrolment's own texts. */
  enrolWaiting: 'Silahkan Scan Fingerprint Untuk Pendaftaran',
  enrolled: 'Fingerprint Berhasil Didaftarkan',
  onlyAuthorisers: 'Fingerprint Hanya Untuk User Level SPV Atau OWN',
  requestUnknown: 'Permintaan Scan Tidak Ditemukan Atau Sudah Selesai',
  staleTemplate: 'Fingerprint User Sudah Berubah, Silahkan Coba Lagi',
  removed: 'Fingerprint Berhasil Dihapus',
} as const;

/** How long a successful scan stands in for the user's password (one authorisation dialog). */
export const FINGERPRINT_GRANT_MINUTES = 2;
/** How long a scan request waits for the reader. */
export const FINGERPRINT_WAIT_MINUTES = 5;

/** `fingerprint-auth` live event (to the user who asked): status, auth_for (kategori), user_id. */
export type FingerprintAuthEvent = {
  status: 'SUCCESS' | 'FAILED';
  auth_for: string;
  user_id: string;
  /** The scan request this answers (the id `POST authorization/fingerprint` gave). */
  id: string;
};

/** The enrolment's kategori in requests and events. */
export const FINGERPRINT_ENROL = 'PENDAFTARAN FINGERPRINT';

const userIdQuery = z.object({ user_id: userId() });

/** The reference of the user's enrolled template: `fp` names it, it is never the template. */
export type UserFingerprint = { user_id: string; fp: string };
export const getUserFingerprint = endpoint<
  undefined,
  z.infer<typeof userIdQuery>,
  undefined,
  UserFingerprint
>({
  method: 'GET',
  path: 'user-fingerprint',
  query: userIdQuery,
});

export const authorizeFingerprintBody = z.object({
  user_id: userId(),
  fp: text('Fingerprint', 100),
  kategori: text('Kategori', 100),
});
export type ScanRequest = { id: string; user_id: string; kategori: string; status: ScanStatus };
export type ScanStatus = 'WAITING' | 'SCANNED' | 'FAILED';
export const authorizeFingerprint = endpoint<
  z.infer<typeof authorizeFingerprintBody>,
  undefined,
  undefined,
  ScanRequest
>({ method: 'POST', path: 'authorization/fingerprint', body: authorizeFingerprintBody });

/** SPV/OWN users and whether each has a template enrolled (Data Users' fingerprint section). */
export type FingerprintUser = {
  user_id: string;
  user_name: string;
  level: UserLevel;
  enrolled_at: string | null;
};
export const listFingerprintUsers = endpoint<undefined, undefined, undefined, FingerprintUser[]>({
  method: 'GET',
  path: 'user-fingerprint/users',
});

/** Enrolment: a scan request of kind enrolment; the reader's scan becomes the user's template. */
export const enrolFingerprintBody = z.object({ user_id: userId() });
export const enrolFingerprint = endpoint<
  z.infer<typeof enrolFingerprintBody>,
  undefined,
  undefined,
  ScanRequest
>({ method: 'POST', path: 'user-fingerprint', body: enrolFingerprintBody });

export const removeFingerprint = endpoint<undefined, undefined, z.infer<typeof userIdQuery>, null>({
  method: 'DELETE',
  path: 'user-fingerprint/:user_id',
  params: userIdQuery,
});

/** The reader agent: the scan requests of the signed-in counter that wait for a finger. */
export const readerRequests = endpoint<undefined, undefined, undefined, ScanRequest[]>({
  method: 'GET',
  path: 'fingerprint-reader/requests',
});

/** A scanned template, base64 of the reader's bytes (at most 8 KB). */
export const readerScanBody = z.object({
  id: text('ID Scan', 40),
  template: text('Template', 12_000).regex(/^[A-Za-z0-9+/=_-]+$/, { error: 'Template Tidak Valid' }),
});
export const readerScan = endpoint<z.infer<typeof readerScanBody>, undefined, undefined, ScanRequest>({
  method: 'POST',
  path: 'fingerprint-reader/scan',
  body: readerScanBody,
});

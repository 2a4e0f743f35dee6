/** Live-channel (socket.io) event names and payloads shared by server and web. */
export const LIVE_EVENTS = {
  settingsChanged: 'settings-changed',
  startClosedStore: 'start-closed-store',
  closedStoreProgress: 'closed-store-progress',
  jobProgress: 'job-progress',
  sessionEnded: 'session-ended',
  /** web -> server: an open cart's unsaved lines (CartState), for the closing checklist. */
  cartState: 'cart-state',
  /** server -> every open screen: the store is about to close (ClosingWarning). */
  closingWarning: 'closing-warning',
  /** server -> the shop's screens (and head office, relayed): a document changed today's totals. */
  shopActivity: 'shop-activity',
  /** server -> the user who asked for a fingerprint scan: its outcome (api FingerprintAuthEvent). */
  fingerprintAuth: 'fingerprint-auth',
} as const;

/** shop-activity payload: which shop wrote, and its business date. */
export type ShopActivity = { kode_toko: string; tgl_system?: string };

export type JobStatus = 'PROGRESS' | 'FINISH' | 'DATA_KOSONG' | 'ERROR';

/** Progress of a long operation, pushed to the user who started it (DESIGN.md section 4). */
export type JobProgress<T = unknown> = {
  uid: string;
  user?: string;
  status: JobStatus;
  progress: number;
  total: number;
  data?: T;
  message?: string;
};

/** closed-store-progress payload: percentage and message (reports document section 7). */
export type ClosedStoreProgress = JobProgress & { percentage: number };

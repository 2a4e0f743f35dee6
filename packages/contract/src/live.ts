/** Live-channel (socket.io) event names and payloads shared by server and web. */
export const LIVE_EVENTS = {
  settingsChanged: 'settings-changed',
  startClosedStore: 'start-closed-store',
  closedStoreProgress: 'closed-store-progress',
  jobProgress: 'job-progress',
  sessionEnded: 'session-ended',
} as const;

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

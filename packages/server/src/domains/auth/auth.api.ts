/** What other domains use of auth's queries (they import this file, never a .queries.ts of another domain). */
export {
  findUserForLogin,
  isSessionLive,
  liveSessionsByUser,
  revokeAllSessions,
  revokeSessionsOfUser,
  sessionLiveCondition,
} from './auth.queries.ts';

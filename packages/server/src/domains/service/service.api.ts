/** What other domains use of service's queries (they import this file, never a .queries.ts of another domain). */
export { servicesOfDay, servicesPickedUpOn, servicesTakenOn } from './service.queries.ts';

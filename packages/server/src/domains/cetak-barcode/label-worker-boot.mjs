// Worker threads start without the TypeScript loader of the main thread: register tsx, then load
// the worker's TypeScript entry (workerData.entry).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

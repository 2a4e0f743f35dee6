import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiled } from '../platform/compiled.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The folder npm was started from (npm runs workspace scripts inside the workspace). */
export const startDir = process.env.INIT_CWD ?? process.cwd();
export const dataDir = resolve(startDir, process.env.DATA_DIR ?? 'data');
/** The built web app: packages/web/dist, or web/ beside the compiled server (a copy made by the build). */
export const webDist = compiled ? join(here, 'web') : join(here, '../../../web/dist');
/** The address the servers listen on: this machine only unless HOST says otherwise (e.g. 0.0.0.0). */
export const listenHost = process.env.HOST || '127.0.0.1';

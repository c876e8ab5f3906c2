import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so data and the web build resolve the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/src/db/migrations');

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { PROJECT_ROOT } from './paths';

/** The server's version, from package.json, so there is one place to bump it. */
export const APP_VERSION: string = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')).version;

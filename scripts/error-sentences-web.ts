/**
 * `npm run sentences:web`: writes the API's sentence per error code (api/src/platform/errors/error-sentences.ts,
 * the one list of them) into the dashboard as web/lib/i18n/error-sentences.json, so the dashboard
 * reads them without reaching into the API's source. Run it after changing a sentence and commit
 * the file; error-sentences.spec.ts fails while the two disagree.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { errorSentencesJson, WEB_ERROR_SENTENCES_FILE } from '../api/src/platform/errors/error-sentences-file';

const file = path.resolve(__dirname, '..', WEB_ERROR_SENTENCES_FILE);
writeFileSync(file, errorSentencesJson());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);

import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

/** One message the local mail catcher received, as `GET /dev/mail` lists it. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * The catcher's folder holds each message twice: `<time>-<id>.eml` as received and
 * `<time>-<id>.json` as parsed on arrival. The API reads only the JSON, so it needs no mail parser
 * (smtp-server and mailparser stay inside the catcher, which only the start command loads).
 */
export function writeCaughtMail(dir: string, raw: Buffer, mail: CaughtMail): void {
  const base = path.join(dir, fileBase(mail));
  writeFileSync(`${base}.eml`, raw);
  // Written whole, then renamed: a reader never sees half a file.
  writeFileSync(`${base}.json.tmp`, JSON.stringify(mail));
  renameSync(`${base}.json.tmp`, `${base}.json`);
}

export function fileBase(mail: Pick<CaughtMail, 'id' | 'receivedAt'>): string {
  return `${new Date(mail.receivedAt).getTime()}-${mail.id}`;
}

/** The messages of a catcher's folder, oldest first; a missing folder has none. */
export function readCaughtMail(dir: string): CaughtMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  files.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b));
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CaughtMail);
}

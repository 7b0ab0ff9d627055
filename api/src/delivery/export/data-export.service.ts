import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimitStore } from '../../platform/rate-limit/rate-limit-store';
import { Clock } from '../../platform/time/clock';
import { hasScope, isToken, type Principal } from '../../identity/access/principal';
import { type DataExportSection, DataExportSections } from '../../identity/users/data-export-sections';

/** Exports one user may start per hour: each reads everything they have. */
export const EXPORTS_PER_HOUR = 10;
export const EXPORT_FORMAT = 'entente-export/1';

/** The document, ready to send: its file name and its JSON text in pieces. */
export interface DataExport {
  readonly fileName: string;
  readonly body: AsyncIterable<string>;
}

/**
 * The data export: one JSON document of everything the account has, section by section
 * (DataExportSections). A person signed in gets every section; a token gets those its scopes
 * cover, and the document lists the others under `omitted` with the scope each needs.
 *
 * The small sections are read before the answer starts, so a failure there is an ordinary
 * problem answer; the games are read and written a game at a time as the client takes them, so
 * thousands of games neither block the event loop nor sit in memory at once.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly sections: DataExportSections,
    private readonly limits: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  async export(principal: Principal): Promise<DataExport> {
    await this.count(principal.userId);
    const who = { userId: principal.userId, username: principal.username };
    const included: DataExportSection[] = [];
    const omitted: { part: string; needs: string }[] = [];
    for (const section of this.sections.all()) {
      const allowed = section.scope === 'people' ? !isToken(principal) : hasScope(principal, section.scope);
      if (allowed) included.push(section);
      else
        omitted.push({ part: section.key, needs: section.scope === 'people' ? 'a signed-in person' : section.scope });
    }
    const now = this.clock.now();
    const head = {
      format: EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      user: { id: who.userId, username: who.username },
      omitted,
    };
    const values = new Map<string, unknown>();
    for (const section of included) if (section.value) values.set(section.key, await section.value(who));
    async function* body(): AsyncIterable<string> {
      yield JSON.stringify(head).slice(0, -1);
      for (const section of included) {
        yield `,${JSON.stringify(section.key)}:`;
        if (section.pieces) yield* section.pieces(who);
        else yield JSON.stringify(values.get(section.key) ?? null);
      }
      yield '}';
    }
    return { fileName: `entente-${who.username}-${now.toISOString().slice(0, 10)}.json`, body: body() };
  }

  private async count(userId: string): Promise<void> {
    await this.limits.take(
      'data-export',
      EXPORTS_PER_HOUR,
      3600,
      `user:${userId}`,
      (retryAfter) =>
        new DomainError('RATE_LIMITED', `At most ${EXPORTS_PER_HOUR} exports an hour; try again in ${retryAfter} s.`, {
          retryAfter,
        }),
    );
  }
}

import { Injectable } from '@nestjs/common';
import type { Scope } from '../access/scopes';

/** Whose data a section is. */
export interface ExportSubject {
  readonly userId: string;
  readonly username: string;
}

/**
 * One part of the data export (`GET /me/export`): a key of the document and its value, written by
 * the area that owns the data. `scope` is what a token needs for it — the scope of the routes that
 * show the same data — or `people` for what no token may read (the account's credentials).
 */
export interface DataExportSection {
  readonly key: string;
  /** Its place in the document, smallest first; the games (the bulk) come last. */
  readonly order: number;
  readonly scope: Scope | 'people';
  /** A small value, read whole before the answer starts. */
  value?(who: ExportSubject): Promise<unknown>;
  /** A large one, as JSON text in pieces, read as the client takes them (the games). */
  pieces?(who: ExportSubject): AsyncIterable<string>;
}

/**
 * The registry of the export's sections, like the account's other registries: each area registers
 * its own in `onModuleInit`, so the export knows nothing of games, clubs or webhooks, and the
 * dependency rule holds.
 */
@Injectable()
export class DataExportSections {
  private readonly sections: DataExportSection[] = [];

  register(section: DataExportSection): void {
    if (this.sections.some((s) => s.key === section.key)) throw new Error(`export section ${section.key} twice`);
    this.sections.push(section);
  }

  all(): DataExportSection[] {
    return [...this.sections].sort((a, b) => a.order - b.order);
  }
}

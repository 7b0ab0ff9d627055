import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { GameClocksService } from '../clocks/game-clocks.service';
import { type StoredVacation, VacationRepository } from '../core/vacation.repository';
import { DomainError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { VacationDto, VacationsDto } from './vacation.dto';
import { addDays, daysByYear, daysInclusive, isIsoDate } from './vacation-days';

/**
 * Vacations: taken in advance or from today, within the yearly allowance, never overlapping.
 * Any change re-times the deadlines of the user's running games in the same transaction, so a
 * vacation pauses every clock of theirs at once (the sweeper re-checks under the game's lock).
 */
@Injectable()
export class VacationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly clocks: GameClocksService,
    private readonly vacations: VacationRepository,
  ) {}

  private get daysPerYear(): number {
    return this.config.vacationDaysPerYear ?? 30;
  }

  async list(userId: string): Promise<VacationsDto> {
    return this.present(await this.vacations.ofUser(this.db.manager, userId));
  }

  async create(userId: string, from: string, to: string): Promise<VacationDto> {
    if (!isIsoDate(from) || !isIsoDate(to))
      throw new DomainError('BAD_VACATION', 'from and to must be real dates (YYYY-MM-DD).');
    if (to < from) throw new DomainError('BAD_VACATION', 'to must not be before from.');
    if (from < this.today()) throw new DomainError('VACATION_IN_PAST', 'A vacation starts today at the earliest.');
    return this.db.transaction(async (m) => {
      await this.vacations.lockUser(m, userId);
      const existing = await this.vacations.ofUser(m, userId);
      const clash = existing.find((v) => v.from <= to && v.to >= from);
      if (clash)
        throw new DomainError('VACATION_OVERLAP', `It overlaps your vacation ${clash.from} – ${clash.to}.`, {
          vacationId: clash.id,
        });
      const used = this.usedByYear(existing);
      for (const [year, days] of daysByYear(from, to)) {
        const left = this.daysPerYear - (used.get(year) ?? 0);
        if (days > left) {
          throw new DomainError(
            'VACATION_ALLOWANCE_EXCEEDED',
            `${days} days in ${year} asked, ${left} of ${this.daysPerYear} left.`,
            { year, left },
          );
        }
      }
      const id = await this.vacations.insert(m, userId, from, to);
      await this.clocks.recomputeForUser(m, userId);
      return { id, from, to, days: daysInclusive(from, to) };
    });
  }

  /** Cancels a future vacation, or ends a running one with yesterday (a past one stays as it was). */
  async cancel(userId: string, id: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await this.vacations.lockUser(m, userId);
      const v = (await this.vacations.ofUser(m, userId)).find((r) => r.id === id);
      if (!v) throw new DomainError('VACATION_NOT_FOUND', `No vacation ${id}.`);
      const today = this.today();
      if (v.to < today) throw new DomainError('VACATION_PAST', 'That vacation is over.');
      if (v.from >= today) await this.vacations.delete(m, id);
      else await this.vacations.endOn(m, id, addDays(today, -1));
      await this.clocks.recomputeForUser(m, userId);
    });
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  private usedByYear(rows: readonly StoredVacation[]): Map<number, number> {
    const used = new Map<number, number>();
    for (const r of rows)
      for (const [year, days] of daysByYear(r.from, r.to)) used.set(year, (used.get(year) ?? 0) + days);
    return used;
  }

  private present(rows: StoredVacation[]): VacationsDto {
    const used = this.usedByYear(rows);
    const thisYear = Number(this.today().slice(0, 4));
    const years = [...new Set([thisYear, ...used.keys()])].sort((a, b) => a - b);
    return {
      daysPerYear: this.daysPerYear,
      years: years.map((year) => ({ year, used: used.get(year) ?? 0, left: this.daysPerYear - (used.get(year) ?? 0) })),
      vacations: rows.map((r) => ({ id: r.id, from: r.from, to: r.to, days: daysInclusive(r.from, r.to) })),
    };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class CreateVacationDto {
  @ApiProperty({ example: '2026-12-24', description: 'First day away (UTC calendar day; today or later)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must be a date YYYY-MM-DD' })
  from!: string;

  @ApiProperty({ example: '2026-12-31', description: 'Last day away, inclusive' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be a date YYYY-MM-DD' })
  to!: string;
}

export class VacationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date' })
  from!: string;

  @ApiProperty({ format: 'date' })
  to!: string;

  @ApiProperty()
  days!: number;
}

export class VacationYearDto {
  @ApiProperty()
  year!: number;

  @ApiProperty()
  used!: number;

  @ApiProperty()
  left!: number;
}

export class VacationsDto {
  @ApiProperty({ description: 'Vacation days allowed per calendar year' })
  daysPerYear!: number;

  @ApiProperty({ type: [VacationYearDto], description: 'This year and every year a vacation falls in' })
  years!: VacationYearDto[];

  @ApiProperty({ type: [VacationDto] })
  vacations!: VacationDto[];
}

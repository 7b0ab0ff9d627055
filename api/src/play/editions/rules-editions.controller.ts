import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiPublic } from '../../platform/http/api-public.decorator';
import { EngineAdapter } from '../core/engine.adapter';
import { RulesEditionsDto } from './rules-edition.dto';

/**
 * The editions of the rules, for anyone: what a game's `rulesEdition` names. Constant data, so
 * like /health it has no budget (the per-user one would not apply to a caller without sign-in).
 */
@ApiTags('rules')
@ApiPublic()
@Controller('rules')
export class RulesEditionsController {
  constructor(private readonly engine: EngineAdapter) {}

  @Get('editions')
  @ApiOperation({
    summary: 'The editions of each variant’s rules, oldest first, with what each changed (no sign-in needed)',
  })
  @ApiOkResponse({ type: RulesEditionsDto })
  @ApiProblems()
  editions(): RulesEditionsDto {
    const out: RulesEditionsDto = { '007': [], coalition: [] };
    for (const e of this.engine.editions())
      out[e.variant].push({
        id: e.id,
        number: e.number,
        date: e.date,
        changes: { en: e.changes.en, de: e.changes.de },
      });
    return out;
  }
}

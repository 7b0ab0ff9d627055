import { ApiProperty } from '@nestjs/swagger';
import { PublicUserDto } from '../../users/public-user.dto';

export class BlockDto {
  @ApiProperty({ type: PublicUserDto, description: 'The person I blocked' })
  user!: PublicUserDto;

  @ApiProperty({ format: 'date-time', description: 'Since when' })
  since!: string;
}

export class BlockPageDto {
  @ApiProperty({ type: [BlockDto], description: 'Newest first' })
  items!: BlockDto[];

  @ApiProperty({ nullable: true, type: String, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor!: string | null;
}

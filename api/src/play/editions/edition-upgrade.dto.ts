import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class ProposeEditionDto {
  @ApiProperty({
    example: 'coalition/2',
    description: 'The edition to move the game on to: one of its variant’s (`GET /rules/editions`), newer than its own',
  })
  @IsString()
  @Length(1, 40)
  edition!: string;
}

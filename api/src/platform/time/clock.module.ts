import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** The one injectable clock (see clock.ts); global because every time rule reads it. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

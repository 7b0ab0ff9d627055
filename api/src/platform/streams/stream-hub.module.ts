import { Module } from '@nestjs/common';
import { StreamHub } from './stream-hub';

/** One StreamHub per process (it holds the LISTEN connection), for every area's streams. */
@Module({ providers: [StreamHub], exports: [StreamHub] })
export class StreamHubModule {}

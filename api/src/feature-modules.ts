import type { DynamicModule, Type } from '@nestjs/common';

/**
 * The feature modules of the API (auth, users, games, ...). Add yours here — one import and one
 * entry — rather than editing app.module.ts, which holds the infrastructure.
 */
export const FEATURE_MODULES: Array<Type<unknown> | DynamicModule> = [];

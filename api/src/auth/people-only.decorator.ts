import { SetMetadata } from '@nestjs/common';

export const PEOPLE_ONLY = 'entente:people-only';

/** Routes that an API token may never call, whatever its scopes (managing tokens, the account). */
export const PeopleOnly = () => SetMetadata(PEOPLE_ONLY, true);

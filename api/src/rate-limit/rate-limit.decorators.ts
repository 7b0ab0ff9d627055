import { SkipThrottle } from '@nestjs/throttler';

/** Credential endpoints: only the strict `auth` budget applies. */
export const AuthBudget = () => SkipThrottle({ api: true });

/** Signed-in endpoints: only the per-user `api` budget applies. */
export const ApiBudget = () => SkipThrottle({ auth: true });

/** Sign-in: the per-account and per-address limits of SignInLimits, instead of the `auth` budget. */
export const SignInBudget = () => SkipThrottle({ auth: true, api: true });

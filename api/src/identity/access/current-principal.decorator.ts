import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from './principal';

/** The authenticated caller of a route behind AuthenticatedGuard. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  return ctx.switchToHttp().getRequest<{ user: Principal }>().user;
});

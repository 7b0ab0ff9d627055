// The metadata keys @nestjs/swagger reads (its DECORATORS.API_SECURITY and API_OPERATION; the
// package exports no path to its constants). On a method an empty security list is dropped, so
// there it goes into the operation's own metadata, which is copied into the document as it is.
const API_SECURITY = 'swagger/apiSecurity';
const API_OPERATION = 'swagger/apiOperation';

/**
 * An operation anyone may call without signing in: `security: []` in the OpenAPI document, so
 * clients (and the linter) know it needs no credentials rather than guessing from its absence.
 * On a controller it applies to every operation that declares no security of its own.
 */
export const ApiPublic =
  (): MethodDecorator & ClassDecorator => (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (!descriptor) {
      Reflect.defineMetadata(API_SECURITY, [], target);
      return;
    }
    const method = descriptor.value as object;
    const operation = (Reflect.getMetadata(API_OPERATION, method) as object | undefined) ?? {};
    Reflect.defineMetadata(API_OPERATION, { ...operation, security: [] }, method);
  };

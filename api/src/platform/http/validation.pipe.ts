import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError, ValidationFailedError } from '../errors/domain-error';

/** A DTO's quick acceptance: the DTO instance when `value` certainly passes its decorators, else null. */
export type PlainCheck = (value: unknown) => object | null;

const plainChecks = new Map<unknown, PlainCheck>();

/**
 * Lets a hot route's DTO be accepted without class-transformer and class-validator when the body
 * is plainly valid — the half-move's MoveDto, whose full validation cost a tenth of the request.
 * The check must accept only what the decorators accept, and return what the full pipe would
 * (an instance with the same fields); anything it is unsure of it leaves to the full pipe (null),
 * which also words every refusal, so errors stay exactly the same.
 */
export function acceptPlain(dto: abstract new () => object, check: PlainCheck): void {
  plainChecks.set(dto, check);
}

class EntenteValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const check = metadata.type === 'body' ? plainChecks.get(metadata.metatype) : undefined;
    return check?.(value) ?? super.transform(value, metadata);
  }
}

/**
 * The global input validation: DTO classes with class-validator decorators describe what a route
 * accepts; unknown fields are rejected (not silently dropped) so typos in clients show up, and
 * payloads are transformed into DTO instances. Failures become 400 VALIDATION_FAILED with one
 * entry per field (nested fields as dotted paths).
 */
export function createValidationPipe(): ValidationPipe {
  return new EntenteValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedError(flattenValidationErrors(errors)),
  });
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints && Object.keys(error.constraints).length > 0) {
      out.push({ field, messages: Object.values(error.constraints) });
    }
    if (error.children && error.children.length > 0) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError, ValidationFailedError } from './domain-error';

/**
 * The global input validation: DTO classes with class-validator decorators describe what a route
 * accepts; unknown fields are rejected (not silently dropped) so typos in clients show up, and
 * payloads are transformed into DTO instances. Failures become 400 VALIDATION_FAILED with one
 * entry per field (nested fields as dotted paths).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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

import { applyDecorators } from '@nestjs/common';
import { ValidateBy, ValidateIf } from 'class-validator';

/**
 * An optional field that may be left out but not sent as `null`. class-validator's `@IsOptional()`
 * skips `null` as well as `undefined`, so a `null` reached the services as if it were a value;
 * here only a missing field skips the field's other validators, and `null` is refused by name.
 */
export const Optional = (): PropertyDecorator =>
  applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ValidateBy({
      name: 'notNull',
      validator: {
        validate: (value: unknown) => value !== null,
        defaultMessage: (args) => `${args?.property ?? 'this field'} must not be null (leave it out instead)`,
      },
    }),
  );

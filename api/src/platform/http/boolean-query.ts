/**
 * A query-string boolean: `true` and `false` become booleans, anything else stays as sent so
 * that `@IsBoolean()` refuses it (VALIDATION_FAILED) rather than guessing. Use as
 * `@Transform(booleanQuery)` with `@IsBoolean()`; the document then types the parameter boolean.
 */
export const booleanQuery = ({ value }: { value: unknown }): unknown =>
  value === 'true' || value === true ? true : value === 'false' || value === false ? false : value;

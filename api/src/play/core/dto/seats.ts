/** Every seat name of both variants (007: white, black; Coalition Chess: yellow, black, green, red). */
export const ALL_SEATS = ['white', 'black', 'yellow', 'green', 'red'] as const;
export type SeatName = (typeof ALL_SEATS)[number];

/**
 * A seat in the OpenAPI document: the one named enum `Seat`, so generated clients get one type.
 * Spread into @ApiProperty / @ApiParam (with `isArray: true` for a list of seats).
 */
export const SEAT_ENUM = { enum: ALL_SEATS, enumName: 'Seat' } as const;

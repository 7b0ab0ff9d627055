/** A member's role: owners manage roles and the club; admins run ladders and invite; members play. */
export type ClubRole = 'owner' | 'admin' | 'member';

export const CLUB_ROLES: readonly ClubRole[] = ['owner', 'admin', 'member'];

export const isClubAdmin = (role: ClubRole | null): boolean => role === 'owner' || role === 'admin';

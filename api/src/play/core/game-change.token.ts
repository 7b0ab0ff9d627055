/**
 * GameChangeService's injection token for effects it lists that must commit a further change
 * themselves (the plan effect): they look the service up by this token through ModuleRef when
 * they run, since importing the class itself would make an import cycle with its list of effects.
 */
export const GAME_CHANGES = Symbol('GameChangeService');

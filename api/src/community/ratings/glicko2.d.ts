// Types for the parts of the `glicko2` package (mmai/glicko2js, plain JavaScript) this project uses.
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
    volatility_algorithm?: 'oldprocedure' | 'newprocedure' | 'newprocedure_mod';
  }
  export class Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    updateRatings(matches: Array<[Player, Player, number]>): void;
  }
}

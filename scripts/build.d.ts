/** Types of scripts/build.js (plain JavaScript: it runs before anything is compiled). */
export declare const ROOT: string;
export declare const DIST: string;
/** Whether dist/ holds the build of the API sources as they are. */
export declare function apiBuildIsCurrent(): boolean;
/** Builds the API when dist/ is missing or stale; returns whether it built. */
export declare function ensureApiBuild(log: (line: string) => void): boolean;
/** `nest build` into dist/ (always, unless `force: false` and it is current). */
export declare function buildApi(log: (line: string) => void, options?: { force?: boolean }): boolean;

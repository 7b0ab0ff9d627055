/** Types of scripts/commit-subjects.js (plain JavaScript: the commit-msg hook runs it as it is). */
export declare const MAX_SUBJECT: number;
/** What is wrong with a commit message: one sentence per problem, empty when it keeps the convention. */
export declare function problemsOf(message: string): string[];

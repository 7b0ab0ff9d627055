/** The languages the server speaks: in problem answers, e-mails and every composed notice. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

import { de } from './de';

describe('German says "Klub", never "Club"', () => {
  it('in every dashboard text', () => {
    const club = Object.entries(de).filter(([, text]) => /\bClubs?\b/.test(text));
    expect(club).toEqual([]);
  });
});

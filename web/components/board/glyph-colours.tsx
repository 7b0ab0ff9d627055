import type { ReactNode } from 'react';

/**
 * The piece glyphs, drawn on a 100×100 grid. Each piece type has its own silhouette, so pieces
 * are told apart by shape alone (colour-blind players, black-and-white prints); the colour then
 * says whose it is. Coalition pieces are pictures of what they are named after — a tank, a gun,
 * a gear for the engineer, a bicycle, a tripod gun, a shield for the guard, a plane from above,
 * a submarine from the side — and the crown of the king.
 *
 * Every edge that meets the square is drawn in `line`, a dark colour, and thin parts (a gun's
 * trail, a tripod's legs, a periscope) are rods — a core of `fill` bordered by `line` — so each
 * piece keeps at least 3:1 contrast against light and dark squares and the set-up tints
 * (web/test/glyph-contrast.browser-spec.ts measures it). Marks inside a piece (a wheel's spokes,
 * the guard's star, a knight's eye) are drawn in `detail`: the line colour, except on Black's
 * dark pieces, where they are light — the convention of the usual chess sets, whose black
 * pieces are black with white inner lines. (A light outline on Black vanished on light squares.)
 */
export interface PieceColours {
  fill: string;
  line: string;
  detail: string;
}

export const COLOURS: Record<string, PieceColours> = {
  white: { fill: '#fbfaf6', line: '#1f2328', detail: '#1f2328' },
  black: { fill: '#2a2e34', line: '#0c0e11', detail: '#eef0f2' },
  yellow: { fill: '#f3c633', line: '#3f3100', detail: '#3f3100' },
  green: { fill: '#35a150', line: '#0b2912', detail: '#0b2912' },
  red: { fill: '#d6423b', line: '#3a0906', detail: '#3a0906' },
};

/** Draws one piece type in the given colours on a 100×100 grid. */
export type Draw = (c: PieceColours) => ReactNode;

/** A thin part: a core of the fill colour `width` wide, bordered by the line colour. */
export const rod = (d: string, width: number, c: PieceColours) => (
  <>
    <path d={d} fill="none" stroke={c.line} strokeWidth={width + 6} strokeLinecap="round" strokeLinejoin="round" />
    <path d={d} fill="none" stroke={c.fill} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
  </>
);

/** The foot the orthodox pieces stand on. */
export const base = (c: PieceColours) => (
  <path d="M26 88 L30 76 H70 L74 88 Z" fill={c.fill} stroke={c.line} strokeWidth={4} strokeLinejoin="round" />
);

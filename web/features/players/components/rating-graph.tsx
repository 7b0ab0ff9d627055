'use client';

/** The ratings after each game, oldest first, as one SVG line scaled to its own range. */
export function RatingGraph({ points, label, testId }: { points: number[]; label: string; testId?: string }) {
  const [w, h, pad] = [240, 60, 4];
  const lo = Math.min(...points);
  const span = Math.max(...points) - lo || 1;
  const d = points
    .map((p, i) => {
      const x = pad + (i * (w - 2 * pad)) / (points.length - 1);
      const y = h - pad - ((p - lo) * (h - 2 * pad)) / span;
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width="100%" height={h} role="img" aria-label={label} data-testid={testId}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2} />
    </svg>
  );
}

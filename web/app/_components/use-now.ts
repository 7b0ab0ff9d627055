'use client';
import { useEffect, useState } from 'react';

/** The current time, re-read every `ms` so countdowns tick without a reload. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

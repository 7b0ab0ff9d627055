'use client';
import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `ms` so countdowns tick without a reload; null on the server
 * and in the first render, so server-rendered HTML and hydration agree.
 */
export function useNow(ms = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

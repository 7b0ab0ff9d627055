'use client';
import { useEffect, useRef } from 'react';
import { useBoardLook } from '../../../lib/board-look';

/**
 * A short tone when a half-move is played (when the viewer turned sounds on in Settings). The
 * audio context is made on the first click or key press on the page, never before: browsers
 * refuse sound before a gesture, and a page should not make one uninvited.
 */
export function MoveSound({ plies }: { plies: number | undefined }) {
  const [look] = useBoardLook();
  const audio = useRef<AudioContext | null>(null);
  const last = useRef(plies);
  useEffect(() => {
    if (!look.sounds) return;
    const unlock = () => {
      audio.current ??= new AudioContext();
    };
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [look.sounds]);
  useEffect(() => {
    const before = last.current;
    last.current = plies;
    const ctx = audio.current;
    if (!look.sounds || !ctx || plies === undefined || before === undefined || plies <= before) return;
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.12);
    tone.connect(gain).connect(ctx.destination);
    tone.start();
    tone.stop(ctx.currentTime + 0.12);
    document.documentElement.dataset.moveSound = String(plies); // what a test can see of a sound
  }, [plies, look.sounds]);
  return null;
}

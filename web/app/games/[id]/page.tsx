'use client';
import { useParams } from 'next/navigation';
import { GameView } from './_parts/game-view';

export default function GamePage() {
  const { id } = useParams<{ id: string }>();
  return <GameView id={id} />;
}

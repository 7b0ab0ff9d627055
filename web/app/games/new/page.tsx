import { NewGameForm } from '../../../features/games/components/new-game/new-game-form';

/** New game: the form that creates one (features/games). */
export default function NewGamePage() {
  return <NewGameForm />;
}

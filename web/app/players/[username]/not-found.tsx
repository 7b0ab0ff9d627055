import { NotFoundNote } from '../../../components/not-found-note';

export default function NotFound() {
  return <NotFoundNote what="player" />;
}

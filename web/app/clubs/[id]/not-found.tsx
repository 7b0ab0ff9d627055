import { NotFoundNote } from '../../_components/not-found-note';

export default function NotFound() {
  return <NotFoundNote what="club" />;
}

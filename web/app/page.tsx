import { HomeView } from '../features/home/components/home-view';

/** Home: my games when signed in, what Entente is otherwise (features/home). */
export default function HomePage() {
  return <HomeView />;
}

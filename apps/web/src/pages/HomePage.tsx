import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function HomePage() {
  return <PageHero title="HomePage" />;
}

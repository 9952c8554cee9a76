import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function TeamPage() {
  return <PageHero title="TeamPage" />;
}

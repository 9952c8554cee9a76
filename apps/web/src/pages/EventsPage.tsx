import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function EventsPage() {
  return <PageHero title="EventsPage" />;
}

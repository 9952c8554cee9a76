import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function EventDetailPage() {
  return <PageHero title="EventDetailPage" />;
}

import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function PublicationsPage() {
  return <PageHero title="PublicationsPage" />;
}

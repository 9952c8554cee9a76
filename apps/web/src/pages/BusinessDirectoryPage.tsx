import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function BusinessDirectoryPage() {
  return <PageHero title="BusinessDirectoryPage" />;
}

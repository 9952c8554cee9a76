import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function NewsDetailPage() {
  return <PageHero title="NewsDetailPage" />;
}

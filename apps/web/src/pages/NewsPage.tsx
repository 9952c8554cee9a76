import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function NewsPage() {
  return <PageHero title="NewsPage" />;
}

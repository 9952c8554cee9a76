import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function MarketReportsPage() {
  return <PageHero title="MarketReportsPage" />;
}

import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function TradeRegulationsPage() {
  return <PageHero title="TradeRegulationsPage" />;
}

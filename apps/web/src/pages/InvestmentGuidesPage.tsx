import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function InvestmentGuidesPage() {
  return <PageHero title="InvestmentGuidesPage" />;
}

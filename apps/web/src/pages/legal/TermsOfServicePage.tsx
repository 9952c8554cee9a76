import { PageHero } from '../../components/Page';

// Placeholder while the page is being written.
export function TermsOfServicePage() {
  return <PageHero title="TermsOfServicePage" />;
}

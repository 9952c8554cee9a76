import { PageHero } from '../../components/Page';

// Placeholder while the page is being written.
export function PrivacyPolicyPage() {
  return <PageHero title="PrivacyPolicyPage" />;
}

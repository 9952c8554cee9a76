import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function MemberDetailPage() {
  return <PageHero title="MemberDetailPage" />;
}

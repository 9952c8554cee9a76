import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function MembersPage() {
  return <PageHero title="MembersPage" />;
}

import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function AboutPage() {
  return <PageHero title="AboutPage" />;
}

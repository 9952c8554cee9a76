import { PageHero } from '../components/Page';

// Placeholder while the page is being written.
export function ContactPage() {
  return <PageHero title="ContactPage" />;
}

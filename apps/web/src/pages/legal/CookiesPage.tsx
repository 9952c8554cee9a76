import { PageHero } from '../../components/Page';

// Placeholder while the page is being written.
export function CookiesPage() {
  return <PageHero title="CookiesPage" />;
}

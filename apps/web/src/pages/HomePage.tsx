import { useTranslation } from 'react-i18next';
import { usePage } from '../components/Page';
import { organizationData } from '../lib/structured-data';
import { useAbsoluteUrls, useContactEmail, useSiteName } from '../page-context';
import { HomeHero } from './home/HomeHero';
import { MemberSearch } from './home/MemberSearch';
import { RegionsSection } from './home/RegionsSection';
import { MissionSection } from './home/MissionSection';
import { FeaturedMembers } from './home/FeaturedMembers';
import { UpcomingEvents } from './home/UpcomingEvents';
import { LatestNews } from './home/LatestNews';
import { MembershipSection } from './home/MembershipSection';
import { ContactSection } from './home/ContactSection';

/** The home page: hero, member search, regions, mission, members, events, news, membership and contact. */
export function HomePage() {
  const { t } = useTranslation('common');
  const urls = useAbsoluteUrls();
  usePage('home', {
    structuredData: [
      organizationData({
        name: useSiteName(),
        url: urls.absolute('/'),
        logo: urls.absolute('/favicon.svg'),
        email: useContactEmail(),
        telephone: t('common:contact.phone'),
      }),
    ],
  });
  return (
    <>
      <HomeHero />
      <MemberSearch />
      <RegionsSection />
      <MissionSection />
      <FeaturedMembers />
      <UpcomingEvents />
      <LatestNews />
      <MembershipSection />
      <ContactSection />
    </>
  );
}

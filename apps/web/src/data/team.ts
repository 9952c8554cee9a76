/** Ids of the sample staff; role and bio are at `team:members.<id>.role` and `.bio`. */
export type TeamMemberId = 'president' | 'vice-president' | 'head-of-events' | 'communications-manager';

/** A member of the chamber's staff (static sample content). */
export interface TeamMember {
  id: TeamMemberId;
  /** A proper name: the same in every language. */
  name: string;
  /** Portrait under /images/team/. */
  image: string;
  /** LinkedIn profile, opened in a new tab. */
  linkedin: string;
}

/** The fixed sample staff of the team page: President, Vice President, Head of Events, Communications Manager. */
export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 'president',
    name: 'Isabel Navarro Ruiz',
    image: '/images/team/president.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-isabel-navarro-ruiz',
  },
  {
    id: 'vice-president',
    name: 'Erik Lindqvist',
    image: '/images/team/vice-president.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-erik-lindqvist',
  },
  {
    id: 'head-of-events',
    name: 'Kadri Tamm',
    image: '/images/team/head-of-events.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-kadri-tamm',
  },
  {
    id: 'communications-manager',
    name: 'Tomás Oliveira',
    image: '/images/team/communications-manager.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-tomas-oliveira',
  },
];

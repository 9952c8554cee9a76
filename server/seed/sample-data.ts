/** Sample members, events and news written to an empty database on first start. */

import type { BusinessType, ChamberEvent, Member, NewsArticle, Region, RegistrationMode } from '../../shared/entities';

/** A member as seeded (the database assigns the id). */
export type MemberSeed = Omit<Member, 'id' | 'lang' | 'logoAlt' | 'contact' | 'businessType'> & {
  logoAlt?: string;
  businessType?: BusinessType;
  /** The listing's contact person (the business directory shows them); absent: none given. */
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
};

/** An event as seeded; dates are whole days (and an hour) relative to the day of seeding. */
export type EventSeed = Omit<
  ChamberEvent,
  | 'id'
  | 'date'
  | 'endDate'
  | 'lang'
  | 'imageAlt'
  | 'region'
  | 'registrationMode'
  | 'capacity'
  | 'waitlist'
  | 'membersOnly'
  | 'registrationOpensAt'
  | 'registrationClosesAt'
  | 'placesLeft'
> & {
  imageAlt?: string;
  region: Region;
  /** How people register: at the link when absent (`none` without one). */
  registrationMode?: RegistrationMode;
  /** Places of an event registered for here; absent: no limit. */
  capacity?: number;
  /** Days from the seeding day to the start (negative = in the past). */
  startsInDays: number;
  /** Start hour, 0-23, in the event's time zone. */
  startHour: number;
  /** For multi-day events, how many days after the start it ends. */
  lastsDays?: number;
};

/** A news article as seeded; publish dates are in the past. */
export type NewsSeed = Omit<NewsArticle, 'id' | 'publishDate' | 'lang' | 'imageAlt'> & {
  imageAlt?: string;
  /** Days before the seeding day it was published (always >= 1). */
  publishedDaysAgo: number;
};

/** Fourteen fictional member companies across the three regions; the first four are shown on the home page. */
export const sampleMembers: readonly MemberSeed[] = [
  {
    name: 'Fjordvik Energy Systems',
    logo: '/images/sample/logo-fes.webp',
    location: 'Bergen, Norway',
    description:
      'Fjordvik designs electrolyser plants and offshore wind integration for ports and heavy industry. It is currently engineering a green hydrogen export terminal with a port authority in northern Chile.',
    industry: 'energy',
    region: 'nordic',
    website: 'https://fjordvik-energy.example',
    featured: true,
    businessType: 'manufacturer',
    contactName: 'Ingrid Solberg',
    contactEmail: 'ingrid.solberg@fjordvik-energy.example',
    contactPhone: '+47 55 55 01 42',
  },
  {
    name: 'Cordillera Cargo Lines',
    logo: '/images/sample/logo-ccl.webp',
    location: 'Valparaíso, Chile',
    description:
      'Cordillera Cargo Lines runs reefer and breakbulk services between the Pacific coast of South America and northern Europe. Its weekly connection via Rotterdam feeds Baltic and Scandinavian ports with fruit, wine and copper products.',
    industry: 'logistics',
    region: 'ibero-america',
    website: 'https://cordillera-cargo.example',
    featured: true,
    businessType: 'service-provider',
    contactName: 'Matías Fuentes',
    contactEmail: 'matias.fuentes@cordillera-cargo.example',
    contactPhone: '+56 32 255 0187',
  },
  {
    name: 'Vilkas Data Labs',
    logo: '/images/sample/logo-vdl.webp',
    location: 'Kaunas, Lithuania',
    description:
      'Vilkas Data Labs builds fraud detection and payment reconciliation software for banks and payment institutions. The company opened a development hub in São Paulo to serve Brazilian fintechs entering the European market.',
    industry: 'technology',
    region: 'baltic',
    website: 'https://vilkas-data.example',
    featured: true,
    businessType: 'provider',
    contactName: 'Rūta Vaitkutė',
    contactEmail: 'ruta.vaitkute@vilkas-data.example',
    contactPhone: '+370 37 555 014',
  },
  {
    name: 'Puente Norte Capital',
    logo: '/images/sample/logo-pnc.webp',
    location: 'Madrid, Spain',
    description:
      'Puente Norte Capital is an independent investment firm that co-invests with Nordic pension funds in renewable energy and infrastructure projects in Spain, Portugal and Latin America.',
    industry: 'finance',
    region: 'ibero-america',
    website: 'https://puente-norte.example',
    featured: true,
    businessType: 'provider',
    contactName: 'Lucía Serrano',
    contactEmail: 'lucia.serrano@puente-norte.example',
    contactPhone: '+34 91 555 0163',
  },
  {
    name: 'Saaremaa Coastal Foods',
    logo: null,
    location: 'Kuressaare, Estonia',
    description:
      'A family-owned producer of smoked fish, rye bread and berry preserves from the island of Saaremaa. It supplies delicatessen chains in Finland and Sweden and is testing its first shipments to gourmet retailers in Mexico City.',
    industry: 'food',
    region: 'baltic',
    website: 'https://saaremaa-coastal.example',
    featured: false,
    businessType: 'exporter',
    contactName: 'Mari Saar',
    contactEmail: 'mari.saar@saaremaa-coastal.example',
    contactPhone: '+372 45 555 012',
  },
  {
    name: 'Tierra Alta Agroexport',
    logo: '/images/sample/logo-taa.webp',
    location: 'Mendoza, Argentina',
    description:
      'Tierra Alta grows and exports organic grapes, walnuts and olive oil from the Andean foothills. Its certified supply chain meets Nordic retailer sustainability standards, and Denmark and Sweden are now its largest markets.',
    industry: 'agriculture',
    region: 'ibero-america',
    website: 'https://tierra-alta.example',
    featured: false,
    businessType: 'exporter',
    contactName: 'Javier Quiroga',
    contactEmail: 'javier.quiroga@tierra-alta.example',
    contactPhone: '+54 261 555 0148',
  },
  {
    name: 'Kvist & Linde Design Studio',
    logo: '/images/sample/logo-k-l.webp',
    location: 'Copenhagen, Denmark',
    description:
      'A product and furniture design studio working with sustainable timber and recycled materials. It collaborates with furniture workshops in Portugal and Lithuania on small-batch production for Scandinavian retailers.',
    industry: 'design',
    region: 'nordic',
    website: null,
    featured: false,
    businessType: 'service-provider',
  },
  {
    name: 'Kaamos Health Analytics',
    logo: '/images/sample/logo-kha.webp',
    location: 'Oulu, Finland',
    description:
      'Kaamos develops remote patient monitoring software for hospitals and home care providers. After pilots in Finland and Estonia, it is rolling out its platform with two private hospital networks in Colombia.',
    industry: 'healthcare',
    region: 'nordic',
    website: 'https://kaamos-health.example',
    featured: true,
    businessType: 'provider',
    contactName: 'Aino Kettunen',
    contactEmail: 'aino.kettunen@kaamos-health.example',
    contactPhone: '+358 8 5550 1190',
  },
  {
    name: 'Daugava Precision Components',
    logo: '/images/sample/logo-dpc.webp',
    location: 'Riga, Latvia',
    description:
      'Daugava machines precision metal parts for wind turbines, agricultural machinery and rail vehicles. It supplies Nordic original equipment manufacturers and recently qualified as a supplier to a tractor assembler in Brazil.',
    industry: 'manufacturing',
    region: 'baltic',
    website: null,
    featured: false,
    businessType: 'manufacturer',
    contactName: 'Jānis Ozols',
    contactEmail: 'janis.ozols@daugava-precision.example',
    contactPhone: '+371 6755 5031',
  },
  {
    name: 'Atlântico Norte Viagens',
    logo: null,
    location: 'Porto, Portugal',
    description:
      'A tour operator specialising in incentive travel and business delegations between the Iberian Peninsula, the Nordic countries and the Baltic capitals. It also organises the logistics of several chamber trade missions each year.',
    industry: 'tourism',
    region: 'ibero-america',
    website: 'https://atlantico-norte.example',
    featured: false,
    businessType: 'service-provider',
    contactName: 'Beatriz Carvalho',
    contactEmail: 'beatriz.carvalho@atlantico-norte.example',
    contactPhone: '+351 22 555 0176',
  },
  {
    name: 'Hverir Geothermal Advisory',
    logo: null,
    location: 'Reykjavík, Iceland',
    description:
      'Hverir advises governments and utilities on geothermal exploration, drilling programmes and plant operation. Its engineers have supported geothermal projects in Mexico, Chile and Peru for more than a decade.',
    industry: 'consulting',
    region: 'nordic',
    website: null,
    featured: false,
    businessType: 'service-provider',
  },
  {
    name: 'Pilvelinn Govtech Consulting',
    logo: '/images/sample/logo-pgc.webp',
    location: 'Tallinn, Estonia',
    description:
      'Pilvelinn helps public administrations design digital identity, e-signature and data exchange services based on the Estonian model. It has advised municipalities and ministries in Peru, Argentina and the Dominican Republic.',
    industry: 'consulting',
    region: 'baltic',
    website: 'https://pilvelinn.example',
    featured: false,
    businessType: 'service-provider',
    contactName: 'Kristjan Lepp',
    contactEmail: 'kristjan.lepp@pilvelinn.example',
    contactPhone: '+372 6 555 0128',
  },
  {
    name: 'Sierra Regia Manufactura',
    logo: null,
    location: 'Monterrey, Mexico',
    description:
      'Sierra Regia produces electrical enclosures and cable management systems for data centres and solar parks. A joint venture with a Swedish partner gives it access to low-carbon steel for its European product line.',
    industry: 'manufacturing',
    region: 'ibero-america',
    website: 'https://sierra-regia.example',
    featured: false,
    businessType: 'manufacturer',
  },
  {
    name: 'Göta Learning Partners',
    logo: '/images/sample/logo-glp.webp',
    location: 'Gothenburg, Sweden',
    description:
      'Göta Learning Partners runs vocational training and exchange programmes in welding, automation and renewable energy technology. It partners with technical institutes in Chile and Colombia to train technicians for the energy transition.',
    industry: 'education',
    region: 'nordic',
    website: 'https://gota-learning.example',
    featured: false,
    businessType: 'service-provider',
    contactName: 'Sara Holm',
    contactEmail: 'sara.holm@gota-learning.example',
    contactPhone: '+46 31 555 02 17',
  },
];

/** Twelve sample events: nine upcoming and three past, in person, virtual and hybrid. */
export const sampleEvents: readonly EventSeed[] = [
  {
    title: 'Nordic–Latin America Green Hydrogen Forum',
    description:
      'Two days of keynotes, project pitches and one-to-one meetings between Nordic technology suppliers, offtakers and hydrogen developers from Chile, Brazil, Uruguay and Colombia. Sessions cover certification of renewable hydrogen, shipping of ammonia and e-methanol, and financing of export projects.',
    location: 'Stockholm, Sweden & Online',
    eventType: 'hybrid',
    startsInDays: 12,
    startHour: 9,
    lastsDays: 1,
    image: '/images/sample/green-hydrogen-forum.webp',
    registrationLink: null,
    featured: true,
    timeZone: 'Europe/Stockholm',
    region: 'nordic',
    registrationMode: 'internal',
    capacity: 120,
  },
  {
    title: 'Webinar: Navigating the EU–Mercosur Trade Agreement',
    description:
      'Trade lawyers and customs specialists explain the tariff schedules, rules of origin and transition periods that matter most to exporters in the Nordic and Baltic countries. The session ends with an open question-and-answer round.',
    location: 'Online',
    eventType: 'virtual',
    startsInDays: 19,
    startHour: 14,
    image: null,
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Stockholm',
    region: 'ibero-america',
    registrationMode: 'internal',
  },
  {
    title: 'Networking Breakfast: Nordic Investors Meet Iberian Founders',
    description:
      'An informal breakfast bringing together Nordic venture capital and family offices with start-up founders from Spain and Portugal. Each founder has three minutes to present, followed by open networking.',
    location: 'Madrid, Spain',
    eventType: 'in-person',
    startsInDays: 27,
    startHour: 8,
    image: null,
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Madrid',
    region: 'ibero-america',
    registrationMode: 'internal',
    capacity: 50,
  },
  {
    title: 'Digital Government Study Tour: Tallinn',
    description:
      'A three-day programme for public officials and govtech companies from Latin America to see how Estonia runs digital identity, data exchange and online public services. Includes visits to government agencies, a cybersecurity centre and local software companies.',
    location: 'Tallinn, Estonia',
    eventType: 'in-person',
    startsInDays: 34,
    startHour: 9,
    lastsDays: 2,
    image: '/images/sample/digital-government-tour.webp',
    registrationLink: 'https://events.chamber.example/register/tallinn-digital-government-tour',
    featured: true,
    timeZone: 'Europe/Tallinn',
    region: 'baltic',
  },
  {
    title: 'Fintech Matchmaking Day: Vilnius–São Paulo',
    description:
      'Pre-arranged meetings between Lithuanian payment and regtech companies and Brazilian fintechs looking for an EU licence or technology partner. Participants in Brazil join the meetings by video link.',
    location: 'Vilnius, Lithuania & Online',
    eventType: 'hybrid',
    startsInDays: 48,
    startHour: 10,
    image: '/images/sample/fintech-matchmaking.webp',
    registrationLink: 'https://events.chamber.example/register/vilnius-sao-paulo-fintech',
    featured: false,
    timeZone: 'Europe/Vilnius',
    region: 'baltic',
  },
  {
    title: 'Workshop: Rules of Origin under the EU–Mexico Agreement',
    description:
      'A practical workshop on how to document the origin of goods and claim preferential tariffs when trading between Mexico and the EU. Participants work through real product examples from the manufacturing and food sectors.',
    location: 'Online',
    eventType: 'virtual',
    startsInDays: 58,
    startHour: 15,
    image: null,
    registrationLink: null,
    featured: false,
    timeZone: 'America/Mexico_City',
    region: 'ibero-america',
    registrationMode: 'internal',
  },
  {
    title: 'Trade Mission to Chile and Peru: Mining, Energy and Ports',
    description:
      'A four-day mission for Nordic and Baltic companies supplying the mining, renewable energy and port sectors, with stops in Santiago, Antofagasta and Lima. The programme includes site visits, meetings with procurement teams and a reception with local business associations.',
    location: 'Santiago, Chile',
    eventType: 'in-person',
    startsInDays: 75,
    startHour: 9,
    lastsDays: 3,
    image: '/images/sample/trade-mission-chile-peru.webp',
    registrationLink: 'https://events.chamber.example/register/chile-peru-trade-mission',
    featured: true,
    timeZone: 'America/Santiago',
    region: 'ibero-america',
  },
  {
    title: 'Agri-Food Export Workshop: Selling to Nordic Retailers',
    description:
      'Buyers from Nordic supermarket chains explain their sustainability requirements, labelling rules and listing processes for Latin American fruit, coffee and wine. The second day is reserved for individual meetings with buyers.',
    location: 'Copenhagen, Denmark & Online',
    eventType: 'hybrid',
    startsInDays: 96,
    startHour: 10,
    lastsDays: 1,
    image: '/images/sample/agri-food-export-workshop.webp',
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Copenhagen',
    region: 'nordic',
    registrationMode: 'internal',
    capacity: 40,
  },
  {
    title: 'Baltic–Ibero-American Logistics Roundtable',
    description:
      'Port operators, freight forwarders and shippers discuss new routes between Baltic ports and the Atlantic and Pacific coasts of Latin America. Topics include cold-chain capacity, transhipment hubs and decarbonising maritime transport.',
    location: 'Online',
    eventType: 'virtual',
    startsInDays: 130,
    startHour: 13,
    image: null,
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Riga',
    region: 'baltic',
  },
  {
    title: 'Riga Green Manufacturing Forum',
    description:
      'Manufacturers from Latvia, Finland and Mexico shared how they cut energy use and emissions on the factory floor. The forum closed with a tour of a metalworking plant powered by on-site solar and heat recovery.',
    location: 'Riga, Latvia',
    eventType: 'in-person',
    startsInDays: -21,
    startHour: 9,
    lastsDays: 1,
    image: '/images/sample/green-manufacturing-forum.webp',
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Riga',
    region: 'baltic',
  },
  {
    title: "Webinar: Doing Business in Colombia's Renewable Energy Sector",
    description:
      'Developers and advisers introduced the auction system, permitting process and grid connection rules for wind and solar projects in Colombia. Nordic suppliers shared lessons from their first projects in the country.',
    location: 'Online',
    eventType: 'virtual',
    startsInDays: -45,
    startHour: 15,
    image: null,
    registrationLink: null,
    featured: false,
    timeZone: 'America/Bogota',
    region: 'ibero-america',
  },
  {
    title: "Annual Members' Gathering",
    description:
      'Members from all three regions met to review the year, elect the board and set priorities for the coming year. The evening programme included a networking dinner overlooking the Tagus.',
    location: 'Lisbon, Portugal & Online',
    eventType: 'hybrid',
    startsInDays: -88,
    startHour: 16,
    image: '/images/sample/annual-members-gathering.webp',
    registrationLink: null,
    featured: false,
    timeZone: 'Europe/Lisbon',
    region: 'ibero-america',
  },
];

/** Fourteen sample news articles across the news categories, all published in the past. */
export const sampleNews: readonly NewsSeed[] = [
  {
    title: 'Speakers Announced for the Nordic–Latin America Green Hydrogen Forum',
    excerpt:
      'Project developers from Chile and Brazil, Nordic electrolyser makers and two export credit agencies will headline the forum in Stockholm.',
    content: [
      'The programme for the Nordic–Latin America Green Hydrogen Forum is now complete. Over two days in Stockholm, more than thirty speakers will discuss how hydrogen and its derivatives produced in Latin America can supply industry in northern Europe.',
      'The opening session brings together developers of large export projects in the Magallanes region of Chile and the northeast of Brazil with Nordic steelmakers and shipping companies that plan to use green hydrogen, ammonia and e-methanol.',
      'On the second day, parallel workshops will cover certification schemes for renewable hydrogen, port infrastructure and blended finance. Export credit agencies from Sweden and Denmark will explain the guarantees available to suppliers taking part in Latin American projects.',
      'Members who cannot travel to Stockholm can follow the main sessions online and book virtual one-to-one meetings through the event platform. Registration is open until one week before the forum.',
    ].join('\n\n'),
    category: 'events',
    publishedDaysAgo: 2,
    featured: false,
    image: null,
  },
  {
    title: 'EU–Mercosur Agreement: What the Next Steps Mean for Members',
    excerpt:
      'As the EU–Mercosur agreement moves through ratification, the chamber outlines the tariff cuts and rules most relevant to Nordic, Baltic and Ibero-American companies.',
    content: [
      'The trade agreement between the European Union and the Mercosur countries (Argentina, Brazil, Paraguay and Uruguay) continues to move through legal review and ratification in the EU institutions and the Mercosur parliaments. For many members it is the most important trade policy development of the decade.',
      'Once in force, the agreement will gradually remove tariffs on the large majority of goods traded between the two blocs. Machinery, chemicals, vehicles and parts exported from the Nordic and Baltic countries are among the products that will benefit most, while South American exporters of fruit, coffee and processed food will gain better access to European shelves.',
      'The agreement also includes chapters on public procurement, services and sustainable development, with commitments on deforestation and labour rights. Several members in the agri-food sector told the chamber that clear traceability requirements will help them demonstrate the quality of their supply chains.',
      'The chamber will host a webinar on the agreement in the coming weeks and is preparing a practical guide to rules of origin. Members with specific questions can contact the trade policy team through the contact form.',
    ].join('\n\n'),
    category: 'policy',
    publishedDaysAgo: 3,
    featured: true,
    image: '/images/sample/eu-mercosur-agreement.webp',
  },
  {
    title: 'Chamber Welcomes Five New Member Companies',
    excerpt:
      'A geothermal adviser from Iceland, a Mexican electrical equipment maker and three more companies have joined the chamber this quarter.',
    content: [
      'The chamber is pleased to welcome five new members from all three of its regions. Together they bring expertise in energy, manufacturing, finance, design and geothermal consulting to the network.',
      'Hverir Geothermal Advisory from Reykjavík has supported geothermal projects in Mexico, Chile and Peru for more than a decade. Sierra Regia Manufactura from Monterrey produces electrical enclosures for data centres and solar parks and sources low-carbon steel through a Swedish partner.',
      'Fjordvik Energy Systems from Bergen designs electrolyser plants and is engineering a green hydrogen export terminal in northern Chile. Puente Norte Capital from Madrid co-invests with Nordic pension funds in renewable energy and infrastructure, and the Copenhagen studio Kvist & Linde designs furniture produced in small batches in Portugal and Lithuania.',
      'All new members are invited to the next networking breakfast in Madrid, where they will have the opportunity to introduce their companies to the network.',
    ].join('\n\n'),
    category: 'members',
    publishedDaysAgo: 6,
    featured: false,
    image: null,
  },
  {
    title: 'Latin American Buyers Turn to Nordic Green Steel',
    excerpt:
      'Manufacturers in Mexico and Brazil are signing the first supply contracts for fossil-free steel from Sweden and Finland, while Chile positions itself as a hydrogen supplier.',
    content: [
      'Demand for low-carbon steel is no longer limited to European carmakers. A growing number of manufacturers in Mexico and Brazil that export to the European Union are looking for steel with a verified low carbon footprint, ahead of the full application of the EU carbon border adjustment mechanism.',
      'Members in the Nordic steel and equipment sectors report a sharp rise in enquiries from Latin America over the past year. One manufacturer of electrical enclosures in Monterrey already sources part of its steel through a Swedish partner for its European product line.',
      'The relationship works in both directions. Nordic steelmakers will need large volumes of green hydrogen and iron ore reduced with hydrogen, and projects in Chile and Brazil are competing to become long-term suppliers. Several of these projects will be presented at the upcoming Green Hydrogen Forum in Stockholm.',
      'The chamber is setting up a working group on low-carbon materials to share market information and help members find partners on both sides of the Atlantic.',
    ].join('\n\n'),
    category: 'sustainability',
    publishedDaysAgo: 11,
    featured: true,
    image: '/images/sample/nordic-green-steel.webp',
  },
  {
    title: 'Baltic Digital Services Find New Clients in Latin America',
    excerpt:
      'Estonian and Lithuanian govtech and fintech companies are winning contracts in Peru, Argentina and Brazil, building on two decades of digital public services at home.',
    content: [
      'Digital identity, electronic signatures and secure data exchange between public registries have become Baltic export products. Companies from Estonia and Lithuania that helped build these systems at home are now advising governments and banks in Latin America.',
      'Pilvelinn Govtech Consulting from Tallinn has worked with municipalities and ministries in Peru, Argentina and the Dominican Republic on online public services. In Kaunas, Vilkas Data Labs opened a development hub in São Paulo to serve Brazilian fintechs expanding into the European market.',
      'Members say that the main challenges are long procurement cycles and adapting solutions to local legal frameworks. Partnering with local integrators and universities has helped several companies shorten the path to their first contract.',
      'The chamber will take a delegation of public officials and companies from Latin America to Tallinn for a three-day digital government study tour. Places are limited and priority is given to members.',
    ].join('\n\n'),
    category: 'innovation',
    publishedDaysAgo: 16,
    featured: false,
    image: null,
  },
  {
    title: 'Riga Forum Shows How Factories Cut Energy Use',
    excerpt:
      'Over 120 participants from Latvia, Finland and Mexico met in Riga to share practical measures for reducing energy costs and emissions in manufacturing.',
    content: [
      'The Riga Green Manufacturing Forum brought together more than 120 participants from manufacturing companies, energy advisers and technology suppliers. Speakers from Latvia, Finland and Mexico presented concrete projects rather than long-term targets.',
      'Daugava Precision Components showed how heat recovery from its machining centres now covers most of its winter heating needs. A Finnish automation supplier presented sensor systems that identify compressed air leaks, one of the most common sources of wasted energy in factories.',
      'Participants from Mexico described how export customers in Europe increasingly ask for product-level carbon data. Several Baltic and Nordic companies offered to share their reporting templates with new partners.',
      'Presentations from the forum are available to members on request. The chamber plans to hold the next edition in a Latin American industrial city.',
    ].join('\n\n'),
    category: 'events',
    publishedDaysAgo: 19,
    featured: false,
    image: '/images/sample/riga-forum.webp',
  },
  {
    title: 'Trade Mission Report: 18 Companies in Monterrey and Mexico City',
    excerpt:
      'Nordic and Baltic companies held more than 150 business meetings during a five-day mission to Mexico focused on manufacturing, energy and food.',
    content: [
      'Eighteen companies from Sweden, Finland, Denmark, Estonia and Lithuania took part in the chamber trade mission to Monterrey and Mexico City. Over five days, they held more than 150 pre-arranged meetings with manufacturers, distributors and public agencies.',
      'In Monterrey, the delegation visited industrial parks and met suppliers to the automotive and electrical equipment sectors. Nearshoring of production to northern Mexico has created strong demand for automation, energy efficiency and industrial software.',
      'In Mexico City, food and beverage producers from the Baltic countries met importers and retail buyers. Saaremaa Coastal Foods agreed on a first trial shipment of smoked fish and preserves to a chain of delicatessen stores.',
      'Participants rated the mission highly, with most planning a follow-up visit within a year. The chamber thanks its member Atlântico Norte Viagens for organising travel and logistics for the delegation.',
    ].join('\n\n'),
    category: 'trade',
    publishedDaysAgo: 22,
    featured: true,
    image: '/images/sample/trade-mission-mexico.webp',
  },
  {
    title: 'New Mentoring and Scholarship Programme Links Young Professionals Across Regions',
    excerpt:
      'The chamber is launching a programme that pairs young professionals with mentors from member companies and funds ten study placements abroad each year.',
    content: [
      'The chamber is launching a mentoring and scholarship programme for students and young professionals who want to build careers in trade between Ibero-America, the Nordic countries and the Baltic countries.',
      'Each participant is paired with a mentor from a member company in another region for twelve months. Mentors and mentees meet online at least once a month and work together on a short project related to the mentor company.',
      'In addition, ten scholarships will fund a semester of study or an internship abroad each year. The first partners include Göta Learning Partners in Gothenburg and technical institutes in Chile and Colombia.',
      'Members who want to offer mentors or internship places can register their interest with the chamber. Applications from candidates open next month.',
    ].join('\n\n'),
    category: 'members',
    publishedDaysAgo: 29,
    featured: true,
    image: '/images/sample/mentoring-programme.webp',
  },
  {
    title: 'Chamber Opens a Regional Office in Bogotá',
    excerpt:
      'A new office in Bogotá will support members in Colombia and the Andean countries and help Nordic and Baltic companies enter the region.',
    content: [
      'The chamber has opened a regional office in Bogotá, its first in the Andean region. The office will serve members in Colombia, Peru and Ecuador and act as a first point of contact for Nordic and Baltic companies interested in these markets.',
      'Colombia has become one of the most active markets for members in recent years, with new projects in wind and solar energy, healthcare technology and agri-food exports. Kaamos Health Analytics, for example, is rolling out its remote monitoring platform with two hospital networks in the country.',
      'The office will organise market briefings, help arrange meetings with local partners and support trade missions to the region. It will also coordinate the mentoring programme for participants from Colombia.',
      'The office is located in a shared business centre in the north of the city, where members can book meeting rooms when visiting Bogotá.',
    ].join('\n\n'),
    category: 'investment',
    publishedDaysAgo: 35,
    featured: false,
    image: null,
  },
  {
    title: 'Member Survey: Two in Three Companies Plan to Expand Across Regions',
    excerpt:
      'The chamber annual survey shows growing confidence in cross-regional trade, with renewable energy and digital services leading investment plans.',
    content: [
      'Two out of three companies that answered the chamber annual member survey plan to enter a new market in one of the other regions within the next two years. More than 200 member companies responded.',
      'Renewable energy, digital services and food processing were the sectors with the strongest investment plans. Nordic companies most often named Chile, Brazil and Mexico as target markets, while companies from Ibero-America showed the greatest interest in Sweden, Denmark and the Baltic countries.',
      'The main obstacles reported were finding reliable local partners, regulatory differences and the cost of travel. Almost half of the respondents asked the chamber to organise more matchmaking events and sector-specific missions.',
      'The full survey results will be presented to members in a webinar, and the chamber will use them to plan its activities for the coming year.',
    ].join('\n\n'),
    category: 'investment',
    publishedDaysAgo: 43,
    featured: false,
    image: '/images/sample/member-survey.webp',
  },
  {
    title: 'EU–Chile Agreement Opens Opportunities in Critical Raw Materials',
    excerpt:
      'The modernised framework between the European Union and Chile brings new rules on raw materials, energy and investment that matter to members in both regions.',
    content: [
      'The modernised trade and cooperation framework between the European Union and Chile updates an agreement that had been in place for two decades. It includes new provisions on sustainable raw materials, energy and investment.',
      'For Nordic and Baltic companies supplying mining equipment, automation and environmental services, the agreement improves market access and legal certainty. Chilean exporters of fruit, wine and seafood benefit from lower tariffs and simpler procedures.',
      'The chapter on energy and raw materials is of particular interest to members involved in lithium, copper and green hydrogen. It encourages investment in local processing and sets out commitments on environmental protection and community engagement.',
      'The chamber will discuss the agreement with members during the upcoming trade mission to Chile and Peru.',
    ].join('\n\n'),
    category: 'policy',
    publishedDaysAgo: 57,
    featured: false,
    image: null,
  },
  {
    title: 'New Reefer Service Connects the Pacific Coast with Baltic Ports',
    excerpt:
      'Cordillera Cargo Lines has extended its weekly service to Baltic ports, cutting transit times for South American fruit bound for Finland and the Baltic states.',
    content: [
      'Member company Cordillera Cargo Lines has extended its weekly refrigerated cargo service from the Pacific coast of South America to include direct feeder connections to ports in the Baltic Sea.',
      'The new connection reduces transit times for fruit, wine and seafood destined for Finland, Estonia, Latvia and Lithuania by several days compared with transport by road from ports in the North Sea.',
      'On the return leg, the service carries machinery, paper products and timber from the Nordic and Baltic countries to Chile and Peru. Importers in both regions have welcomed the additional capacity.',
      'The chamber will discuss the new route and other logistics developments at the Baltic–Ibero-American Logistics Roundtable later this year.',
    ].join('\n\n'),
    category: 'trade',
    publishedDaysAgo: 64,
    featured: false,
    image: null,
  },
  {
    title: 'Members Sign a Pledge on Circular Packaging for Food Exports',
    excerpt:
      'Twelve food producers, retailers and logistics companies have committed to reusable and recyclable packaging on trade routes between Latin America and northern Europe.',
    content: [
      'Twelve member companies have signed a pledge to reduce single-use packaging in food trade between Latin America, the Nordic countries and the Baltic countries. The signatories include producers, importers, retailers and logistics providers.',
      'The companies commit to testing reusable crates and pallets on at least one trade route, using recyclable materials for consumer packaging and sharing data on packaging waste with the chamber each year.',
      'Tierra Alta Agroexport from Mendoza has already replaced plastic trays for its grapes with fibre-based packaging made from agricultural residues. Its Nordic retail customers report that shoppers have responded positively.',
      'Other members are invited to join the pledge. The chamber will publish a first progress report next year.',
    ].join('\n\n'),
    category: 'sustainability',
    publishedDaysAgo: 78,
    featured: false,
    image: '/images/sample/circular-packaging.webp',
  },
  {
    title: 'Lithuanian and Brazilian Fintechs Pilot Faster Cross-Border Payments',
    excerpt:
      'A pilot between payment companies in Vilnius and São Paulo aims to cut the time and cost of small business payments between the EU and Brazil.',
    content: [
      'Payment companies from Lithuania and Brazil have launched a pilot to connect instant payment systems in the European Union and Brazil. The aim is to allow small and medium-sized companies to settle cross-border invoices within minutes rather than days.',
      'The pilot uses the EU licence of a Lithuanian payment institution and the network of a Brazilian fintech. Fraud checks and reconciliation are provided by member company Vilkas Data Labs.',
      'The first participants are exporters and importers of food, design products and spare parts. If the pilot is successful, the partners plan to extend the service to Mexico and Colombia.',
      'Members interested in joining the pilot can meet the partners at the Fintech Matchmaking Day in Vilnius.',
    ].join('\n\n'),
    category: 'innovation',
    publishedDaysAgo: 96,
    featured: false,
    image: null,
  },
];

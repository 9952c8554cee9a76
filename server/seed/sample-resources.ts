/**
 * Sample resources written to empty resource tables (see `seedSampleResources`): the market reports,
 * investment guides and tools, publications, team and trade agreements that the public pages showed
 * when they were built into the site, and a few regulatory updates; then the Market Insights
 * figures, the tariff and sector compliance tables and the offices, as the pages showed them until
 * they became collections too.
 */

import type { Region } from '../../shared/entities';
import type {
  ComplianceSector,
  InvestmentGuide,
  InvestmentTool,
  MarketInsight,
  MarketReport,
  Office,
  Publication,
  RegulatoryUpdate,
  TariffRow,
  TeamMember,
  TradeAgreement,
} from '../../shared/resources';

/** Who may download a document: anyone unless it says members only. */
interface DocumentSeed {
  membersOnly?: boolean;
}

/** A market report as seeded (seeding gives every report a sample PDF). */
export type ReportSeed = Pick<
  MarketReport,
  'title' | 'description' | 'category' | 'publishedOn' | 'featured' | 'thumbnail'
> &
  DocumentSeed;

/** A country or market-entry guide as seeded (seeding gives every guide a sample PDF). */
export type GuideSeed = Pick<
  InvestmentGuide,
  'kind' | 'title' | 'description' | 'region' | 'category' | 'pages' | 'updatedOn' | 'cover'
> &
  DocumentSeed;

/** An investment tool as seeded; its place on the page is its place in the list. */
export type ToolSeed = Pick<InvestmentTool, 'title' | 'description' | 'url'>;

/**
 * A publication as seeded. Seeding gives a sample PDF to those that are published and not journal
 * articles: an upcoming one has no file yet, and a journal article is read in its journal.
 */
export type PublicationSeed = Pick<
  Publication,
  'type' | 'title' | 'abstract' | 'authors' | 'publishedOn' | 'pages' | 'themes' | 'cover'
> &
  Partial<Pick<Publication, 'upcoming' | 'journal' | 'journalIssue'>> &
  DocumentSeed;

/** A person of the team as seeded; their place on the page is their place in the list. */
export type TeamMemberSeed = Pick<TeamMember, 'name' | 'role' | 'bio' | 'office' | 'photo' | 'linkedin'>;

/** A trade agreement as seeded; its place on the page is its place in the list. */
export type AgreementSeed = Pick<TradeAgreement, 'title' | 'description' | 'status' | 'year'>;

/** A regulatory update as seeded, dated relative to the day of seeding. */
export type RegulatoryUpdateSeed = Pick<RegulatoryUpdate, 'title' | 'description'> & {
  region: Region;
  /** Days before the seeding day it was published (always >= 1). */
  publishedDaysAgo: number;
};

/** A Market Insights card as seeded; its place on the page is its place in the list. */
export type InsightSeed = Pick<MarketInsight, 'title' | 'description' | 'source' | 'category' | 'change'>;

/** A row of the tariff table as seeded; its place in the table is its place in the list. */
export type TariffSeed = Pick<TariffRow, 'title' | 'hsCode' | 'euMfn' | 'euPreferential' | 'mercosurCet'>;

/** A row of the sector compliance table as seeded; its place in the table is its place in the list. */
export type ComplianceSectorSeed = Pick<
  ComplianceSector,
  'title' | 'requirements' | 'certification' | 'leadTimeMinWeeks' | 'leadTimeMaxWeeks'
>;

/** An office as seeded; its place on the page is its place in the list. */
export type OfficeSeed = Pick<
  Office,
  'city' | 'country' | 'region' | 'street' | 'postalCode' | 'phone' | 'email' | 'membershipEmail' | 'headquarters'
>;

/** The six market reports, newest first; the three newest are featured, one is for members only. */
export const sampleReports: readonly ReportSeed[] = [
  {
    title: 'Ibero-Nordic-Baltic Trade Outlook 2026',
    description:
      'Our annual review of goods and services trade between the three regions, with forecasts for 2027 and the effect of new EU trade agreements with Latin America.',
    category: 'general',
    publishedOn: '2026-10-14',
    featured: true,
    thumbnail: '/images/resources/report-general.svg',
  },
  {
    title: 'Offshore Wind in the Baltic Sea: Supply Chain Opportunities',
    description:
      'Where Latin American and Iberian suppliers of steel structures, cables and engineering services can enter the Baltic offshore wind build-out.',
    category: 'energy',
    publishedOn: '2026-09-02',
    featured: true,
    thumbnail: '/images/resources/report-energy.svg',
  },
  {
    title: 'Fintech Corridors: Payments Between the Nordics and Latin America',
    description:
      'How instant payment systems such as Pix, Swish and SEPA Instant are reshaping cross-border payments, and what it means for licensing and partnerships.',
    category: 'finance',
    publishedOn: '2026-07-21',
    featured: true,
    thumbnail: '/images/resources/report-finance.svg',
  },
  {
    title: 'Agri-Food Exports from Mercosur to Northern Europe',
    description:
      'Demand, tariffs and certification requirements for beef, fruit, coffee and processed foods in the Nordic and Baltic markets.',
    category: 'agriculture',
    publishedOn: '2026-05-12',
    featured: false,
    thumbnail: '/images/resources/report-agriculture.svg',
  },
  {
    title: 'Digital Services Trade Index',
    description:
      'A data set comparing cloud, software and IT-outsourcing trade flows, regulation and talent across 15 countries of the three regions.',
    category: 'technology',
    publishedOn: '2026-02-26',
    featured: false,
    thumbnail: '/images/resources/report-technology.svg',
    membersOnly: true,
  },
  {
    title: 'Green Hydrogen: Chile and the Nordic Energy Transition',
    description:
      'Project pipeline, offtake models and financing structures for hydrogen and e-fuel exports from Chile to Nordic industry and shipping.',
    category: 'energy',
    publishedOn: '2025-11-18',
    featured: false,
    thumbnail: '/images/resources/report-energy.svg',
  },
];

/** Seven country guides, then six market-entry guides; one country guide is for members only. */
export const sampleGuides: readonly GuideSeed[] = [
  {
    kind: 'country',
    title: 'Investing in Mexico',
    description:
      'Nearshoring opportunities in the industrial north and Bajío, the IMMEX maquila programme, the USMCA rules of origin and the new EU–Mexico agreement.',
    region: 'ibero-america',
    category: null,
    pages: 64,
    updatedOn: '2026-09-15',
    cover: '/images/resources/guide-ibero-america.svg',
  },
  {
    kind: 'country',
    title: 'Investing in Brazil',
    description:
      "Latin America's largest market: the consumption tax reform, incentives in the North-East and Manaus Free Trade Zone, and opportunities in energy and agribusiness.",
    region: 'ibero-america',
    category: null,
    pages: 72,
    updatedOn: '2026-06-30',
    cover: '/images/resources/guide-ibero-america.svg',
    membersOnly: true,
  },
  {
    kind: 'country',
    title: 'Investing in Chile',
    description:
      'A stable, open economy with a dense network of trade agreements, world-class solar resources, lithium and copper, and a growing green hydrogen sector.',
    region: 'ibero-america',
    category: null,
    pages: 48,
    updatedOn: '2026-03-10',
    cover: '/images/resources/guide-ibero-america.svg',
  },
  {
    kind: 'country',
    title: 'Investing in Sweden',
    description:
      'Setting up an aktiebolag, employment under collective agreements, R&D tax relief and the opportunities in green industry, life sciences and mining technology.',
    region: 'nordic',
    category: null,
    pages: 56,
    updatedOn: '2026-08-20',
    cover: '/images/resources/guide-nordic.svg',
  },
  {
    kind: 'country',
    title: 'Investing in Denmark',
    description:
      'A flexible labour market, fast company registration and leading clusters in wind energy, food technology and maritime logistics.',
    region: 'nordic',
    category: null,
    pages: 44,
    updatedOn: '2025-12-05',
    cover: '/images/resources/guide-nordic.svg',
  },
  {
    kind: 'country',
    title: 'Investing in Estonia',
    description:
      'A fully digital state: e-Residency, online company formation in a day and a corporate tax only on distributed profits.',
    region: 'baltic',
    category: null,
    pages: 40,
    updatedOn: '2026-10-01',
    cover: '/images/resources/guide-baltic.svg',
  },
  {
    kind: 'country',
    title: 'Investing in Lithuania',
    description:
      'Free economic zones, a strong fintech licensing regime, laser and life-science clusters, and a gateway to the Baltic and Nordic markets.',
    region: 'baltic',
    category: null,
    pages: 38,
    updatedOn: '2026-04-22',
    cover: '/images/resources/guide-baltic.svg',
  },
  {
    kind: 'market-entry',
    title: 'Company formation checklist for the Nordic and Baltic countries',
    description:
      'Step by step through registering a limited company in each Nordic and Baltic country: share capital, rules on the board and resident directors, beneficial ownership registers, and VAT and employer registration.',
    region: null,
    category: 'legal',
    pages: null,
    updatedOn: '2026-09-08',
    cover: null,
  },
  {
    kind: 'market-entry',
    title: 'Transfer pricing between Latin American and European group companies',
    description:
      "How to price goods, services and loans between group companies in Latin America and Europe at arm's length, which documentation the tax authorities expect, and how to avoid double taxation.",
    region: null,
    category: 'tax',
    pages: null,
    updatedOn: '2026-07-14',
    cover: null,
  },
  {
    kind: 'market-entry',
    title: 'Drafting distributor and agency agreements',
    description:
      'The clauses that matter in distributor and commercial agency contracts: exclusivity, territory, minimum targets, termination and the indemnity an agent may claim under EU and Latin American law.',
    region: null,
    category: 'distribution',
    pages: null,
    updatedOn: '2026-06-02',
    cover: null,
  },
  {
    kind: 'market-entry',
    title: 'Hiring locally and posting employees abroad',
    description:
      'Employment contracts, collective agreements and social security when you hire your first local staff, and the registration and pay rules that apply when you post employees to another country.',
    region: null,
    category: 'talent',
    pages: null,
    updatedOn: '2026-04-27',
    cover: null,
  },
  {
    kind: 'market-entry',
    title: 'Export credit and guarantees: EIFO, EKN, Finnvera and regional development banks',
    description:
      'What the Nordic export credit agencies and the regional development banks offer exporters and their buyers: guarantees, buyer credits and working capital, and how to apply.',
    region: null,
    category: 'financing',
    pages: null,
    updatedOn: '2026-03-16',
    cover: null,
  },
  {
    kind: 'market-entry',
    title: 'Negotiating across cultures: Nordic, Baltic and Latin American business etiquette',
    description:
      'How decisions are made, how meetings run and what builds trust in Nordic, Baltic and Latin American companies, with practical advice for a first negotiation.',
    region: null,
    category: 'culture',
    pages: null,
    updatedOn: '2026-01-20',
    cover: null,
  },
];

/** The six investment tools, in page order; staff give them their addresses (no Launch Tool button before). */
export const sampleTools: readonly ToolSeed[] = [
  {
    title: 'Cost of doing business calculator',
    description: 'Compare salaries, office rent, utilities and social charges between cities in the three regions.',
    url: null,
  },
  {
    title: 'Investment incentive finder',
    description: 'Find grants, tax credits and soft loans that match your sector, project size and location.',
    url: null,
  },
  {
    title: 'Site selection comparison',
    description: 'Score candidate locations on talent, logistics, energy prices and regulatory environment.',
    url: null,
  },
  {
    title: 'Corporate tax estimator',
    description:
      'Estimate corporate income tax, withholding taxes and the effect of double taxation treaties on your structure.',
    url: null,
  },
  {
    title: 'Tariff and origin lookup',
    description: "Check the duty for your product's HS code and whether it qualifies for preferential treatment.",
    url: null,
  },
  {
    title: 'Partner matchmaking',
    description:
      'Describe what you are looking for and get introductions to suitable members, distributors and advisers.',
    url: null,
  },
];

/** Seven publications, four journal articles and three upcoming publications. */
export const samplePublications: readonly PublicationSeed[] = [
  {
    type: 'research-paper',
    title: 'From Salt Flats to Gigafactories: Lithium Value Chains Between South America and Northern Europe',
    abstract:
      'Maps the lithium supply chain from the brine operations of Chile and Argentina to battery plants in Sweden and Finland, and identifies where local processing and Nordic technology partnerships can add value.',
    authors: ['María José Valdés', 'Erik Lindqvist'],
    publishedOn: '2026-10-06',
    pages: 42,
    themes: ['sustainable-trade'],
    cover: '/images/resources/publication-research.svg',
  },
  {
    type: 'white-paper',
    title: 'Green Shipping Corridors Across the Atlantic',
    abstract:
      'Assesses the fuels, port infrastructure and regulation needed for zero-emission shipping routes between Baltic and Nordic ports and the east coast of South America.',
    authors: ['Kadri Tamm', 'Jonas Berg'],
    publishedOn: '2026-08-25',
    pages: 28,
    themes: ['sustainable-trade'],
    cover: '/images/resources/publication-white-paper.svg',
  },
  {
    type: 'report',
    title: 'SME Internationalisation Barometer 2026',
    abstract:
      'Survey results from 420 small and medium-sized companies on their export plans, the obstacles they face and the support they expect from chambers and public agencies.',
    authors: ['Ana Paula Ferreira', 'Laura Ozola'],
    publishedOn: '2026-06-17',
    pages: 56,
    themes: ['growing-abroad'],
    cover: '/images/resources/publication-report.svg',
  },
  {
    type: 'policy-brief',
    title: 'Are Latin American Exporters Ready for the EU Deforestation Regulation?',
    abstract:
      'Reviews traceability systems in the coffee, cocoa, soy and cattle sectors and recommends how importers and producers can share the cost of compliance.',
    authors: ['Carlos Mendoza'],
    publishedOn: '2026-05-04',
    pages: 12,
    themes: ['sustainable-trade', 'growing-abroad'],
    cover: '/images/resources/publication-policy.svg',
  },
  {
    type: 'case-study',
    title: 'Running a Latin American Start-up Through Estonian e-Residency',
    abstract:
      'Follows five founders from Colombia, Mexico and Uruguay who used e-Residency to open an EU company, and what they learned about banking, tax and hiring.',
    authors: ['Mart Kask', 'Lucía Romero'],
    publishedOn: '2026-03-19',
    pages: 18,
    themes: ['digital-economy', 'growing-abroad'],
    cover: '/images/resources/publication-case-study.svg',
  },
  {
    type: 'research-paper',
    title: 'Digital Trade Rules in EU Agreements with Latin America',
    abstract:
      "Compares the digital trade chapters of the EU's agreements with Chile, Mexico and Mercosur, covering data flows, e-signatures, source code and consumer protection.",
    authors: ['Sofia Nyström', 'Diego Alvarado', 'Rūta Kazlauskienė'],
    publishedOn: '2026-01-28',
    pages: 36,
    themes: ['digital-economy'],
    cover: '/images/resources/publication-research.svg',
  },
  {
    type: 'white-paper',
    title: 'Nordic Pension Capital for Latin American Infrastructure',
    abstract:
      'Explains how Nordic pension funds assess renewable energy and transport projects in Latin America, and which risk-sharing tools make those investments possible.',
    authors: ['Henrik Aalto'],
    publishedOn: '2025-11-12',
    pages: 24,
    themes: ['sustainable-trade'],
    cover: '/images/resources/publication-white-paper.svg',
  },
  {
    type: 'journal-article',
    title: 'Why Firms Leave Tariff Preferences Unused: Evidence from EU–Latin American Trade',
    abstract:
      'Using customs data on EU imports from Mexico, Chile, Colombia and Peru, the article shows that a large share of eligible trade still pays full duties, and links the gap to shipment size and the cost of proving origin.',
    authors: ['Erik Lindqvist', 'Valentina Rojas'],
    publishedOn: '2026-10-01',
    pages: null,
    journal: 'Nordic Review of International Trade',
    journalIssue: '60(5), 781–806',
    themes: [],
    cover: null,
  },
  {
    type: 'journal-article',
    title: 'Nordic Direct Investment in Latin America: Motives and Entry Modes',
    abstract:
      'Based on interviews and a survey of Nordic parent companies, the article examines why they invest in Latin America and when they choose new subsidiaries, acquisitions or joint ventures.',
    authors: ['Ana Paula Ferreira'],
    publishedOn: '2026-07-15',
    pages: null,
    journal: 'Revista de Comercio Iberoamericano',
    journalIssue: '18(3), 233–251',
    themes: [],
    cover: null,
  },
  {
    type: 'journal-article',
    title: 'Resilience of Baltic Container Ports to Transatlantic Supply Shocks',
    abstract:
      'Models how disruptions on transatlantic shipping routes spread to the container ports of the Baltic Sea, and compares how quickly Gdańsk, Klaipėda, Riga and Tallinn recovered from recent shocks.',
    authors: ['Laura Ozola', 'Kadri Tamm'],
    publishedOn: '2026-04-10',
    pages: null,
    journal: 'Baltic Maritime Studies Quarterly',
    journalIssue: '28(2), 145–172',
    themes: [],
    cover: null,
  },
  {
    type: 'journal-article',
    title: 'Digital Traceability and Smallholder Coffee Exports to Europe',
    abstract:
      'Studies coffee cooperatives in Colombia and Honduras that adopted digital traceability, and finds that it eased access to European buyers while its costs fell unevenly on the smallest farms.',
    authors: ['Carlos Mendoza', 'Sofia Nyström'],
    publishedOn: '2026-02-03',
    pages: null,
    journal: 'Journal of Traceable Commodities',
    journalIssue: '41(1), 58–74',
    themes: [],
    cover: null,
  },
  {
    type: 'report',
    title: 'Hydrogen Offtake Contracts: Linking Latin American Producers with Nordic Industry',
    abstract:
      'Reviews the contract structures that let Nordic steel, chemical and shipping companies buy hydrogen and its derivatives from Latin American producers, and how price, volume and certification risks are shared.',
    authors: ['Henrik Aalto', 'Valentina Rojas'],
    publishedOn: '2027-01-01',
    upcoming: true,
    pages: null,
    themes: [],
    cover: null,
  },
  {
    type: 'research-paper',
    title: 'Instant Payments Across Borders: Interlinking Pix, Swish and SEPA Instant',
    abstract:
      "Examines the technical and regulatory steps needed to connect Brazil's Pix, Sweden's Swish and SEPA Instant for cross-border payments, and what it would mean for businesses and consumers.",
    authors: ['Rūta Kazlauskienė', 'Diego Alvarado'],
    publishedOn: '2027-02-01',
    upcoming: true,
    pages: null,
    themes: [],
    cover: null,
  },
  {
    type: 'white-paper',
    title: 'Women-Led Exporters in the Ibero-Nordic-Baltic Corridor',
    abstract:
      'Profiles export companies led by women across the three regions, and the finance, networks and support programmes that helped them enter new markets.',
    authors: ['Lucía Romero', 'Laura Ozola'],
    publishedOn: '2027-04-01',
    upcoming: true,
    pages: null,
    themes: [],
    cover: null,
  },
];

/** The four people of the team, in page order. */
export const sampleTeam: readonly TeamMemberSeed[] = [
  {
    name: 'Isabel Navarro Ruiz',
    role: 'President',
    bio: "Isabel has spent more than twenty years in international trade between Spain, Latin America and Northern Europe. She leads the chamber's strategy and its relations with governments and partner organisations.",
    office: 'Stockholm',
    photo: '/images/team/president.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-isabel-navarro-ruiz',
  },
  {
    name: 'Erik Lindqvist',
    role: 'Vice President',
    bio: "Erik is a former energy-sector executive based in Stockholm. He oversees membership development and the chamber's Nordic network, with a focus on clean technology and industrial partnerships.",
    office: 'Stockholm',
    photo: '/images/team/vice-president.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-erik-lindqvist',
  },
  {
    name: 'Kadri Tamm',
    role: 'Head of Events',
    bio: "Kadri plans the chamber's forums, webinars and trade missions from Tallinn. She has organised business delegations across all three regions and makes sure every event creates real connections.",
    office: 'Tallinn',
    photo: '/images/team/head-of-events.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-kadri-tamm',
  },
  {
    name: 'Tomás Oliveira',
    role: 'Communications Manager',
    bio: "Tomás manages the chamber's news, publications and social media. A journalist by training, he tells the stories of our members and keeps the network informed in three languages.",
    office: 'Mexico City',
    photo: '/images/team/communications-manager.svg',
    linkedin: 'https://www.linkedin.com/in/inbchamber-tomas-oliveira',
  },
];

/** The trade agreements, in page order; a description starts with the parties (the page listed them under the title). */
export const sampleAgreements: readonly AgreementSeed[] = [
  {
    title: 'EU–Mercosur Partnership Agreement',
    description:
      'Parties: European Union · Argentina, Brazil, Paraguay, Uruguay. Will remove duties on over 90% of trade between the two blocs, open public procurement and include binding commitments on the Paris Agreement. Awaiting ratification.',
    status: 'pending-ratification',
    year: 2024,
  },
  {
    title: 'EU–Mexico Modernised Global Agreement',
    description:
      'Parties: European Union · Mexico. Updates the 2000 free trade agreement: almost all remaining duties on agri-food products are removed and new chapters cover investment, digital trade and sustainable development.',
    status: 'concluded-not-in-force',
    year: 2025,
  },
  {
    title: 'EU–Chile Interim Trade Agreement',
    description:
      'Parties: European Union · Chile. Removes duties on more than 99% of EU exports to Chile and secures access to critical raw materials such as lithium and copper.',
    status: 'in-force',
    year: 2025,
  },
  {
    title: 'EU Trade Agreement with Colombia, Peru and Ecuador',
    description:
      'Parties: European Union · Colombia, Peru, Ecuador. Provides duty-free access for industrial and fisheries products and wide access for agricultural goods; Ecuador joined in 2017.',
    status: 'in-force',
    year: 2013,
  },
  {
    title: 'EU–Central America Association Agreement',
    description:
      'Parties: European Union · Costa Rica, El Salvador, Guatemala, Honduras, Nicaragua, Panama. The trade pillar has applied since 2013 and removes duties on nearly all industrial goods and fisheries products.',
    status: 'in-force',
    year: 2013,
  },
  {
    title: 'EFTA–Mercosur Free Trade Agreement',
    description:
      'Parties: Iceland, Liechtenstein, Norway, Switzerland · Mercosur. Gives Norwegian and Icelandic exporters, including seafood producers, improved access to the Mercosur market once ratified.',
    status: 'concluded-not-in-force',
    year: 2025,
  },
  {
    title: 'Investment and double taxation treaties',
    description:
      'Nordic and Baltic countries have signed bilateral investment treaties and double taxation agreements with several Latin American countries. Coverage differs from country to country.',
    status: 'various',
    year: null,
  },
];

/** Seven regulatory updates of the last months, newest first. */
export const sampleRegulatoryUpdates: readonly RegulatoryUpdateSeed[] = [
  {
    title: 'EU–Mercosur agreement moves through ratification',
    description:
      "The partnership agreement is going through the approval procedures of the EU and of the Mercosur countries. Tariff cuts start only once it applies, so today's duties remain in place until then. We will publish the tariff phase-out schedules for the main product groups as soon as the dates are confirmed.",
    region: 'ibero-america',
    publishedDaysAgo: 14,
  },
  {
    title: 'More checks on proofs of origin at Nordic customs',
    description:
      "Customs authorities in the Nordic EU member states are carrying out more checks after clearance on goods imported at preferential rates. Importers should keep the exporter's supporting documents and make sure the statement on origin uses the exact wording of the agreement; a missing or wrong statement means paying the full duty afterwards.",
    region: 'nordic',
    publishedDaysAgo: 31,
  },
  {
    title: 'Electronic invoicing becomes the norm in the Baltic states',
    description:
      "The Baltic states are phasing in structured electronic invoices for sales between businesses, in step with the EU's plans for digital VAT reporting. Foreign suppliers selling to Baltic companies should check that their invoicing software can send invoices in the European standard format through an accredited network.",
    region: 'baltic',
    publishedDaysAgo: 47,
  },
  {
    title: 'Deforestation Regulation: what exporters of coffee, cocoa and soy should prepare',
    description:
      'European importers are asking their Latin American suppliers for the geolocation of every plot of land and for evidence that it was not deforested after 31 December 2020. Exporters who collect these data now, and agree with their buyers how to share them, avoid delays at the border once the rules apply to them.',
    region: 'ibero-america',
    publishedDaysAgo: 63,
  },
  {
    title: 'Carbon border adjustment: importers prepare to buy certificates',
    description:
      'With the transitional reporting period over, importers of iron, steel, aluminium, cement, fertilisers and hydrogen into the EU need the status of authorised declarant and must cover the emissions embedded in their goods with certificates. Nordic buyers are asking Latin American producers for verified emissions data; without it, default values apply, which are usually higher.',
    region: 'nordic',
    publishedDaysAgo: 86,
  },
  {
    title: 'Investment screening in the Baltic states: check before you close',
    description:
      'Investors from outside the EU who buy a stake in a company in energy, telecommunications, transport or another critical sector in Estonia, Latvia or Lithuania may need clearance before completing the deal. Thresholds and review periods differ between the three countries, so ask for advice early in the transaction.',
    region: 'baltic',
    publishedDaysAgo: 112,
  },
  {
    title: 'EU–Chile trade: claiming the preferential rate',
    description:
      "Most Nordic and Baltic exports of machinery, food and chemicals now enter Chile duty-free under the EU–Chile Interim Trade Agreement. To claim the preferential rate, the exporter's statement on origin must appear on the invoice in the wording the agreement sets out, and the exporter must be able to show how the goods meet the rules of origin.",
    region: 'ibero-america',
    publishedDaysAgo: 140,
  },
];

/** The four Market Insights cards, in page order. */
export const sampleInsights: readonly InsightSeed[] = [
  {
    title: 'Trade in goods keeps growing',
    description:
      'Goods trade between the Nordic and Baltic countries and Ibero-America rose for the third year in a row, led by machinery, minerals and processed food.',
    source: 'Chamber estimate from national statistics, 2025',
    category: 'general',
    change: 8.6,
  },
  {
    title: 'Renewables attract Nordic capital',
    description:
      'Nordic investment commitments in Latin American solar, wind and storage projects grew strongly, with Chile, Brazil and Colombia in the lead.',
    source: 'Chamber project database, 2025',
    category: 'energy',
    change: 23.4,
  },
  {
    title: 'Digital payments scale up',
    description:
      'Cross-border card and account-to-account payments between the regions increased as more merchants accept instant payment methods.',
    source: 'Member survey, 2025',
    category: 'finance',
    change: 17.1,
  },
  {
    title: 'Agri-food volumes dip slightly',
    description:
      'Higher certification costs and new deforestation-free rules held back some agri-food shipments to Northern Europe, while prices stayed firm.',
    source: 'Chamber estimate from customs data, 2025',
    category: 'agriculture',
    change: -2.3,
  },
];

/** The eight rows of the indicative tariff table, in page order (duties in percent). */
export const sampleTariffs: readonly TariffSeed[] = [
  { title: 'Fresh avocados', hsCode: '0804.40', euMfn: 4, euPreferential: 0, mercosurCet: 10 },
  { title: 'Roasted coffee', hsCode: '0901.21', euMfn: 7.5, euPreferential: 0, mercosurCet: 10 },
  { title: 'Cut roses', hsCode: '0603.11', euMfn: 8.5, euPreferential: 0, mercosurCet: 10 },
  { title: 'Frozen shrimp and prawns', hsCode: '0306.17', euMfn: 12, euPreferential: 0, mercosurCet: 10 },
  { title: 'Fresh Atlantic salmon', hsCode: '0302.14', euMfn: 2, euPreferential: 0, mercosurCet: 10 },
  { title: 'Sawn coniferous wood', hsCode: '4407.11', euMfn: 0, euPreferential: 0, mercosurCet: 8 },
  { title: 'Wind-powered generating sets', hsCode: '8502.31', euMfn: 2.7, euPreferential: 0, mercosurCet: 14 },
  { title: 'Passenger cars', hsCode: '8703', euMfn: 10, euPreferential: 0, mercosurCet: 35 },
];

/** The six rows of the sector compliance table, in page order. */
export const sampleComplianceSectors: readonly ComplianceSectorSeed[] = [
  {
    title: 'Food and agriculture',
    requirements:
      'EU General Food Law, maximum residue levels for pesticides, labelling in the local language, approved establishment lists for animal products.',
    certification: 'Health certificates, phytosanitary certificates, optional organic or Fairtrade certification.',
    leadTimeMinWeeks: 4,
    leadTimeMaxWeeks: 12,
  },
  {
    title: 'Timber and wood products',
    requirements:
      'EU Deforestation Regulation: geolocation of the plots of land and a due-diligence statement before placing on the market.',
    certification: 'FSC or PEFC certification helps but does not replace due diligence.',
    leadTimeMinWeeks: 6,
    leadTimeMaxWeeks: 16,
  },
  {
    title: 'Machinery',
    requirements:
      'EU Machinery Regulation, essential health and safety requirements, technical file and risk assessment.',
    certification: 'CE marking and EU declaration of conformity; notified body for high-risk machinery.',
    leadTimeMinWeeks: 8,
    leadTimeMaxWeeks: 20,
  },
  {
    title: 'Electrical and electronic equipment',
    requirements:
      'Low Voltage and EMC Directives, RoHS restrictions on hazardous substances, WEEE take-back obligations.',
    certification: 'CE marking, EU declaration of conformity, WEEE producer registration in each country.',
    leadTimeMinWeeks: 6,
    leadTimeMaxWeeks: 14,
  },
  {
    title: 'Chemicals',
    requirements:
      'REACH registration of substances above one tonne a year, CLP classification and labelling, safety data sheets.',
    certification: 'Registration with the European Chemicals Agency through an importer or only representative.',
    leadTimeMinWeeks: 12,
    leadTimeMaxWeeks: 40,
  },
  {
    title: 'Textiles and apparel',
    requirements:
      'Fibre composition labelling, REACH restrictions on azo dyes and other substances, general product safety rules.',
    certification: 'Optional OEKO-TEX or GOTS certification, increasingly expected by Nordic retailers.',
    leadTimeMinWeeks: 3,
    leadTimeMaxWeeks: 8,
  },
];

/**
 * The offices: the headquarters first (its phone and general mailbox are the header's contacts),
 * then the regional offices of Ibero-America, the Nordic countries and the Baltic countries.
 */
export const sampleOffices: readonly OfficeSeed[] = [
  {
    city: 'Stockholm',
    country: 'Sweden',
    region: 'nordic',
    street: 'Strandvägen 7A',
    postalCode: '114 56',
    phone: '+46 8 555 010 20',
    email: 'info@inbchamber.example',
    membershipEmail: 'members@inbchamber.example',
    headquarters: true,
  },
  {
    city: 'Mexico City',
    country: 'Mexico',
    region: 'ibero-america',
    street: 'Paseo de la Reforma 505, Piso 12, Col. Cuauhtémoc',
    postalCode: '06500',
    phone: '+52 55 5010 2030',
    email: 'mexico@inbchamber.example',
    membershipEmail: null,
    headquarters: false,
  },
  {
    city: 'Stockholm',
    country: 'Sweden',
    region: 'nordic',
    street: 'Kungsgatan 44',
    postalCode: '111 35',
    phone: '+46 8 555 010 30',
    email: 'stockholm@inbchamber.example',
    membershipEmail: null,
    headquarters: false,
  },
  {
    city: 'Tallinn',
    country: 'Estonia',
    region: 'baltic',
    street: 'Narva maantee 5',
    postalCode: '10117',
    phone: '+372 600 1030',
    email: 'tallinn@inbchamber.example',
    membershipEmail: null,
    headquarters: false,
  },
];

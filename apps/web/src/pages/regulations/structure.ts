/**
 * The fixed structure of the Trade Regulations page: its tabs and the guidance cards, whose display
 * text is in the `regulations` namespace, keyed by id. (Trade agreements, the rows of the tariff and
 * compliance tables and the regulatory updates log are staff-edited content, read from the database.)
 */

/** The page's tabs, in order. */
export const REGULATION_TABS = ['overview', 'tariffs', 'agreements', 'compliance'] as const;
export type RegulationTab = (typeof REGULATION_TABS)[number];

/** The overview's key regulatory areas (cards). */
export const OVERVIEW_TOPICS = ['customs', 'origin', 'standards', 'sustainability'] as const;

/** The customs documents listed in the Tariffs & Customs tab. */
export const CUSTOMS_DOCUMENTS = ['invoice', 'eori', 'origin', 'packing', 'transport', 'licences'] as const;

/** The due-diligence regulations summarised in the Compliance Guides tab. */
export const DUE_DILIGENCE_RULES = ['eudr', 'cbam', 'csddd', 'batteries'] as const;

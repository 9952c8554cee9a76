/**
 * The fixed structure of the Trade Regulations page: its tabs, the guidance cards and the
 * indicative tariff and compliance tables. Only codes and figures live here; the display text is in
 * the `regulations` namespace, keyed by id. (Trade agreements and the regulatory updates log are
 * staff-edited content, read from the database.)
 */

/** The page's tabs, in order. */
export const REGULATION_TABS = ['overview', 'tariffs', 'agreements', 'compliance'] as const;
export type RegulationTab = (typeof REGULATION_TABS)[number];

/** The overview's key regulatory areas (cards). */
export const OVERVIEW_TOPICS = ['customs', 'origin', 'standards', 'sustainability'] as const;

/** One row of the indicative tariff table: ad valorem duties in percent. */
export interface TariffRow {
  id: string;
  /** Harmonized System heading or subheading. */
  hsCode: string;
  /** EU common external tariff (MFN), applied by the Nordic EU members and the Baltic states. */
  euMfn: number;
  /** EU preferential duty for originating goods under its agreements with Latin American partners. */
  euPreferential: number;
  /** Mercosur common external tariff. */
  mercosurCet: number;
}

export const TARIFF_ROWS: readonly TariffRow[] = [
  { id: 'avocados', hsCode: '0804.40', euMfn: 4, euPreferential: 0, mercosurCet: 10 },
  { id: 'roasted-coffee', hsCode: '0901.21', euMfn: 7.5, euPreferential: 0, mercosurCet: 10 },
  { id: 'cut-roses', hsCode: '0603.11', euMfn: 8.5, euPreferential: 0, mercosurCet: 10 },
  { id: 'frozen-shrimp', hsCode: '0306.17', euMfn: 12, euPreferential: 0, mercosurCet: 10 },
  { id: 'fresh-salmon', hsCode: '0302.14', euMfn: 2, euPreferential: 0, mercosurCet: 10 },
  { id: 'sawn-wood', hsCode: '4407.11', euMfn: 0, euPreferential: 0, mercosurCet: 8 },
  { id: 'wind-generators', hsCode: '8502.31', euMfn: 2.7, euPreferential: 0, mercosurCet: 14 },
  { id: 'passenger-cars', hsCode: '8703', euMfn: 10, euPreferential: 0, mercosurCet: 35 },
];

/** The customs documents listed in the Tariffs & Customs tab. */
export const CUSTOMS_DOCUMENTS = ['invoice', 'eori', 'origin', 'packing', 'transport', 'licences'] as const;

/** One row of the sector compliance table. */
export interface ComplianceSector {
  id: string;
  /** Typical time to obtain the conformity documents, in weeks: [min, max]. */
  leadTimeWeeks: readonly [number, number];
}

export const COMPLIANCE_SECTORS: readonly ComplianceSector[] = [
  { id: 'food', leadTimeWeeks: [4, 12] },
  { id: 'timber', leadTimeWeeks: [6, 16] },
  { id: 'machinery', leadTimeWeeks: [8, 20] },
  { id: 'electronics', leadTimeWeeks: [6, 14] },
  { id: 'chemicals', leadTimeWeeks: [12, 40] },
  { id: 'textiles', leadTimeWeeks: [3, 8] },
];

/** The due-diligence regulations summarised in the Compliance Guides tab. */
export const DUE_DILIGENCE_RULES = ['eudr', 'cbam', 'csddd', 'batteries'] as const;

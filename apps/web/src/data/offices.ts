import type { Region } from '../../../../shared/entities';

/** Ids of the regional offices; city and country names are at `contact:offices.<id>.*`. */
export type OfficeId = 'mexico-city' | 'stockholm' | 'tallinn';

/** A regional office: the region it serves and how to reach it. */
export interface Office {
  id: OfficeId;
  region: Region;
  /** Street address as written locally (a proper name, not translated). */
  street: string;
  postalCode: string;
  phone: string;
  email: string;
}

/** The chamber's three regional offices: Ibero-America in Mexico City, Nordic countries in Stockholm, Baltic countries in Tallinn. */
export const OFFICES: readonly Office[] = [
  {
    id: 'mexico-city',
    region: 'ibero-america',
    street: 'Paseo de la Reforma 505, Piso 12, Col. Cuauhtémoc',
    postalCode: '06500',
    phone: '+52 55 5010 2030',
    email: 'mexico@inbchamber.example',
  },
  {
    id: 'stockholm',
    region: 'nordic',
    street: 'Kungsgatan 44',
    postalCode: '111 35',
    phone: '+46 8 555 010 30',
    email: 'stockholm@inbchamber.example',
  },
  {
    id: 'tallinn',
    region: 'baltic',
    street: 'Narva maantee 5',
    postalCode: '10117',
    phone: '+372 600 1030',
    email: 'tallinn@inbchamber.example',
  },
];

/** Ids of the two general mailboxes; their labels are at `contact:info.mailboxes.<id>`. */
export type MailboxId = 'general' | 'membership';

/**
 * The headquarters (Stockholm; city and country names at `contact:info.hq*`) and the two general
 * mailboxes of the contact sections. Phone and first mailbox match the header's contacts.
 */
export const HEADQUARTERS: {
  street: string;
  postalCode: string;
  phone: string;
  mailboxes: readonly { id: MailboxId; email: string }[];
} = {
  street: 'Strandvägen 7A',
  postalCode: '114 56',
  phone: '+46 8 555 010 20',
  mailboxes: [
    { id: 'general', email: 'info@inbchamber.example' },
    { id: 'membership', email: 'members@inbchamber.example' },
  ],
};

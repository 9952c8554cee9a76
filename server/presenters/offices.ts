import type { ManagedOffice, Office } from '../../shared/resources';
import type { ItemTranslations } from '../../shared/schemas/translations';
import type { OfficeModel } from '../models';
import { managedFields } from './fields';

// The texts are English; `localize` puts in the ready translations of another language.

export function presentOffice(office: OfficeModel): Office {
  return {
    id: office.id,
    city: office.city,
    country: office.country,
    region: office.region,
    street: office.street,
    postalCode: office.postalCode,
    phone: office.phone,
    email: office.email,
    membershipEmail: office.membershipEmail,
    headquarters: Boolean(office.headquarters),
    position: office.position,
    lang: 'en',
  };
}

export function presentManagedOffice(office: OfficeModel, translations: ItemTranslations): ManagedOffice {
  return { ...presentOffice(office), ...managedFields(office, translations) };
}

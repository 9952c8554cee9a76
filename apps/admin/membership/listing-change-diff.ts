import type { ListingFields } from '../../../shared/membership';
import { ListingProposalSchema } from '../../../shared/schemas/membership';

/** The listing's fields a representative may change, in the order of the proposal schema (forms and comparisons). */
export const LISTING_FIELD_NAMES = Object.keys(ListingProposalSchema.shape) as (keyof ListingFields)[];

/** One field of a proposed change beside the listing as it is now. */
export interface FieldComparison {
  field: keyof ListingFields;
  current: string | null;
  proposed: string | null;
  changed: boolean;
}

/** A field's value as compared: blank and missing are the same (the schema stores both as null). */
const comparable = (value: string | null | undefined) => value?.trim() ?? '';

/** Every listing field, current beside proposed, marked where the proposal changes it. */
export function compareListing(current: ListingFields, proposed: ListingFields): FieldComparison[] {
  return LISTING_FIELD_NAMES.map((field) => ({
    field,
    current: current[field] ?? null,
    proposed: proposed[field] ?? null,
    changed: comparable(current[field]) !== comparable(proposed[field]),
  }));
}

/** The fields a proposal changes (for the summary above the comparison). */
export const changedFields = (comparisons: readonly FieldComparison[]) =>
  comparisons.filter((comparison) => comparison.changed).map((comparison) => comparison.field);

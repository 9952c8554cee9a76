// Membership applications and listing changes: their screens, and the listing's field names the
// company's own listing form shares with the change review.
export { ApplicationsScreen } from './ApplicationsScreen';
export { LISTING_FIELD_NAMES } from './listing-change-diff';
export { ListingChangesScreen } from './ListingChangesScreen';

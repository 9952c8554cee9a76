/** Placeholder while the screen is being written. */
export function ListingChangesScreen() {
  return null;
}

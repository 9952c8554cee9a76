/** Placeholder while the screen is being written. */
export function ApplicationsScreen() {
  return null;
}

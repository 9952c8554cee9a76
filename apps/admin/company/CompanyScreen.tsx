/** Placeholder while the screen is being written. */
export function CompanyScreen() {
  return null;
}

/**
 * Splits a 400 answer's `fields` into those the form shows beside a field and the rest (a field
 * the form does not have, e.g. `version`), which the form lists at the top.
 */
export function splitServerFields(
  fields: Readonly<Record<string, string>>,
  formFields: readonly string[],
): { beside: [name: string, message: string][]; other: string[] } {
  const beside: [string, string][] = [];
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    if (formFields.includes(name)) beside.push([name, message]);
    else other.push(message);
  }
  return { beside, other };
}

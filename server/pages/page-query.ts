import type { z } from 'zod';

/**
 * One parameter of a list page's query, read by its schema in `fields`: its default when it does
 * not parse, so an outdated or hand-edited link still shows a page (a page never answers 400).
 */
export function lenientField<F extends Record<string, z.ZodType>, K extends keyof F & string>(
  fields: F,
  key: K,
  value: string | null | undefined,
): z.output<F[K]> {
  const schema = fields[key]!;
  const parsed = schema.safeParse(value ?? undefined);
  return (parsed.success ? parsed.data : schema.parse(undefined)) as z.output<F[K]>;
}

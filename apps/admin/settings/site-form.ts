import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { SiteSettingsSchema } from '../../../shared/schemas/account';

/** The site settings form's values as typed (input) and as the shared schema gives them (output). */
export type SiteFormIn = z.input<typeof SiteSettingsSchema>;
export type SiteFormOut = z.output<typeof SiteSettingsSchema>;

/** What a group of fields of the site settings form takes: the form, and its fieldset's styles. */
export interface SiteFieldGroupProps {
  control: Control<SiteFormIn, unknown, SiteFormOut>;
  className: string;
  legendClassName: string;
}

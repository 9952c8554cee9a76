import { z } from 'zod';
import type { Language } from '../constants';
import '../zod-config';

// Printing an event's attendee list or name badges: the admin screen gathers the people and the
// translated texts, the desktop client's main process lays them out on a page of its own and
// prints it or saves it as a PDF. The request crosses the desktop's IPC bridge, so every list and
// text is bounded: the main process refuses anything larger before building the page.

/** The most people one document carries (an event's door list). */
export const PRINT_PEOPLE_MAX = 5000;

export const PrintDocumentSchema = z.enum(['attendee-list', 'badges']);
export type PrintDocument = z.infer<typeof PrintDocumentSchema>;

/** `print`: the system's print dialog; `pdf`: a save dialog, then the PDF file. */
export const PrintOutputSchema = z.enum(['print', 'pdf']);
export type PrintOutput = z.infer<typeof PrintOutputSchema>;

export const PrintPersonSchema = z.strictObject({
  fullName: z.string().max(200),
  organization: z.string().max(200).nullable(),
  checkedIn: z.boolean(),
  /** The status as the staff member reads it, already translated ("Has a place"). */
  status: z.string().max(100),
});
export type PrintPerson = z.infer<typeof PrintPersonSchema>;

export const PrintAttendeesRequestSchema = z.strictObject({
  document: PrintDocumentSchema,
  output: PrintOutputSchema,
  event: z.strictObject({
    title: z.string().max(300),
    /** Date and time, formatted by the admin screen in the staff member's language. */
    when: z.string().max(200),
    location: z.string().max(300),
  }),
  people: z.array(PrintPersonSchema).max(PRINT_PEOPLE_MAX),
  /** The document's headings in the staff member's language. */
  labels: z.strictObject({
    /** The page title, e.g. "Attendee list". */
    heading: z.string().max(200),
    name: z.string().max(100),
    organization: z.string().max(100),
    status: z.string().max(100),
    checkIn: z.string().max(100),
    /** The line under the heading, e.g. "42 people". */
    total: z.string().max(100),
    /**
     * The document's language (the page's `lang`). Spelled out rather than imported: the desktop's
     * preload bundles this file for its channel names and must stay free of other modules' code.
     */
    language: z.enum(['en', 'es', 'sv'] satisfies Language[]),
  }),
});
export type PrintAttendeesRequest = z.infer<typeof PrintAttendeesRequestSchema>;

export const PrintAttendeesResultSchema = z.discriminatedUnion('ok', [
  /** `file`: where the PDF was saved (absent after printing). */
  z.strictObject({ ok: z.literal(true), file: z.string().optional() }),
  /** `cancelled`: the staff member closed a dialog; `failed`: the page could not be printed or written. */
  z.strictObject({ ok: z.literal(false), reason: z.enum(['cancelled', 'failed']) }),
]);
export type PrintAttendeesResult = z.infer<typeof PrintAttendeesResultSchema>;

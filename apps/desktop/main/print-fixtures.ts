import type { PrintAttendeesRequest, PrintPerson } from '../../../shared/schemas/attendee-print';

// What the unit tests of printing and of its IPC channel send: one request shape for both.

/** Person `index` of a printed list. */
export function samplePrintPerson(index: number, overrides: Partial<PrintPerson> = {}): PrintPerson {
  return {
    fullName: `Person ${index}`,
    organization: `Company ${index}`,
    checkedIn: false,
    status: 'Has a place',
    ...overrides,
  };
}

/** An attendee list of `people` as the renderer asks for it, printed. */
export function samplePrintRequest(overrides: Partial<PrintAttendeesRequest> = {}): PrintAttendeesRequest {
  return {
    document: 'attendee-list',
    output: 'print',
    event: { title: 'Annual meeting', when: '12 March 2027, 18:00', location: 'Stockholm' },
    people: [samplePrintPerson(1), samplePrintPerson(2, { organization: null, checkedIn: true })],
    labels: {
      heading: 'Attendee list',
      name: 'Name',
      organization: 'Organisation',
      status: 'Status',
      checkIn: 'Check-in',
      total: '2 people',
      language: 'en',
    },
    ...overrides,
  };
}

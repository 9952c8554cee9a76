/** The query key of the newsletters list; a newsletter's details live under it. */
export const NEWSLETTERS_KEY = ['admin', 'newsletters'] as const;

/**
 * Longest accepted text of each field of a client error report; the whole body is limited
 * separately (server/areas/system). Apart from the schema, which the SPA's error boundaries, trimming
 * a report to these, do not need.
 */
export const CLIENT_ERROR_LIMITS = { message: 2000, stack: 8000, url: 2000 } as const;

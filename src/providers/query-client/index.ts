import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/providers/http';

/**
 * The app's one QueryClient, handed to <Refine>. Session changes outside React (impersonation,
 * return to the administrator) reset it so no screen keeps another user's data.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network hiccups and 5xx get one more try.
      retry: (failures, error) => failures < 1 && !(error instanceof HttpError && error.statusCode < 500),
    },
  },
});

import { changedRecently } from './index';

/** A DataGrid row whose object just changed live flashes briefly (getRowClassName + sx). */
export const liveRowClass =
  (resource: Parameters<typeof changedRecently>[0]) =>
  ({ id }: { id: string | number }) =>
    changedRecently(resource, Number(id)) ? 'live-changed' : '';

export const liveRowSx = {
  '@keyframes live-flash': {
    from: { backgroundColor: 'rgba(255, 213, 79, 0.55)' },
    to: { backgroundColor: 'transparent' },
  },
  '& .live-changed': { animation: 'live-flash 3s ease-out' },
};

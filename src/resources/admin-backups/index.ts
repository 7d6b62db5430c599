import { adminResource } from '@/kernel/resource';

/** Back-office: backups of the embedded database — the last one, the schedule, «Создать резервную копию». */
export const adminBackupsResource = adminResource('backups', {
  name: 'admin-backups',
  pages: { list: () => import('./AdminBackupsPage') },
  meta: { label: 'Резервные копии', apiPath: 'backups' },
});

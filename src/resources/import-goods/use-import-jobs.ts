import type { ImportFile } from '@contract/import-goods';
import { IMPORT_JOB_KINDS, JOB_KIND_LABELS, type Job } from '@contract/jobs';
import { useCallback, useEffect, useState } from 'react';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';

const DONE_MESSAGES: Partial<Record<Job['kind'], (job: Job) => string>> = {
  import_goods_apply: () => 'Импорт применён',
  import_goods_remap: (job) => `Строки файла «${job.file_name ?? ''}» проверены заново`,
};

/**
 * The organization's import jobs still queued or running (read again when the page opens, so a
 * user who left finds them), with what to do when one ends: a toast, and the file it made opened.
 */
export function useImportJobs(organizationId: number | undefined, onFile: (file: ImportFile) => void) {
  const [jobs, setJobs] = useState<Job[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!organizationId) return;
    let stale = false;
    http
      .get<{ items: Job[] }>('/v1/jobs', { organization_id: organizationId, active: true, limit: 10 })
      .then((answer) => !stale && setJobs(answer.items.filter((job) => IMPORT_JOB_KINDS.includes(job.kind))))
      .catch(() => {});
    return () => {
      stale = true;
    };
  }, [organizationId]);

  const add = useCallback(
    (job: Job) => setJobs((known) => [job, ...known.filter((j) => j.id !== job.id)]),
    [],
  );

  const ended = useCallback(
    async (job: Job) => {
      setJobs((known) => known.filter((j) => j.id !== job.id));
      setVersion((v) => v + 1);
      const what = JOB_KIND_LABELS[job.kind];
      if (job.state === 'failed') return notify(`${what}: ${job.error ?? 'ошибка'}`, 'error');
      if (job.state === 'cancelled') return notify(`${what}: отменено, ничего не изменено`);
      notify(DONE_MESSAGES[job.kind]?.(job) ?? `Файл «${job.file_name ?? ''}» проверен`);
      if (job.file_id && organizationId) {
        const files = await http.get<{ items: ImportFile[] }>('/v1/import_goods/uploaded_files', {
          organization_id: organizationId,
          limit: 50,
        });
        const file = files.items.find((f) => f.id === job.file_id);
        if (file) onFile(file);
      }
    },
    [organizationId, onFile],
  );

  return { jobs, add, ended, version };
}

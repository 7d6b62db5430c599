import { JOB_KIND_LABELS, type Job, jobFinished } from '@contract/jobs';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { followJob } from '@/components/jobs/follow-job';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { rowsProgress, timeLeft } from './job-time';

const POLL_MS = 1_000;

interface Props {
  job: Job;
  /** Called once with the job as it ended (done, failed or cancelled). */
  onEnd: (job: Job) => void;
}

/** A background job of the import (keyed by its id): stage, rows done of total, time left, «Отменить»; read each second. */
export function JobProgress({ job: first, onEnd }: Props) {
  const [job, setJob] = useState(first);
  const firstRef = useRef(first);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;

  useEffect(() => {
    // A lost read is tried again at the next tick.
    const follow = followJob(firstRef.current, { onUpdate: setJob, intervalMs: POLL_MS });
    void follow.ended.then((ended) => endRef.current(ended));
    return follow.stop;
  }, []);

  const cancel = async () => {
    try {
      setJob(await http.post<Job>(`/v1/jobs/${job.id}/cancel`));
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  const percent = job.rows_total
    ? Math.min(100, (job.rows_done / Math.max(job.rows_total, job.rows_done)) * 100)
    : null;
  const left = timeLeft(job);
  return (
    <Box role="status" aria-live="polite" data-testid="import-job">
      <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {JOB_KIND_LABELS[job.kind]}
          {job.file_name ? ` «${job.file_name}»` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {job.state === 'queued' ? 'в очереди' : (job.stage ?? 'начинается')}
          {job.rows_done > 0 || job.rows_total ? ` · ${rowsProgress(job)}` : null}
          {left && ` · ${left}`}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" onClick={cancel} disabled={job.cancel_requested || jobFinished(job.state)}>
          {job.cancel_requested ? 'Отменяется…' : 'Отменить'}
        </Button>
      </Stack>
      <LinearProgress
        aria-label="Ход обработки файла"
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}

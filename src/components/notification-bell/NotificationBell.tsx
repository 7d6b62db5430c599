import type { Notification } from '@contract/events';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { http } from '@/providers/http';
import { onLiveEvent } from '@/providers/live';
import { useSettled } from '@/router/when-settled';
import NotificationList from './NotificationList';

const KEY = ['notifications'];
type Answer = { items: Notification[]; total: number; unread: number };

/**
 * The bell in the header: unread count, the latest notifications with links, mark one / all read.
 * The icon is there at once; the count is asked for once the page has settled (issue 43).
 */
export function NotificationBell() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const settled = useSettled();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: () => http.get<Answer>('/v1/notifications', { limit: 20 }),
    staleTime: 60_000,
    enabled: settled,
    meta: { background: true },
  });
  // A stream hears of an event only once its notifications are written (server/plugins/events.ts).
  useEffect(
    () => (settled ? onLiveEvent(() => void client.invalidateQueries({ queryKey: KEY })) : undefined),
    [client, settled],
  );
  const refresh = () => void client.invalidateQueries({ queryKey: KEY });
  const open = async (n: Notification) => {
    setAnchor(null);
    if (!n.read) await http.post(`/v1/notifications/${n.id}/read`).catch(() => {});
    refresh();
    if (n.link) navigate(n.link);
  };
  const unread = data?.unread ?? 0;
  // The label names what the badge shows (WCAG 2.5.3: the visible «99+» is part of the name).
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? `Уведомления: ${shown} непрочитанных` : 'Уведомления'}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {unread > 0 ? (
          <Badge badgeContent={shown} color="error" data-testid="notification-count">
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
      </IconButton>
      {anchor && (
        <NotificationList
          anchor={anchor}
          items={data?.items ?? []}
          unread={unread}
          onClose={() => setAnchor(null)}
          onOpen={(n) => void open(n)}
          onReadAll={() => void http.post('/v1/notifications/read_all').then(refresh, refresh)}
        />
      )}
    </>
  );
}

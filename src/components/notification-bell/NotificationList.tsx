import type { Notification } from '@contract/events';
import { Button, ListSubheader, Menu, MenuItem } from '@mui/material';
import { formatDateTime } from '@/i18n/format';

/** The bell's list, loaded on the first click so the shell stays small. */
export default function NotificationList(props: {
  anchor: HTMLElement | null;
  items: Notification[];
  unread: number;
  onClose(): void;
  onOpen(n: Notification): void;
  onReadAll(): void;
}) {
  const { anchor, items, unread } = props;
  return (
    <Menu
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw', maxHeight: 480 } } }}
    >
      <ListSubheader sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        Уведомления
        <Button size="small" disabled={!unread} onClick={props.onReadAll}>
          Прочитать все
        </Button>
      </ListSubheader>
      {items.length ? (
        items.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => props.onOpen(n)}
            sx={{
              whiteSpace: 'normal',
              display: 'block',
              fontWeight: n.read ? 400 : 600,
              opacity: n.read ? 0.7 : 1,
            }}
          >
            {n.summary}
            <br />
            <small>{formatDateTime(n.created_at)}</small>
          </MenuItem>
        ))
      ) : (
        <MenuItem disabled>Уведомлений пока нет</MenuItem>
      )}
    </Menu>
  );
}

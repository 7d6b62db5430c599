import type { SavedView, SavedViewList, SavedViewState } from '@contract/saved-views';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/providers/notification';
import { SaveViewDialog } from './SaveViewDialog';
import { useSavedViews } from './use-saved-views';

interface Props {
  listKey: SavedViewList;
  /** The list's filters, sort and hidden columns now: what «Сохранить» keeps. */
  current: () => SavedViewState;
  /** Shows the list as a view keeps it. */
  onApply: (state: SavedViewState) => unknown;
  /** The list was opened with filters of its own (a link): the default view does not replace them. */
  openedFiltered?: boolean;
}

const failed = (e: unknown) => notify(e instanceof Error ? e.message : 'Не удалось сохранить вид', 'error');

/**
 * «Вид: …» (issue 42 item 18): a person's named filters, sort and columns of a list, kept on the
 * server; the default one is applied when the list opens.
 */
export function ViewPicker({ listKey, current, onApply, openedFiltered = false }: Props) {
  const { views, create, update, remove } = useSavedViews(listKey);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const items = views.data ?? [];
  const selected = items.find((v) => v.id === selectedId) ?? null;

  const apply = useRef(onApply);
  apply.current = onApply;
  // The default view, once, when the list opens.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !views.data) return;
    opened.current = true;
    const preferred = views.data.find((v) => v.is_default);
    if (preferred && !openedFiltered) {
      setSelectedId(preferred.id);
      apply.current(preferred.state);
    }
  }, [views.data, openedFiltered]);

  const close = () => setAnchor(null);
  const pick = (view: SavedView) => {
    close();
    setSelectedId(view.id);
    onApply(view.state);
  };
  const act = (call: () => Promise<unknown>, done: string) => {
    close();
    call()
      .then(() => notify(done))
      .catch(failed);
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid="view-picker"
        sx={{ maxWidth: 260, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Вид: {selected?.name ?? 'обычный'}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((view) => (
          <MenuItem key={view.id} selected={view.id === selectedId} onClick={() => pick(view)}>
            <ListItemIcon>{view.id === selectedId && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText primary={view.name} secondary={view.is_default ? 'по умолчанию' : undefined} />
          </MenuItem>
        ))}
        {items.length > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            close();
            setSaving(true);
          }}
        >
          Сохранить как…
        </MenuItem>
        {selected && (
          <MenuItem
            onClick={() =>
              act(() => update(selected.id, { state: current() }), `Вид «${selected.name}» сохранён`)
            }
          >
            Сохранить в «{selected.name}»
          </MenuItem>
        )}
        {selected && !selected.is_default && (
          <MenuItem
            onClick={() =>
              act(() => update(selected.id, { is_default: true }), 'Список будет открываться с этим видом')
            }
          >
            Сделать видом по умолчанию
          </MenuItem>
        )}
        {selected?.is_default && (
          <MenuItem
            onClick={() => act(() => update(selected.id, { is_default: false }), 'Вид по умолчанию снят')}
          >
            Не открывать по умолчанию
          </MenuItem>
        )}
        {selected && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() =>
              act(async () => {
                await remove(selected.id);
                setSelectedId(null);
              }, `Вид «${selected.name}» удалён`)
            }
          >
            Удалить «{selected.name}»
          </MenuItem>
        )}
      </Menu>
      {saving && (
        <SaveViewDialog
          onClose={() => setSaving(false)}
          onSave={async (name, isDefault) => {
            const view = await create(name, current(), isDefault);
            setSelectedId(view.id);
            notify(`Вид «${view.name}» сохранён`);
          }}
        />
      )}
    </>
  );
}

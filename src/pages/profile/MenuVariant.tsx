import type { Me } from '@contract/users';
import { FormControlLabel, FormHelperText, Paper, Switch, Typography } from '@mui/material';
import { useInvalidateAuthStore } from '@refinedev/core';
import { useState } from 'react';
import { rememberMe } from '@/providers/auth-provider';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';

/**
 * The short-path menu variant (issue 19, item 11): each user chooses it for themselves, on the
 * server, so it follows them from the desktop to the phone. Access rights do not change.
 */
export function MenuVariant({ me }: { me: Me }) {
  const invalidateAuth = useInvalidateAuthStore();
  const [busy, setBusy] = useState(false);
  // The switch moves at once; a refusal puts it back.
  const [checked, setChecked] = useState(me.settings.short_path_menu);
  const save = async (on: boolean) => {
    setBusy(true);
    setChecked(on);
    try {
      rememberMe(await http.put<Me>('/v1/users/', { settings: { short_path_menu: on } }));
      await invalidateAuth();
      notify(on ? 'Включено короткое меню' : 'Включено полное меню');
    } catch (error) {
      setChecked(!on);
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Меню
      </Typography>
      <FormControlLabel
        sx={{ minHeight: 44 }}
        label="Короткое меню"
        disabled={busy}
        control={
          <Switch
            checked={checked}
            onChange={(e) => void save(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'menu-variant-help' } }}
          />
        }
      />
      <FormHelperText id="menu-variant-help">
        Точки продаж, договоры, роли и пользователи остаются в меню только у администраторов организации.
        {me.is_org_admin ? ' Вы администратор: у вас эти разделы останутся.' : ''} Права доступа не меняются:
        страницы открываются по прямой ссылке, как раньше.
      </FormHelperText>
    </Paper>
  );
}

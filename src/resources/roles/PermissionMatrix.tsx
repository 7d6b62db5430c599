import { permissionsList } from '@contract/roles';
import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** Rows are permission groups (areas), cells are the permissions with Russian labels. */
export function PermissionMatrix({ value, onChange, disabled }: Props) {
  const { items, groups } = useMemo(permissionsList, []);
  const selected = new Set(value);
  const ordered = (next: Set<string>) => items.map((p) => p.name).filter((name) => next.has(name));
  const toggle = (names: string[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names)
      if (on) next.add(name);
      else next.delete(name);
    onChange(ordered(next));
  };

  return (
    <TableContainer>
      <Table size="small" aria-label="Права роли">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 260 }}>Раздел</TableCell>
            <TableCell>Права</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const names = items.filter((p) => p.group === group.key).map((p) => p.name);
            const count = names.filter((name) => selected.has(name)).length;
            return (
              <TableRow key={group.key} data-testid={`permission-group-${group.key}`}>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Typography fontWeight={600}>{group.label}</Typography>
                  <FormControlLabel
                    label="Выбрать всё в группе"
                    control={
                      <Checkbox
                        size="small"
                        checked={count === names.length}
                        indeterminate={count > 0 && count < names.length}
                        onChange={(event) => toggle(names, event.target.checked)}
                        disabled={disabled}
                        slotProps={{ input: { 'aria-label': `Выбрать всё в группе «${group.label}»` } }}
                      />
                    }
                    slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
                  />
                </TableCell>
                <TableCell>
                  <FormGroup row>
                    {items
                      .filter((p) => p.group === group.key)
                      .map((permission) => (
                        <FormControlLabel
                          key={permission.name}
                          label={permission.label}
                          sx={{ minWidth: 260 }}
                          control={
                            <Checkbox
                              checked={selected.has(permission.name)}
                              onChange={(event) => toggle([permission.name], event.target.checked)}
                              disabled={disabled}
                              name={permission.name}
                            />
                          }
                        />
                      ))}
                  </FormGroup>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

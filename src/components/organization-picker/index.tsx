import type { Permission } from '@contract/permissions';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useActiveOrganization } from './useActiveOrganization';

export { organizationsWith } from './organizations-with';
export { useActiveOrganization } from './useActiveOrganization';

/** «Организация»: picks the organization a screen acts on; hidden when there is only one. */
export function OrganizationPicker({
  permission,
  minWidth = 260,
}: {
  permission?: Permission;
  minWidth?: number;
}) {
  const { organizationId, setOrganizationId, organizations } = useActiveOrganization(permission);
  const labelId = useId();
  if (organizations.length <= 1 || organizationId === null) return null;
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel id={labelId}>Организация</InputLabel>
      <Select
        labelId={labelId}
        label="Организация"
        value={organizationId}
        onChange={(event) => setOrganizationId(Number(event.target.value))}
      >
        {organizations.map((org) => (
          <MenuItem key={org.id} value={org.id}>
            {org.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

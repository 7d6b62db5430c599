import { Autocomplete, Stack, TextField } from '@mui/material';
import { useCities, useRegions } from './use-address-dictionaries';

export interface RegionCityValue {
  regionId: number | null;
  cityId: number | null;
}

interface Props {
  value: RegionCityValue;
  onChange: (value: RegionCityValue) => void;
  regionError?: string;
  cityError?: string;
  disabled?: boolean;
}

/** Region first, then a city of that region, both from the dictionaries. */
export function RegionCityPicker({ value, onChange, regionError, cityError, disabled }: Props) {
  const { regions, loading: regionsLoading } = useRegions();
  const { cities, loading: citiesLoading } = useCities(value.regionId);
  const region = regions.find((r) => r.region_id === value.regionId) ?? null;
  const city = cities.find((c) => c.locality_id === value.cityId) ?? null;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Autocomplete
        sx={{ flex: 1 }}
        options={regions}
        value={region}
        loading={regionsLoading}
        disabled={disabled}
        getOptionLabel={(option) => option.region_name}
        isOptionEqualToValue={(a, b) => a.region_id === b.region_id}
        onChange={(_e, next) => onChange({ regionId: next?.region_id ?? null, cityId: null })}
        noOptionsText="Регион не найден"
        loadingText="Загрузка…"
        renderInput={(params) => (
          <TextField {...params} label="Регион" error={Boolean(regionError)} helperText={regionError} />
        )}
      />
      <Autocomplete
        sx={{ flex: 1 }}
        options={cities}
        value={city}
        loading={citiesLoading}
        disabled={disabled || value.regionId === null}
        getOptionLabel={(option) => option.locality_name}
        isOptionEqualToValue={(a, b) => a.locality_id === b.locality_id}
        onChange={(_e, next) => onChange({ regionId: value.regionId, cityId: next?.locality_id ?? null })}
        noOptionsText="Город не найден"
        loadingText="Загрузка…"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Город"
            error={Boolean(cityError)}
            helperText={cityError ?? (value.regionId === null ? 'Сначала выберите регион' : undefined)}
          />
        )}
      />
    </Stack>
  );
}

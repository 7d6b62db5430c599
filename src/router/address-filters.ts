/**
 * The one value of a list filter kept in the page's address by Refine's syncWithLocation
 * (`filters[0][field]=status_ids&filters[0][value][0]=13`): links such as the start page's open a
 * list filtered, and its own filter fields show it. Several values, or none: undefined.
 */
export function addressFilterValue(search: string, field: string): string | undefined {
  const params = new URLSearchParams(search);
  for (let i = 0; params.has(`filters[${i}][field]`); i++) {
    if (params.get(`filters[${i}][field]`) !== field) continue;
    const values = [...params.entries()].filter(([key]) => key.startsWith(`filters[${i}][value]`));
    return values.length === 1 ? values[0][1] : undefined;
  }
  return undefined;
}

/** A number from the address (`?status=2`, a filter's one value), or '' for none. */
export function addressId(value: string | null | undefined): number | '' {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : '';
}

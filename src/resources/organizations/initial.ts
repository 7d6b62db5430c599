const LEGAL_FORM = /^(ООО|ОАО|ЗАО|ПАО|НАО|АО|ИП|НКО|АНО|ГУП|МУП|ФГУП|КФХ)\s+/i;

/** The letter of an organization's avatar: its own name's, not the legal form's or a quote's. */
export function organizationInitial(name: string): string {
  const own = name
    .trim()
    .replace(LEGAL_FORM, '')
    .replace(/^[«"„“'(\s]+/, '');
  return (own.charAt(0) || name.trim().charAt(0) || '?').toUpperCase();
}

import { useEffect } from 'react';

/** Sets the document title: «{title} — Закупки B2B». */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} — Закупки B2B` : 'Закупки B2B';
  }, [title]);
}

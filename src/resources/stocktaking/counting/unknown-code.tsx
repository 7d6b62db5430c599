import type { Good } from '@contract/goods';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { http } from '@/providers/http';

export interface Notice {
  severity: 'error' | 'success' | 'warning' | 'info';
  text: string;
  action?: ReactNode;
}

const looksLikeCode = (text: string) => /^[0-9]{6,32}$/.test(text.trim());

/** The organization's good with this barcode, if any. */
export async function goodByBarcode(organizationId: number, code: string): Promise<Good | null> {
  const answer = await http.get<{ items: Good[] }>('/v1/goods/', {
    organization_id: organizationId,
    barcode: code,
    limit: 5,
  });
  return answer.items.find((g) => g.barcodes.includes(code)) ?? null;
}

/**
 * What to tell about a code that matches no line: the good exists in the catalog (offer to add it to
 * the document), or nowhere (offer the catalog). Null for a text that is not a code.
 */
export async function unknownCodeNotice(
  organizationId: number,
  code: string,
  addToDocument: ((good: Good) => void) | null,
): Promise<Notice | null> {
  if (!looksLikeCode(code)) return null;
  const good = await goodByBarcode(organizationId, code).catch(() => null);
  if (good)
    return {
      severity: 'warning',
      text: `Штрихкода ${code} нет в этой инвентаризации: это «${good.name}».`,
      action: addToDocument ? (
        <Button color="inherit" onClick={() => addToDocument(good)} sx={{ minHeight: 44 }}>
          Добавить в документ
        </Button>
      ) : undefined,
    };
  return {
    severity: 'warning',
    text: `Товар со штрихкодом ${code} не найден ни в документе, ни в каталоге.`,
    action: (
      <Button color="inherit" component={RouterLink} to="/manage/catalog" sx={{ minHeight: 44 }}>
        Добавить товар в каталог
      </Button>
    ),
  };
}

/** File types recognised by their first bytes, never by the name or the client's Content-Type. */
export interface SniffedType {
  ext: string;
  mime: string;
  kind: 'image' | 'spreadsheet' | 'document';
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

export function sniffFileType(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png', kind: 'image' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', mime: 'image/gif', kind: 'image' };
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return { ext: 'webp', mime: 'image/webp', kind: 'image' };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]))
    return {
      ext: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      kind: 'spreadsheet',
    };
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46]))
    return { ext: 'pdf', mime: 'application/pdf', kind: 'document' };
  return null;
}

export function sniffImage(buf: Buffer): SniffedType | null {
  const type = sniffFileType(buf);
  return type?.kind === 'image' ? type : null;
}

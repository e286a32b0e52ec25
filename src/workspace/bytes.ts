/**
 * Bytes and text, as every part that runs in a browser handles them (no Node Buffer): UTF-8 both
 * ways, a byte-order mark kept as the text's first character (as Node's `toString('utf8')`
 * keeps it), and two runs of bytes compared.
 */
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

/** The UTF-8 text of `bytes` (a byte-order mark kept; a broken sequence as U+FFFD). */
export const decodeUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes);

/** The UTF-8 bytes of `text`. */
export const encodeUtf8 = (text: string): Uint8Array => encoder.encode(text);

/** Whether two runs of bytes are the same. */
export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.byteLength === b.byteLength && a.every((x, i) => x === b[i]);

/**
 * A stamp of a text or bytes: their length in bytes and two 32-bit hashes of them (FNV-1a, and
 * the same walk with another prime), so it differs whenever they do (a collision needs both
 * hashes and the length to match). Not for secrets: for telling versions of a file apart.
 */
export function contentStamp(content: string | Uint8Array): string {
  const bytes = typeof content === 'string' ? encodeUtf8(content) : content;
  let a = 0x811c9dc5;
  let b = 0x12345678;
  for (const x of bytes) {
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995);
  }
  return `${bytes.byteLength.toString(36)}-${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

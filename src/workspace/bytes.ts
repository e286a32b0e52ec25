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

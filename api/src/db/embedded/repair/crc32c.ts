/** CRC-32C (Castagnoli), the checksum PostgreSQL puts on pg_control and on every WAL record. */
const TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  return crc >>> 0;
});

/** Feeds `bytes` into a running CRC; start from `CRC32C_INIT`, finish with `finishCrc32c`. */
export function updateCrc32c(crc: number, bytes: Uint8Array): number {
  let value = crc;
  for (const byte of bytes) value = (TABLE[(value ^ byte) & 0xff] ?? 0) ^ (value >>> 8);
  return value >>> 0;
}

export const CRC32C_INIT = 0xffffffff;
export const finishCrc32c = (crc: number) => (crc ^ 0xffffffff) >>> 0;

export const crc32c = (bytes: Uint8Array) => finishCrc32c(updateCrc32c(CRC32C_INIT, bytes));

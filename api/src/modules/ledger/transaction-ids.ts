import { createCipheriv, createDecipheriv, type Cipher, type Decipher } from 'node:crypto';
import { TRANSACTION_ID_PATTERN } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { transactionIdKey } from './transaction-id-repository.js';

/** The fixed first half of every block: what tells a real id from a made-up one. */
const MARK = Buffer.from('wattle.t', 'latin1');

/**
 * Transaction ids as anyone outside the API sees them. A posting's own id is a sequence
 * number: shown as is, two of them tell how many movements Wattle made in between. So a
 * posting id leaves the API only encrypted: one AES-256 block (the mark, then the id) under
 * the database's key, written as 22 URL-safe characters. The same posting always gets the
 * same id, on every instance; without the key nothing can be learnt from one or made up (a
 * block that does not decrypt to the mark is no id: one chance in 2^64 for a guess).
 */
export class TransactionIds {
  // ECB on single blocks keeps no state between them, so one cipher serves every call.
  private readonly cipher: Cipher;
  private readonly decipher: Decipher;

  constructor(key: Uint8Array) {
    this.cipher = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
    this.decipher = createDecipheriv('aes-256-ecb', key, null).setAutoPadding(false);
  }

  /** A posting id (a bigint's digits) as its public transaction id. */
  toPublic(postingId: string): string {
    const block = Buffer.alloc(16);
    MARK.copy(block);
    block.writeBigUInt64BE(BigInt(postingId), 8);
    return this.cipher.update(block).toString('base64url');
  }

  /** The posting id a public transaction id stands for, or null when it is none. */
  toPosting(publicId: string): string | null {
    if (!TRANSACTION_ID_PATTERN.test(publicId)) return null;
    const bytes = Buffer.from(publicId, 'base64url');
    // 22 characters carry 132 bits: only the one spelling of the 128 that were encrypted.
    if (bytes.toString('base64url') !== publicId) return null;
    const block = this.decipher.update(bytes);
    if (!block.subarray(0, 8).equals(MARK)) return null;
    return block.readBigUInt64BE(8).toString();
  }
}

// Read once per database (the key never changes); a failed read is tried again next time.
const loaded = new WeakMap<Db, Promise<TransactionIds>>();

/** The transaction ids of this database. */
export function transactionIdsOf(db: Db): Promise<TransactionIds> {
  const known = loaded.get(db);
  if (known) return known;
  const loading = transactionIdKey(db).then((key) => new TransactionIds(key));
  loaded.set(db, loading);
  loading.catch(() => loaded.delete(db));
  return loading;
}

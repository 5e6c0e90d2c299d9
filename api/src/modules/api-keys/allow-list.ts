import { BlockList, isIP } from 'node:net';
import { allowEntryInvalid } from './api-key-errors.js';

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.7`), as its IPv4 self. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/**
 * An allow-list entry in its one written form — an address, or a range in CIDR notation with
 * its prefix — or a 400 naming the entry.
 */
export function normalisedAllowEntry(entry: string): string {
  const [address = '', prefix, extra] = entry.trim().split('/');
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (family === 0 || extra !== undefined) throw allowEntryInvalid(entry);
  if (prefix === undefined) return plain.toLowerCase();
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
    throw allowEntryInvalid(entry);
  }
  return `${plain.toLowerCase()}/${bits}`;
}

/** Whether `ip` is one of the entries or inside one of the ranges; an empty list allows all. */
export function addressAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const plain = plainAddress(ip);
  const family = isIP(plain);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const list = new BlockList();
  for (const entry of allowList) {
    const [address = '', prefix] = entry.split('/');
    const entryType = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, entryType);
    else list.addSubnet(address, Number(prefix), entryType);
  }
  return list.check(plain, type);
}

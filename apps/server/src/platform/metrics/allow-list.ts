import { BlockList, isIP } from 'node:net';

/** An IPv4 client on a dual-stack socket (`::ffff:10.0.0.1`) as its IPv4 address. */
function unmapped(address: string): string {
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** Whether a METRICS_ALLOW entry is an IP address (`10.0.0.5`, `::1`) or a CIDR range (`10.0.0.0/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = family(address);
  if (!kind || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 'ipv4' ? 32 : 128);
}

/**
 * Which clients may scrape /metrics (METRICS_ALLOW, entries already checked by the config): any
 * when the list is empty, else those whose connecting address is listed or in a listed range.
 */
export function allowList(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => true;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const kind = family(address) ?? 'ipv4';
    if (prefix === undefined) list.addAddress(address, kind);
    else list.addSubnet(address, Number(prefix), kind);
  }
  return (address) => {
    const plain = unmapped(address);
    const kind = family(plain);
    return kind !== null && list.check(plain, kind);
  };
}

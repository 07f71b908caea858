import proxyaddr from 'proxy-addr';

/** What Express's `trust proxy` setting accepts, in the forms the README offers. */
export type TrustProxy = boolean | number | string[];

export const TRUST_PROXY_FORMS = "true, false, a hop count (0–100) or a comma-separated list of proxy addresses/subnets";

/**
 * `TRUST_PROXY` as Express must get it. Express reads any string as an address
 * list, so a hop count left as the string "1" trusted nobody. `true` means the one
 * proxy in front (as 1), not Express's "trust every hop": that would let a client
 * choose its own address for the rate limits with a forged X-Forwarded-For.
 * Returns null for a value that is none of the forms.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim();
  if (value === '' || /^false$/i.test(value)) return false;
  if (/^true$/i.test(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 100 ? hops : null;
  }
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.length) return null;
  try {
    proxyaddr.compile(list);
  } catch {
    return null;
  }
  return list;
}

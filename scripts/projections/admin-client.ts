import type { ProcessingStatusWire, RebuildStartedWire } from '../../api/features/operations/wire-types';

/**
 * The admin API as the projections CLI uses it: in-memory read models live in the
 * server's process, so the CLI acts on the running server rather than on the stores.
 */
export class AdminClient {
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  async login(username: string, password: string): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/login`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`sign-in failed (${res.status}): ${await messageOf(res)}`);
    this.cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }

  async status(): Promise<ProcessingStatusWire> {
    const res = await fetch(`${this.baseUrl}/api/admin/projections`, { headers: { Cookie: this.cookie } });
    if (!res.ok) throw new Error(`status failed (${res.status}): ${await messageOf(res)}`);
    return (await res.json()) as ProcessingStatusWire;
  }

  async rebuild(name: string): Promise<RebuildStartedWire> {
    const res = await fetch(`${this.baseUrl}/api/admin/projections/${encodeURIComponent(name)}/rebuild`, {
      method: 'POST', headers: { Cookie: this.cookie },
    });
    if (res.status !== 202) throw new Error(`rebuild refused (${res.status}): ${await messageOf(res)}`);
    return (await res.json()) as RebuildStartedWire;
  }
}

async function messageOf(res: Response): Promise<string> {
  try {
    return ((await res.json()) as { message?: string }).message ?? res.statusText;
  } catch {
    return res.statusText;
  }
}

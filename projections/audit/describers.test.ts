import { auditAreas } from './describers';

describe('audit describers', () => {
  it('describe each event type in one area only (a second would silently replace the first)', () => {
    const owners = new Map<string, string[]>();
    for (const [area, describers] of Object.entries(auditAreas)) {
      for (const type of Object.keys(describers)) owners.set(type, [...(owners.get(type) ?? []), area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
  });
});

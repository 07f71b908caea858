import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { loadStream } from '../command-handling';
import { ReactorRunner } from '../reactors/reactor-runner';
import { TierCommands } from './tier-commands';
import { reactorDeps } from '../../test/reactor-doubles';
import { tierNameRelease } from './tier-names.reactor';

describe('the tier-name reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  const runners: ReactorRunner[] = [];
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
  });
  const start = async () => {
    const r = new ReactorRunner([tierNameRelease], reactorDeps({ events: stores.events }), new MemoryCheckpointStore());
    runners.push(r);
    await r.start();
    return r;
  };
  let n = 0;
  const tiers = () => new TierCommands(stores.events, { next: () => `t${++n}`, token: () => 'x' });
  const owner = async (name: string) => (await loadStream(stores.events, reservationStream('tier_name', name), reservationDecider)).state.ownerId;
  const fields = { name: 'Gold', cost: '$1', benefits: 'b', displayOrder: 0, isActive: true };

  it('frees a renamed tier\'s old name and a deleted tier\'s name; a replay releases nothing more', async () => {
    const { tierId } = await tiers().create(fields, ctx());
    const other = await tiers().create({ ...fields, name: 'Silver' }, ctx());
    await tiers().update(tierId, { name: 'Platinum' }, ctx());
    await tiers().delete(other.tierId, ctx());
    await start();
    await eventually(async () => {
      expect(await owner('gold')).toBeNull();
      expect(await owner('silver')).toBeNull();
    });
    expect(await owner('PLATINUM')).toBe(tierId);
    const head = await stores.events.headPosition();
    const replay = await start();
    await eventually(() => expect(replay.health()[0].position).toBe(head));
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('keeps a name the tier took back before the reactor ran, and a case-only rename', async () => {
    const { tierId } = await tiers().create(fields, ctx());
    await tiers().update(tierId, { name: 'Platinum' }, ctx());
    await tiers().update(tierId, { name: 'Gold' }, ctx());
    await tiers().update(tierId, { name: 'GOLD' }, ctx());
    await start();
    await eventually(async () => expect(await owner('platinum')).toBeNull());
    expect(await owner('gold')).toBe(tierId);
  });

  it('refuses a name another tier holds, ignoring case', async () => {
    await tiers().create(fields, ctx());
    await expect(tiers().create({ ...fields, name: ' gOLD ' }, ctx())).rejects.toThrow('A sponsorship tier with this name already exists');
    const silver = await tiers().create({ ...fields, name: 'Silver' }, ctx());
    await expect(tiers().update(silver.tierId, { name: 'GOLD' }, ctx())).rejects.toThrow('A sponsorship tier with this name already exists');
  });
});

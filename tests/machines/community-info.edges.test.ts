// The Edit Community Information modal at the edges of its rules: a house type picked again in its own
// entry, entries cleared back to none, and what the toast receives when the save fails.
import { describe, expect, it } from 'vitest';
import { communityInfoMachine } from '../../machines/community-info/community-info.machine';
import { isHouseTypeAvailable } from '../../machines/community-info/community-info.schema';
import { startMachine } from '../support/machine-kit';
import { communityFixture as community } from '../support/fixtures';

const form = { ...community, properties_in_community: ['townhomes', '', 'detached'] };

describe('community-info edges', () => {
  it('starts closed with no form, no new map and no map error', () => {
    const t = startMachine(communityInfoMachine);
    expect(t.value()).toBe('closed');
    expect(t.context()).toEqual({ form: null, map: null, mapError: null });
  });

  it('an entry may keep its own house type, and any entry may go back to none', () => {
    const t = startMachine(communityInfoMachine);
    t.send({ type: 'community.edit', community: form });
    const can = (index: number, value: string) =>
      t.snapshot().can({ type: 'community.houseType.change', index, value });
    expect(can(0, 'townhomes')).toBe(true);
    expect(can(1, 'townhomes')).toBe(false);
    expect(can(0, '')).toBe(true);
    t.send({ type: 'community.houseType.change', index: 2, value: '' });
    expect(t.context().form?.properties_in_community).toEqual(['townhomes', '', '']);
  });

  it('isHouseTypeAvailable: none is always available, a chosen type only in its own entry', () => {
    expect(isHouseTypeAvailable(form, 0, '')).toBe(true);
    expect(isHouseTypeAvailable(form, 2, 'detached')).toBe(true);
    expect(isHouseTypeAvailable(form, 1, 'detached')).toBe(false);
    expect(isHouseTypeAvailable(form, 1, 'condo')).toBe(true);
  });

  it('a failed save hands the error itself to the toast; a refusal its field errors', async () => {
    const t = startMachine(communityInfoMachine);
    t.send({ type: 'community.edit', community });
    t.send({ type: 'community.save' });
    const error = new Error('offline');
    await t.reject('saveCommunity', error);
    t.send({ type: 'community.save' });
    await t.resolve('saveCommunity', { kind: 'invalid', errors: { address: ['bad'] } });
    expect(t.effect('notifyErrors')).toEqual([{ error }, { error: { address: ['bad'] } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { communityInfoMachine } from '../../machines/community-info/community-info.machine';
import type { CommunityForm } from '../../machines/community-info/community-info.schema';
import { startMachine } from '../support/machine-kit';
import { expectSaveRefusedThenFailed } from '../support/refusal-then-failure';
import { addressFixture as address, communityFixture as community, pdfFixture as pdf } from '../support/fixtures';

function editing(c: CommunityForm = community) {
  const t = startMachine(communityInfoMachine);
  t.send({ type: 'community.edit', community: c });
  return t;
}

describe('community-info machine', () => {
  it('canSave: needs a house type and a complete sample address', () => {
    const t = editing({ ...community, properties_in_community: [''] });
    const can = () => t.snapshot().can({ type: 'community.save' });
    expect(can()).toBe(false);
    t.send({ type: 'community.houseType.change', index: 0, value: 'condo' });
    expect(can()).toBe(true);
    t.send({ type: 'community.change', values: { address: { ...address, city: '' } } });
    expect(can()).toBe(false);
  });

  it('isHouseTypeAvailable: a chosen house type cannot be picked again', () => {
    const t = editing();
    t.send({ type: 'community.houseType.add' });
    t.send({ type: 'community.houseType.change', index: 1, value: 'townhomes' });
    expect(t.context().form?.properties_in_community).toEqual(['townhomes', '']);
    t.send({ type: 'community.houseType.change', index: 1, value: 'detached' });
    expect(t.context().form?.properties_in_community).toEqual(['townhomes', 'detached']);
    t.send({ type: 'community.houseType.remove', index: 0 });
    expect(t.context().form?.properties_in_community).toEqual(['detached']);
  });

  it('empty house types are dropped, the map is sent only when changed; isSaved closes and reloads', async () => {
    const t = editing();
    t.send({ type: 'community.houseType.add' });
    t.send({ type: 'community.save' });
    expect(t.inputOf('saveCommunity')).toEqual({
      uuid: 'cm1',
      properties_in_community: ['townhomes'],
      home_count: '1-100',
      address,
    });
    await t.resolve('saveCommunity', { kind: 'saved' });
    expect(t.value()).toBe('closed');
    expect(t.effectNames()).toEqual(['reloadCommunities', 'notifySaved']);
    t.send({ type: 'community.edit', community });
    t.send({ type: 'community.map.select', file: pdf });
    t.send({ type: 'community.save' });
    expect(t.inputOf('saveCommunity')).toMatchObject({ community_boundary_map: pdf.dataUrl });
  });

  it('isUploadAcceptable false: the map error, nothing kept', () => {
    const t = editing();
    t.send({ type: 'community.map.select', file: { ...pdf, name: 'map.png', type: 'image/png' } });
    expect(t.context()).toMatchObject({ map: null, mapError: 'Uploaded file is not a valid PDF' });
  });

  it('isSaved false / rejection: toast, the modal stays; cancel closes', async () => {
    const t = editing();
    await expectSaveRefusedThenFailed(t, 'saveCommunity', { save: 'community.save', errors: { address: ['bad'] } });
    expect(t.effect('notifyErrors')).toHaveLength(2);
    t.send({ type: 'community.cancel' });
    expect(t.value()).toBe('closed');
    expect(t.context().form).toBeNull();
  });
});

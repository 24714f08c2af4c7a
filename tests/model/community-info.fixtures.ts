// The Edit Community Information modal's fixtures, shared by the model suite and the UI model suite
// (which edits the demo community and reads the server's own refusal). Free of vitest: Playwright loads it too.
import type { communityInfoMachine } from '../../machines/community-info/community-info.machine';
import { communityFixture as community, pdfFixture as pdf } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';

export const communityInfoFixtures = {
  'community.edit': [{ type: 'community.edit', community }],
  'community.houseType.add': (s) =>
    (s.context.form?.properties_in_community.length ?? 0) < 2 ? [{ type: 'community.houseType.add' }] : [],
  'community.houseType.change': (s) =>
    s.context.form?.properties_in_community.length === 2
      ? [{ type: 'community.houseType.change', index: 1, value: 'condo' }]
      : [],
  'community.houseType.remove': (s) =>
    s.context.form?.properties_in_community.length === 2 ? [{ type: 'community.houseType.remove', index: 1 }] : [],
  'community.change': (s) =>
    s.context.form?.home_count === '1-100' ? [{ type: 'community.change', values: { home_count: '501+' } }] : [],
  'community.map.select': (s) =>
    s.context.map === null && s.context.mapError === null
      ? [
          { type: 'community.map.select', file: pdf },
          { type: 'community.map.select', file: { ...pdf, size: 6_000_000 } },
        ]
      : [],
  'community.save': [{ type: 'community.save' }],
  'community.cancel': [{ type: 'community.cancel' }],
  'xstate.done.actor.saveCommunity': [
    { type: 'xstate.done.actor.saveCommunity', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.saveCommunity', output: { kind: 'invalid', errors: { address: ['bad'] } } },
  ],
  'xstate.error.actor.saveCommunity': [{ type: 'xstate.error.actor.saveCommunity', error: new Error('offline') }],
} satisfies Fixtures<typeof communityInfoMachine>;

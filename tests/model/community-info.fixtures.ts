// The Edit Community Information modal's fixtures, shared by the model suite and the UI model suite
// (which edits the demo community and reads the server's own refusal). Free of vitest: Playwright loads it too.
import type { communityInfoMachine } from '../../machines/community-info/community-info.machine';
import { communityFixture as community, pdfFixture as pdf } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';
import { plainEvents, saveSettles } from '../support/actor-events';

export const communityInfoFixtures = {
  ...plainEvents('community.save', 'community.cancel'),
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
  ...saveSettles('saveCommunity', { address: ['bad'] }),
} satisfies Fixtures<typeof communityInfoMachine>;

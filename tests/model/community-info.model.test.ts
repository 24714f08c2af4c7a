// Model-based paths of the Edit Community Information modal (design.md §4), with the shared harness.
import { communityInfoMachine } from '../../machines/community-info/community-info.machine';
import { defineModelSuite } from '../support/model-harness';
import { communityInfoFixtures } from './community-info.fixtures';

defineModelSuite('community-info', communityInfoMachine, { fixtures: communityInfoFixtures });

// The community-info actor shared by the Community Info cards (their Edit, Update Map and Update
// Community Details buttons) and the Edit Community Information modal.
import { createActorContext } from '@xstate/react';
import { communityInfoMachine } from '../../../../machines/community-info/community-info.machine';

export const CommunityActor = createActorContext(communityInfoMachine);

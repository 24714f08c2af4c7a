// @vitest-environment jsdom
// The Account Information tab's drafts (src/flows/account/info/drafts.ts) on the real machines: what
// each keeps over a reload and what it leaves out (the new password, the last refusal, a map too
// large for sessionStorage), and that the notification card keeps only unsaved changes.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountEditMachine } from '../../../../machines/account-edit/account-edit.machine';
import type { AccountForm } from '../../../../machines/account-edit/account-edit.schema';
import { communityInfoMachine } from '../../../../machines/community-info/community-info.machine';
import { notificationPreferencesMachine } from '../../../../machines/notification-preferences/notification-preferences.machine';
import {
  COMMUNITY_DRAFT,
  DRAFT_MAP_LIMIT,
  EDIT_DRAFT,
  PREFERENCES_DRAFT,
  draftNames,
} from '../../../../src/flows/account/info/drafts';
import { readDraft, useModalDraft } from '../../../../src/flows/account/shared/modal-draft';
import { accountFormFixture, communityFixture, pdfFixture } from '../../../support/fixtures';

const effects = { reloadAccount: () => undefined, notifySaved: () => undefined, notifyErrors: () => undefined };

afterEach(() => sessionStorage.clear());

describe('account edit draft', () => {
  it('keeps the typed entries but not the new password, and resumes open with them', async () => {
    const machine = accountEditMachine.provide({
      actors: { fetchAccount: fromPromise<AccountForm, { commercial: boolean }>(async () => accountFormFixture) },
      actions: effects,
    });
    const name = draftNames.accountEdit('u1');
    const actor = createActor(machine, { input: { commercial: false, fieldOfficeUuid: 'fo1' } }).start();
    renderHook(() => useModalDraft(actor, name, EDIT_DRAFT));
    act(() => actor.send({ type: 'edit.open' }));
    await act(() => waitFor(actor, (s) => s.matches('editing')));
    act(() => actor.send({ type: 'edit.change', values: { last_name: 'Reloaded', password: 'Secret123' } }));
    const draft = readDraft(name);
    expect(draft).toMatchObject({ value: 'editing', context: { form: { last_name: 'Reloaded', password: '' } } });
    expect(JSON.stringify(sessionStorage)).not.toContain('Secret123');
    const again = createActor(machine, {
      snapshot: draft as never,
      input: { commercial: false, fieldOfficeUuid: 'fo1' },
    }).start();
    expect(again.getSnapshot().matches('editing')).toBe(true);
    expect(again.getSnapshot().context.form?.last_name).toBe('Reloaded');
  });
});

describe('community draft', () => {
  const machine = communityInfoMachine.provide({
    actions: { reloadCommunities: () => undefined, notifySaved: () => undefined, notifyErrors: () => undefined },
  });

  it('keeps a picked PDF map with the other entries', () => {
    const name = draftNames.community('u1');
    const actor = createActor(machine).start();
    renderHook(() => useModalDraft(actor, name, COMMUNITY_DRAFT));
    act(() => actor.send({ type: 'community.edit', community: communityFixture }));
    act(() => actor.send({ type: 'community.change', values: { home_count: '501+' } }));
    act(() => actor.send({ type: 'community.map.select', file: pdfFixture }));
    expect(readDraft(name)).toMatchObject({ context: { map: pdfFixture.dataUrl, form: { home_count: '501+' } } });
  });

  it('leaves out a map too large for sessionStorage, and the refusal of the last pick', () => {
    const big = `data:application/pdf;base64,${'A'.repeat(DRAFT_MAP_LIMIT)}`;
    const cleaned = COMMUNITY_DRAFT.clean({
      value: 'editing',
      context: { form: communityFixture, map: big, mapError: 'x' },
    });
    expect(cleaned.context).toMatchObject({ map: null, mapError: null, form: communityFixture });
  });
});

describe('notification preferences draft', () => {
  it('is kept only while a toggle is unsaved', () => {
    const input = {
      preferences: [
        { uuid: 'n1', type: 'technician_assigned', label: 'Technician Assigned', email: true, text: false },
      ],
      guests: [],
    };
    const name = draftNames.notificationPreferences('u1');
    const actor = createActor(notificationPreferencesMachine, { input }).start();
    renderHook(() => useModalDraft(actor, name, PREFERENCES_DRAFT));
    expect(readDraft(name)).toBeUndefined();
    act(() => actor.send({ type: 'preferences.toggle', uuid: 'n1', channel: 'text', checked: true }));
    expect(readDraft(name)).toMatchObject({ context: { current: { preferences: [{ text: true }] } } });
    act(() => actor.send({ type: 'preferences.toggle', uuid: 'n1', channel: 'text', checked: false }));
    expect(readDraft(name)).toBeUndefined();
  });
});

// The Notification Preferences card (spec 3 §2.2, §3, §7) on the notification-preferences machine: a
// table with an Email and a Text checkbox per notification type and 'Save changes' (PATCH
// notification-preference/ with the list); commercial customers also the guest preferences of each
// community (Service Complete by email and text; PUT /crm/commercial-community/{uuid}/).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useActor } from '@xstate/react';
import { notificationPreferencesMachine } from '../../../../machines/notification-preferences/notification-preferences.machine';
import type {
  Channel,
  GuestPreference,
  Preference,
} from '../../../../machines/notification-preferences/notification-preferences.schema';
import { useApi } from '../../../api-context';
import { communitiesQuery, notificationPreferencesQuery } from '../../../api/account-queries';
import type { components } from '../../../api/schema.gen';
import { NOTIFICATION_TYPE_LABELS } from '../../../domain/account-enums';
import { inspect } from '../../../inspect';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/choice';
import { Spinner } from '../../../ui/spinner';
import type { AccountUserProps } from '../account-nav';
import { useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { createNotificationImplementations } from './actors';
import { preferencesState } from './forms-from-api';
import { PREFERENCES_DRAFT, draftNames } from './drafts';
import { useInfoLogic } from './use-info-logic';
import { accountMessages } from '../../../domain/account-messages';
import { BusyForm } from '../../../ui/busy-form';
import { ColumnHeads } from '../../../ui/column-heads';

type Schemas = components['schemas'];

export function NotificationCard({ user }: { user: AccountUserProps }) {
  return user.commercial ? <WithCommunities user={user} /> : <PreferencesForm user={user} communities={[]} />;
}

/** Commercial customers: the communities' guest preferences too. */
function WithCommunities({ user }: { user: AccountUserProps }) {
  const api = useApi();
  const { data: communities } = useSuspenseQuery(communitiesQuery(api, user.uuid));
  return <PreferencesForm user={user} communities={communities} />;
}

function PreferencesForm({
  user,
  communities,
}: {
  user: AccountUserProps;
  communities: readonly Schemas['CommunityInfo'][];
}) {
  const api = useApi();
  const { data: preferences } = useSuspenseQuery(notificationPreferencesQuery(api, user.uuid));
  const logic = useInfoLogic(user, (deps) =>
    notificationPreferencesMachine.provide(createNotificationImplementations(deps)),
  );
  // Unsaved toggles survive a reload, as the modals' entries do (drafts.ts).
  const draft = draftNames.notificationPreferences(user.uuid);
  const restored = useDraftSnapshot(logic, draft);
  const [snapshot, send, actor] = useActor(logic, {
    input: preferencesState(preferences, communities),
    ...restored,
    inspect,
  });
  useModalDraft(actor, draft, PREFERENCES_DRAFT);
  const saving = snapshot.matches('saving');
  const { current } = snapshot.context;
  return (
    <Card title={accountMessages.notificationPreferencesTitle} className="info-card">
      <BusyForm className="info-form" busy={saving} onSubmit={() => send({ type: 'preferences.save' })}>
        <PreferenceTable
          caption="Which notifications you receive, by email and by text"
          rows={current.preferences}
          isDisabled={saving}
          onToggle={(uuid, channel, checked) => send({ type: 'preferences.toggle', uuid, channel, checked })}
        />
        {current.guests.length > 0 ? (
          <>
            <h3 className="info-subtitle">{accountMessages.guestNotificationPreferencesTitle}</h3>
            <PreferenceTable
              caption="Which notifications your guests receive, by email and by text"
              rows={current.guests.map((g) => guestRow(g, current.guests.length))}
              isDisabled={saving}
              onToggle={(uuid, channel, checked) => send({ type: 'preferences.guest.toggle', uuid, channel, checked })}
            />
          </>
        ) : null}
        <div className="info-card__links">
          <Button type="submit" isDisabled={!snapshot.can({ type: 'preferences.save' }) && !saving} isPending={saving}>
            {accountMessages.saveChangesPreferences}
          </Button>
          {saving ? <Spinner label="Saving your notification preferences…" /> : null}
        </div>
      </BusyForm>
    </Card>
  );
}

/** Guests are told when a service is complete (spec 3 §2.2); with several communities, whose. */
const guestRow = (g: GuestPreference, count: number) => ({
  uuid: g.uuid,
  label:
    count > 1 && g.name
      ? `${NOTIFICATION_TYPE_LABELS.service_complete} (${g.name})`
      : NOTIFICATION_TYPE_LABELS.service_complete,
  email: g.email,
  text: g.text,
});

function PreferenceTable({
  caption,
  rows,
  isDisabled,
  onToggle,
}: {
  caption: string;
  rows: Pick<Preference, 'uuid' | 'label' | 'email' | 'text'>[];
  /** While a save is under way: the machine takes no toggle then, so none is offered (not one silently lost). */
  isDisabled: boolean;
  onToggle: (uuid: string, channel: Channel, checked: boolean) => void;
}) {
  return (
    <table className="info-prefs">
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeads columns={['Notification', 'Email', 'Text']} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.uuid}>
            <th scope="row">{r.label}</th>
            {(['email', 'text'] as const).map((channel) => (
              <td key={channel}>
                <Checkbox
                  isSelected={r[channel]}
                  isDisabled={isDisabled}
                  onChange={(checked) => onToggle(r.uuid, channel, checked)}
                >
                  <span className="visually-hidden">
                    {r.label} by {channel}
                  </span>
                </Checkbox>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

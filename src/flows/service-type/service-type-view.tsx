// The email and service-type screen (spec 1 §2 'Email and service-type screen', §4, §5): 'Hooray!',
// email, 'How did you hear about us?', Residential / COMMUNITY, Back and Continue. Renders the
// service-type machine: validation, the email check and the lead / commercial chain are its rules.
import { useState } from 'react';
import { useActor } from '@xstate/react';
import { serviceTypeMachine } from '../../../machines/service-type/service-type.machine';
import type { ServiceType } from '../../../machines/service-type/service-type.schema';
import type { Area } from '../../../machines/shared/types';
import { useApi } from '../../api-context';
import { HOW_HEARD_OPTIONS, SERVICE_TYPE_LABELS } from '../../domain/enums';
import { messages } from '../../domain/messages';
import { inspect } from '../../inspect';
import { Button } from '../../ui/button';
import { RadioCard, RadioCardGroup } from '../../ui/choice';
import { Select } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import type { Navigate } from '../shared/flow-transitions';
import { createServiceTypeImplementations } from './actors';
import '../../styles/service-type.css';
import { BusyForm } from '../../ui/busy-form';

const HOW_HEARD = HOW_HEARD_OPTIONS.map((o) => ({ id: o, label: o }));
const BUSY_STATES = [
  'checkingEmail',
  'requestingLink',
  'loadingProposal',
  'creatingLead',
  'creatingQuote',
  'creatingProposal',
  'creatingInnerProposal',
] as const;

export interface ServiceTypeViewProps {
  navigate: Navigate;
  /** The area of the ZIP check (the route guard sends visitors without one to /). */
  area: Area;
  channel: number | null;
  /** The property type stored by an earlier visit to this screen: the machine redirects on it. */
  storedPropertyType: ServiceType | null;
  /** Signed in: the account's own email, with which a customer starts a new service; null for a visitor. */
  accountEmail: string | null;
}

export function ServiceTypeView({ navigate, area, channel, storedPropertyType, accountEmail }: ServiceTypeViewProps) {
  const api = useApi();
  const [machine] = useState(() => serviceTypeMachine.provide(createServiceTypeImplementations(api, navigate)));
  const [snapshot, send] = useActor(machine, {
    input: { area, channel, storedPropertyType, accountEmail },
    inspect,
  });
  const busy = BUSY_STATES.some((s) => snapshot.matches(s)) || snapshot.status === 'done';
  const { email, howHeard, serviceType, fieldErrors } = snapshot.context;

  return (
    <section className="screen service-type" aria-labelledby="service-type-title">
      <h1 id="service-type-title">Hooray!</h1>
      <p className="screen__subtitle">We&apos;re in your area! Customize your quote for a cleaner, greener yard now!</p>
      <BusyForm className="service-type__form" busy={busy} onSubmit={() => send({ type: 'serviceType.continue' })}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          validationBehavior="aria"
          value={email}
          isReadOnly={busy || accountEmail !== null}
          description={accountEmail !== null ? 'The email of your account' : undefined}
          isInvalid={Boolean(fieldErrors.email)}
          errorMessage={fieldErrors.email}
          onChange={(value) => send({ type: 'serviceType.email.change', value })}
        />
        <Select
          label="How did you hear about us?"
          placeholder="Select an option"
          options={HOW_HEARD}
          name="hear_about_us"
          value={howHeard}
          isDisabled={busy}
          isInvalid={Boolean(fieldErrors.howHeard)}
          errorMessage={fieldErrors.howHeard}
          onChange={(value) => send({ type: 'serviceType.howHeard.select', value })}
        />
        <RadioCardGroup
          label="What type of service do you need?"
          validationBehavior="aria"
          value={serviceType}
          isDisabled={busy}
          isInvalid={Boolean(fieldErrors.serviceType)}
          errorMessage={fieldErrors.serviceType}
          onChange={(value) => send({ type: 'serviceType.type.select', value: value as ServiceType })}
        >
          <RadioCard value="residential" title={SERVICE_TYPE_LABELS.residential}>
            I need you to clean up after my dog in my own yard.
          </RadioCard>
          <RadioCard value="commercial" title={SERVICE_TYPE_LABELS.commercial}>
            We need help managing pet waste in our community.
          </RadioCard>
        </RadioCardGroup>
        <div className="service-type__actions">
          <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'serviceType.back' })}>
            Back
          </Button>
          <Button type="submit" isPending={busy}>
            Continue
          </Button>
          {busy ? <Spinner label="Checking your email" showLabel /> : null}
        </div>
        {snapshot.context.linkSent ? (
          // The same sentence whether or not the address is known (design.md §8).
          <p role="status">{messages.continueLinkSent}</p>
        ) : null}
        <p className="service-type__note">
          By clicking continue above, you consent to receive marketing emails from us.
        </p>
      </BusyForm>
    </section>
  );
}

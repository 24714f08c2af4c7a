// The subscription screen (spec 1 §2 'Subscription screen'): 'Welcome to ... of {city},{state}',
// five frequency cards in the spec's order (weekly highlighted with the special-offer badge), each
// 'starting at $min_price/visit' with 'Get Started', and 'How service works'. The subscription
// machine owns the loading, the no-area redirect and the chosen range (every other week → 12 to 47).
import { useState } from 'react';
import { useActor } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionMachine } from '../../../machines/subscription/subscription.machine';
import { SUBSCRIPTION_CARD_ORDER } from '../../../machines/subscription/subscription.schema';
import type { Area } from '../../../machines/shared/types';
import { useApi } from '../../api-context';
import { FREQUENCY_LABELS, HIGHLIGHTED_FREQUENCY } from '../../domain/enums';
import { formatDollars } from '../../domain/money';
import { inspect } from '../../inspect';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { ErrorState } from '../../ui/states';
import type { Navigate } from '../shared/flow-transitions';
import { createSubscriptionImplementations } from './actors';
import '../../styles/subscription.css';

/** The company name in 'Welcome to ... of {city},{state}' (the spec elides it; the frame's brand). */
export const COMPANY_NAME = 'Yardwise';
/** Wording ours: the spec names the badge ('special offer') without its text. */
export const SPECIAL_OFFER_BADGE = 'Special offer';
/** Wording ours: the spec says the section has three points without giving them. */
export const HOW_SERVICE_WORKS = [
  { title: 'Pick your plan', text: 'Choose how often you want your yard cleaned and get your price in minutes.' },
  {
    title: 'We scoop the yard',
    text: 'Your technician cleans every area you choose on your schedule and closes the gate behind them.',
  },
  {
    title: 'Enjoy a clean yard',
    text: 'Spend time outside instead of picking up. Accounts are billed monthly for the prior month.',
  },
] as const;

export interface SubscriptionViewProps {
  navigate: Navigate;
  /** The stored area, or null (the machine then redirects to /). */
  area: Area | null;
}

export function SubscriptionView({ navigate, area }: SubscriptionViewProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    subscriptionMachine.provide(createSubscriptionImplementations(api, queryClient, navigate)),
  );
  const [snapshot, send] = useActor(machine, { input: { area }, inspect });
  const { ranges, errors } = snapshot.context;
  const loading = snapshot.matches('loading') || snapshot.matches('starting');

  return (
    <section className="screen subscription" aria-labelledby="subscription-title">
      <h1 id="subscription-title">
        Welcome to {COMPANY_NAME} of {area?.city},{area?.state}
      </h1>
      <h2 className="subscription__question">How often do you need your yard cleaned?</h2>
      {loading ? (
        <div className="subscription__loading">
          <Spinner label="Loading prices" showLabel />
          {/* The five cards' places, so the page does not jump when the prices arrive. */}
          <div className="subscription__cards" aria-hidden="true">
            {SUBSCRIPTION_CARD_ORDER.map((frequency) => (
              <div key={frequency} className="plan-card plan-card--skeleton">
                <Skeleton width="60%" />
                <Skeleton width="80%" />
                <Skeleton shape="block" height="var(--control-height)" />
              </div>
            ))}
          </div>
        </div>
      ) : null}
      {snapshot.matches('failed') ? (
        <ErrorState className="subscription__failed" onRetry={() => send({ type: 'subscription.retry' })}>
          {errors.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </ErrorState>
      ) : null}
      {snapshot.matches('ready') || snapshot.matches('chosen') ? (
        <ul className="subscription__cards">
          {SUBSCRIPTION_CARD_ORDER.map((frequency) => {
            const range = ranges.find((r) => r.frequency === frequency);
            const label = FREQUENCY_LABELS[frequency];
            const highlighted = frequency === HIGHLIGHTED_FREQUENCY;
            const headingId = `subscription-card-${frequency}`;
            return (
              <li key={frequency} className={highlighted ? 'plan-card plan-card--highlighted' : 'plan-card'}>
                {highlighted ? <span className="plan-card__badge">{SPECIAL_OFFER_BADGE}</span> : null}
                <h3 id={headingId} className="plan-card__title">
                  {label}
                </h3>
                <p className="plan-card__price">starting at {formatDollars(range?.min_price)}/visit</p>
                <Button
                  aria-label={`Get Started with ${label}`}
                  isDisabled={!snapshot.matches('ready')}
                  onPress={() => send({ type: 'subscription.select', frequency })}
                >
                  Get Started
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <section className="subscription__how" aria-labelledby="how-service-works">
        <h2 id="how-service-works">How service works</h2>
        <ol className="subscription__steps">
          {HOW_SERVICE_WORKS.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}

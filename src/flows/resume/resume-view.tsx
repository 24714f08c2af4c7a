// /resume/{token}: a link mailed to the address (design.md §8) opens the flow it keeps on this device —
// the quote, its checkout or the community wizard at its step, with every answer and today's price. A
// changed price is said plainly before going on; a used or expired link says what happened and offers a
// new one to the same address; a link that is not ours offers a new quote.
import { useState } from 'react';
import { useActor } from '@xstate/react';
import { resumeMachine } from '../../../machines/resume/resume.machine';
import type { ShownPrice } from '../../../machines/resume/resume.types';
import { useApi } from '../../api-context';
import { messages, resumePriceChanged } from '../../domain/messages';
import { formatDollars } from '../../domain/money';
import { inspect } from '../../inspect';
import { Button, LinkButton } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { Navigate } from '../shared/flow-transitions';
import { createResumeImplementations } from './actors';
import '../../styles/auth.css';

const words = (p: ShownPrice) => ({
  perVisit: formatDollars(p.total_price_per_service),
  firstVisit: formatDollars(p.total_price_for_first_visit),
});

export function ResumeView({ token, navigate }: { token: string; navigate: Navigate }) {
  const api = useApi();
  const [machine] = useState(() => resumeMachine.provide(createResumeImplementations(api, navigate)));
  const [snapshot, send] = useActor(machine, { input: { token }, inspect });
  const price = snapshot.context.restored?.price ?? null;
  const startOver = (
    <LinkButton variant="secondary" href="/">
      {messages.resumeStartOver}
    </LinkButton>
  );
  const newLink = (
    <Button isPending={snapshot.matches('sending')} onPress={() => send({ type: 'resume.resend' })}>
      {messages.resumeSendNew}
    </Button>
  );

  let body;
  if (snapshot.matches('validating')) body = <Spinner label={messages.resumeOpening} showLabel />;
  else if (snapshot.matches('continuing')) body = <p role="status">{messages.resumeContinuing}</p>;
  else if (snapshot.matches('priceChanged'))
    body = (
      <>
        <p role="status">
          {price?.now ? resumePriceChanged(words(price.then), words(price.now)) : messages.resumePriceUnavailable}
        </p>
        <Button onPress={() => send({ type: 'resume.continue' })}>Continue</Button>
      </>
    );
  else if (snapshot.matches('sent')) body = <p role="status">{messages.resumeNewLinkSent}</p>;
  else if (snapshot.matches('failed'))
    body = (
      <>
        <p role="alert">{messages.resumeFailed}</p>
        <Button onPress={() => send({ type: 'resume.retry' })}>Try again</Button>
      </>
    );
  else if (snapshot.matches('invalid'))
    body = (
      <>
        <p role="alert">{messages.resumeInvalid}</p>
        {startOver}
      </>
    );
  else
    body = (
      <>
        <p role="alert">{snapshot.context.reason === 'expired' ? messages.resumeExpired : messages.resumeUsed}</p>
        <div className="auth__row">
          {newLink}
          {startOver}
        </div>
      </>
    );

  return (
    <section className="screen auth" aria-labelledby="resume-title" aria-busy={snapshot.matches('validating')}>
      <h1 id="resume-title">{messages.resumeTitle}</h1>
      {body}
    </section>
  );
}

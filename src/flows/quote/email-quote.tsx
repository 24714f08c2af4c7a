// "Email me this quote" (design.md §8), on the quote and on its checkout: the quote as it stands now goes
// to the visitor's address with today's price and a link that restores it on any device. Loaded with the
// first price, and shown only to a visitor with a lead of their own.
import { useState } from 'react';
import { useApi } from '../../api-context';
import { messages } from '../../domain/messages';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-queue';
import { canEmailDraft, emailDraft } from '../shared/flow-drafts';

export default function EmailQuote() {
  return canEmailDraft('quote') ? <EmailQuoteButton /> : null;
}

function EmailQuoteButton() {
  const api = useApi();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const send = async () => {
    setState('sending');
    const r = await emailDraft(api, 'quote');
    if (r.ok) return setState('sent');
    setState('idle');
    for (const line of r.errors) toast.error(line);
  };
  return (
    <div className="summary__email">
      <Button variant="secondary" isPending={state === 'sending'} onPress={() => void send()}>
        {messages.emailThisQuote}
      </Button>
      {state === 'sent' ? <p role="status">{messages.quoteEmailed}</p> : null}
    </div>
  );
}

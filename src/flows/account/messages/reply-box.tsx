// The reply box of an open ticket (spec 3 §4: replies only while open; §5: a reply needs non-empty
// text): Send reply waits for text, and waits (pending) while the reply is sent (POST /message-reply/).
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { selectIsReplying } from '../../../../machines/ticket/ticket.selectors';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextAreaField } from '../../../ui/text-area-field';
import type { TicketActor } from './actors';
import { accountMessages } from '../../../domain/account-messages';
import { submitWith } from '../../../ui/event-handlers';

export function ReplyBox({ actor }: { actor: TicketActor }) {
  const reply = useSelector(actor, (s) => s.context.reply);
  const replying = useSelector(actor, selectIsReplying);
  const canSend = useSelector(actor, (s) => s.can({ type: 'reply.submit' }));
  // While sending, the box and the button wait; afterwards (the button is disabled again, the box empty)
  // focus goes back to the box, where the next reply is typed, rather than to the page.
  const formRef = useRef<HTMLFormElement>(null);
  const wasReplying = useRef(false);
  useEffect(() => {
    if (wasReplying.current && !replying) formRef.current?.querySelector('textarea')?.focus();
    wasReplying.current = replying;
  }, [replying]);
  const submit = submitWith(() => actor.send({ type: 'reply.submit' }));
  return (
    <form ref={formRef} className="reply-box" onSubmit={submit}>
      <TextAreaField
        label={accountMessages.yourReply}
        value={reply}
        onChange={(text) => actor.send({ type: 'reply.change', text })}
        isDisabled={replying}
        rows={3}
      />
      <div className="reply-box__actions">
        {replying ? <Spinner label={accountMessages.sendingReply} /> : null}
        <Button type="submit" isDisabled={!canSend && !replying} isPending={replying}>
          {accountMessages.sendReply}
        </Button>
      </div>
    </form>
  );
}

// Model-based paths of the ticket machine (design.md §4), with the shared harness.
import { ticketMachine } from '../../machines/ticket/ticket.machine';
import { defineModelSuite } from '../support/model-harness';
import { ownerLookupFixtures, ticketFixtures, today } from './ticket.fixtures';

defineModelSuite('ticket', ticketMachine, {
  fixtures: { ...ticketFixtures, ...ownerLookupFixtures },
  inputs: [{ today }, { today, entryReason: 'edit_existing_service' }],
  project: ({ context }) => ({
    reason: context.form.reason,
    filled: context.form.message !== '',
    owner: context.form.assigned_user,
    ticket: context.ticket,
    reply: context.reply !== '',
    satisfaction: context.satisfaction,
  }),
});

import type { ReactNode } from 'react';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/states';
import { CONTACT_PHONE, telHref } from '../../frame/links';
import { messages } from '../../domain/messages';

/** A screen whose flow has not landed yet: its heading, a sentence saying so and two ways forward. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="screen">
      <h1>{title}</h1>
      <EmptyState
        action={
          <>
            <LinkButton href="/" variant="secondary">
              Back to the home page
            </LinkButton>
            <LinkButton href={telHref(CONTACT_PHONE)} variant="quiet">
              Call us at {CONTACT_PHONE}
            </LinkButton>
          </>
        }
      >
        {children ?? (
          <p>
            {messages.underConstruction} {messages.helpByPhone}
          </p>
        )}
      </EmptyState>
    </section>
  );
}

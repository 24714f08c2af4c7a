// A document's number (an invoice's INV-1003, a credit memo's CM-2001): the browser may break a line
// after a hyphen, and half a number on each line reads as two things. It is kept on one line; the
// words before it ('Credit memo') still wrap.
import type { ReactNode } from 'react';

export function DocNumber({ children }: { children: ReactNode }) {
  return <span className="doc-number">{children}</span>;
}

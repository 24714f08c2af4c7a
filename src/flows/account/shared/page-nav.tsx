// Previous / Next of a server-paged list (spec 3 §2.3: history 10 per page; §2.6, §2.8: 15 per page,
// no page-size changer): 'Page n of m' is announced politely when it changes. Reaching the first or
// the last page disables the button just pressed; focus then moves to the other one, so keyboard and
// screen reader users are never dropped on the page's body.
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button';

export interface PageNavProps {
  /** Names the navigation landmark, e.g. 'Invoice pages'. */
  label: string;
  /** 1-based. */
  page: number;
  pages: number;
  onGo: (page: number) => void;
}

export function PageNav({ label, page, pages, onGo }: PageNavProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const handOff = useRef(false);
  useEffect(() => {
    if (!handOff.current) return;
    handOff.current = false;
    if (page <= 1) next.current?.focus();
    else if (page >= pages) previous.current?.focus();
  }, [page, pages]);
  if (pages <= 1) return null;
  const go = (target: number) => {
    handOff.current = target <= 1 || target >= pages;
    onGo(target);
  };
  return (
    <nav className="pager" aria-label={label}>
      <Button ref={previous} variant="secondary" isDisabled={page <= 1} onPress={() => go(page - 1)}>
        Previous
      </Button>
      <span className="pager__status" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button ref={next} variant="secondary" isDisabled={page >= pages} onPress={() => go(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

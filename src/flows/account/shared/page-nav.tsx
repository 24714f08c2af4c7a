// Previous / Next of a server-paged list whose page lives in the URL (spec 3 §2.6, §2.8: 15 per page,
// no page-size changer): 'Page n of m' is announced politely when it changes.
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
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onGo(page - 1)}>
        Previous
      </Button>
      <span className="pager__status" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onGo(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

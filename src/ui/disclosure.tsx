import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure as AriaDisclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronRightIcon } from './icons/chevron-right';

export interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
  isExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Heading level of the trigger (defaults to 3). */
  level?: 2 | 3 | 4;
  className?: string;
}

/** A collapsible section (e.g. the mobile price bar): button with aria-expanded controlling a region. */
export function Disclosure({ title, children, level = 3, className, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={['disclosure', className].filter(Boolean).join(' ')}>
      <Heading level={level} className="disclosure__heading">
        <AriaButton slot="trigger" className="disclosure__trigger">
          <ChevronRightIcon className="disclosure__chevron" />
          {title}
        </AriaButton>
      </Heading>
      <DisclosurePanel className="disclosure__panel">{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

// @vitest-environment jsdom
// The segmented control stays a radio group, chips stay checkboxes, the radio card's check
// mark is decorative, and the empty / error states say what happened and offer a way forward.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Checkbox,
  CheckboxGroup,
  EmptyState,
  ErrorState,
  RadioCard,
  RadioCardGroup,
  Segment,
  SegmentedControl,
  Skeleton,
  Spinner,
} from '../../../src/ui';

afterEach(cleanup);

function Dogs() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SegmentedControl label="Number of dogs" value={value} onChange={setValue}>
        {['1', '2', '3', '4+'].map((n) => (
          <Segment key={n} value={n}>
            {n}
          </Segment>
        ))}
      </SegmentedControl>
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

describe('SegmentedControl', () => {
  it('is a labelled radio group of segments, operable with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Dogs />);
    const group = screen.getByRole('radiogroup', { name: 'Number of dogs' });
    expect(group.classList.contains('segmented')).toBe(true);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4+']);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByTestId('value').textContent).toBe('1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('value').textContent).toBe('2');
    expect((screen.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('CheckboxGroup variant="chips"', () => {
  it('keeps the group label and each checkbox with its own name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="How did you hear about us?" variant="chips" onChange={onChange}>
        <Checkbox value="Google">Google</Checkbox>
        <Checkbox value="Friend">Friend</Checkbox>
      </CheckboxGroup>,
    );
    const group = screen.getByRole('group', { name: 'How did you hear about us?' });
    expect(group.classList.contains('group--chips')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Friend' }));
    expect(onChange).toHaveBeenLastCalledWith(['Friend']);
  });

  it('is a plain list without the variant', () => {
    render(
      <CheckboxGroup label="Areas">
        <Checkbox value="Front">Front</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Areas' }).classList.contains('group--chips')).toBe(false);
  });
});

describe('RadioCard', () => {
  it("carries a decorative check mark that does not change the radio's name", () => {
    render(
      <RadioCardGroup label="Frequency" value="weekly">
        <RadioCard value="weekly" title="Weekly" />
      </RadioCardGroup>,
    );
    const radio = screen.getByRole('radio', { name: 'Weekly' });
    const card = radio.closest('.radio-card') as HTMLElement;
    expect(card.hasAttribute('data-selected')).toBe(true);
    const check = card.querySelector('.radio-card__check');
    expect(check?.getAttribute('aria-hidden')).toBe('true');
    expect(check?.querySelector('svg')).toBeTruthy();
  });
});

describe('loading, empty and error states', () => {
  it('Spinner says what is happening, visibly with showLabel', () => {
    render(<Spinner label="Loading prices" showLabel />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading prices');
    expect(status.querySelector('.spinner__label')).toBeTruthy();
  });

  it('Skeleton is decorative', () => {
    const { container } = render(<Skeleton shape="block" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('EmptyState has a sentence and an action', () => {
    render(<EmptyState action={<button type="button">Add a dog</button>}>No dogs yet.</EmptyState>);
    expect(screen.getByText('No dogs yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a dog' })).toBeTruthy();
  });

  it('ErrorState is an alert with a way forward', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(<ErrorState onRetry={retry}>We could not load the prices.</ErrorState>);
    expect(screen.getByRole('alert').textContent).toContain('We could not load the prices.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

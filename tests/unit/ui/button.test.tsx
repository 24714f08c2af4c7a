// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './jsdom-polyfills';
import { Button } from '../../../src/ui/button';

afterEach(cleanup);

/** A form whose submit button goes pending on submit and leaves the page when done (as Check Availability does). */
function Form({ onSubmit }: { onSubmit: () => void }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>Next screen</p>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        setState('pending');
      }}
    >
      <input aria-label="ZIP code" />
      <Button type="submit" isPending={state === 'pending'}>
        Check Availability
      </Button>
      <button type="button" onClick={() => setState('done')}>
        finish
      </button>
    </form>
  );
}

const announcerImages = () => document.querySelectorAll('[data-live-announcer] [role="img"]');

describe('Button', () => {
  it('a pending button leaves no role=img node in the live announcer, before or after it unmounts', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Check Availability' });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(announcerImages()).toHaveLength(0);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.className).toContain('btn--pending');
    // no second submission from the button while pending
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => {
      screen.getByRole('button', { name: 'finish' }).click();
    });
    expect(screen.getByText('Next screen')).toBeTruthy();
    for (const node of announcerImages()) {
      const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
      expect(ids.every((id) => document.getElementById(id))).toBe(true);
    }
    expect(announcerImages()).toHaveLength(0);
  });

  it('a pending button ignores presses and keeps its type once pending ends', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).not.toHaveBeenCalled();
    rerender(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

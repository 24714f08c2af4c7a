// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberlessDigitsField } from '../../../src/ui/digits-field';

/** The field held in state, as a form holds it; `changes` records every value it reports. */
function HeldField({
  label = 'ZIP code',
  maxLength = 5,
  changes = [],
}: {
  label?: string;
  maxLength?: number;
  changes?: string[];
}) {
  const [value, setValue] = useState('');
  return (
    <NumberlessDigitsField
      label={label}
      maxLength={maxLength}
      value={value}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

afterEach(cleanup);

describe('NumberlessDigitsField', () => {
  it('is labelled and numeric', () => {
    render(<HeldField />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('blocks letters and symbols typed between digits', async () => {
    render(<HeldField />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(input, '2a7-6 0x1');
    expect((input as HTMLInputElement).value).toBe('27601');
  });

  it('respects maxLength', async () => {
    render(<HeldField />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(input, '1234567');
    expect((input as HTMLInputElement).value).toBe('12345');
  });

  it('accepts a paste of digits', async () => {
    const user = userEvent.setup();
    render(<HeldField maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('9195550100');
    expect(input.value).toBe('9195550100');
  });

  describe('a paste keeps the digits of what is pasted', () => {
    it.each([
      ['ZIP code', 5, '27601 ', '27601'],
      ['ZIP code', 5, ' 27601 ', '27601'],
      ['ZIP code', 5, '27 601', '27601'],
      ['ZIP code', 5, '27601-1234', '27601'],
      ['ZIP code', 5, '\t27601\n', '27601'],
      ['Phone number', 10, '919-555-0100', '9195550100'],
      ['Phone number', 10, '(919) 555-0100', '9195550100'],
      ['Phone number', 10, '+1 919 555 0100', '9195550100'],
      ['Phone number', 10, '+19195550100', '9195550100'],
    ] as const)('%s (%i digits): %j → %s', async (label, maxLength, pasted, kept) => {
      const user = userEvent.setup();
      const changes: string[] = [];
      render(<HeldField label={label} maxLength={maxLength} changes={changes} />);
      const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
      await user.click(input);
      await user.paste(pasted);
      expect(input.value).toBe(kept);
      expect(changes.at(-1)).toBe(kept);
    });

    it('replaces the selection, keeps what is around it, stops at maxLength and puts the caret after the paste', async () => {
      const user = userEvent.setup();
      render(<HeldField />);
      const input = screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement;
      await user.type(input, '2999');
      input.setSelectionRange(1, 3); // '99'
      await user.paste(' 7 6 0 1 ');
      expect(input.value).toBe('27609');
      expect(input.selectionStart).toBe(4);
    });

    it('a paste without digits changes nothing; a read-only field takes no paste', async () => {
      const user = userEvent.setup();
      const { unmount } = render(<HeldField />);
      const input = screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement;
      await user.type(input, '27');
      await user.paste(' abc ');
      expect(input.value).toBe('27');
      unmount();
      render(<NumberlessDigitsField label="Locked" maxLength={5} value="27601" isReadOnly />);
      const locked = screen.getByRole('textbox', { name: 'Locked' }) as HTMLInputElement;
      await user.click(locked);
      locked.setSelectionRange(0, 5);
      await user.paste('3 0 3 0 1');
      expect(locked.value).toBe('27601');
    });

    it('uncontrolled: the paste still lands in the field', async () => {
      const user = userEvent.setup();
      render(<NumberlessDigitsField label="Code" maxLength={5} />);
      const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
      await user.click(input);
      await user.paste('12 34');
      expect(input.value).toBe('1234');
    });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberlessDigitsField } from '../../../src/ui/digits-field';

function Zip({ maxLength = 5 }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <NumberlessDigitsField label="ZIP code" maxLength={maxLength} value={value} onChange={setValue} />;
}

afterEach(cleanup);

describe('NumberlessDigitsField', () => {
  it('is labelled and numeric', () => {
    render(<Zip />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('blocks letters and symbols typed between digits', async () => {
    render(<Zip />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(input, '2a7-6 0x1');
    expect((input as HTMLInputElement).value).toBe('27601');
  });

  it('respects maxLength', async () => {
    render(<Zip />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(input, '1234567');
    expect((input as HTMLInputElement).value).toBe('12345');
  });

  it('blocks a paste that holds non-digits and accepts a paste of digits', async () => {
    const user = userEvent.setup();
    render(<Zip maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('919-555-0100');
    expect(input.value).toBe('');
    await user.paste('9195550100');
    expect(input.value).toBe('9195550100');
  });
});

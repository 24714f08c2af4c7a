// @vitest-environment jsdom
// The kit's Select is a native <select>: labelled, a placeholder while nothing is chosen,
// the option id on change, its error linked while invalid, and the same markup on server and client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '../../../src/ui/select';
import type { SelectProps } from '../../../src/ui/select';

const OPTIONS = [
  { id: 'NC', label: 'North Carolina' },
  { id: 'SC', label: 'South Carolina' },
  { id: 'TX', label: 'Texas' },
];

function State(props: Partial<SelectProps> & { onPicked?: (key: string) => void }) {
  const { onPicked, ...rest } = props;
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="State"
      options={OPTIONS}
      placeholder="Select a state"
      value={value}
      onChange={(key) => {
        setValue(key);
        onPicked?.(key);
      }}
      {...rest}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
const optionLabels = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

afterEach(cleanup);

describe('Select', () => {
  it('is a native select labelled by a visible <label for>, in the field classes of the kit', () => {
    render(<State />);
    const select = combobox();
    expect(select.tagName).toBe('SELECT');
    const label = document.querySelector(`label[for="${select.id}"]`);
    expect(label?.textContent).toBe('State');
    expect(label?.className).toBe('field__label');
    expect(select.classList.contains('field__input')).toBe(true);
    expect(select.closest('.field')).not.toBeNull();
  });

  it('shows the placeholder as a disabled first option while nothing is chosen, and drops it once one is', async () => {
    const user = userEvent.setup();
    render(<State />);
    const select = combobox();
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Select a state');
    expect(select.options[0]?.disabled).toBe(true);
    expect(optionLabels(select)).toEqual(['Select a state', 'North Carolina', 'South Carolina', 'Texas']);
    await user.selectOptions(select, 'Texas');
    expect(select.value).toBe('TX');
    expect(optionLabels(select)).toEqual(['North Carolina', 'South Carolina', 'Texas']);
  });

  it("calls onChange with the chosen option's id", async () => {
    const user = userEvent.setup();
    const onPicked = vi.fn();
    render(<State onPicked={onPicked} />);
    await user.selectOptions(combobox(), 'South Carolina');
    expect(onPicked).toHaveBeenCalledExactlyOnceWith('SC');
    expect(combobox().selectedOptions[0]?.textContent).toBe('South Carolina');
  });

  it('shows a controlled value and an uncontrolled default', () => {
    render(<Select label="State" options={OPTIONS} value="NC" />);
    expect(combobox().value).toBe('NC');
    cleanup();
    render(<Select label="State" options={OPTIONS} defaultValue="TX" />);
    expect(combobox().value).toBe('TX');
  });

  it('while invalid: aria-invalid, the message in field__error linked by aria-describedby (after the description)', () => {
    render(<State description="Where the yard is" isInvalid errorMessage="State is required" />);
    const select = combobox();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.closest('.field')?.hasAttribute('data-invalid')).toBe(true);
    const described = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent)).toEqual(['Where the yard is', 'State is required']);
    expect(described[1]?.className).toBe('field__error');
  });

  it('while valid: no aria-invalid and no error text, even with an errorMessage given', () => {
    render(<State errorMessage="State is required" />);
    const select = combobox();
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('State is required')).toBeNull();
  });

  it('is disabled with isDisabled: not focusable, not changeable', async () => {
    const user = userEvent.setup();
    const onPicked = vi.fn();
    render(<State isDisabled onPicked={onPicked} />);
    const select = combobox();
    expect(select.disabled).toBe(true);
    await user.tab();
    expect(document.activeElement).not.toBe(select);
    await user.selectOptions(select, 'Texas').catch(() => undefined);
    expect(onPicked).not.toHaveBeenCalled();
    expect(select.value).toBe('');
  });

  it('passes name, required and autocomplete to the select, for forms and autofill', () => {
    render(<State name="service_address.state" isRequired autoComplete="address-level1" />);
    const select = combobox();
    expect(select.name).toBe('service_address.state');
    expect(select.required).toBe(true);
    expect(select.getAttribute('autocomplete')).toBe('address-level1');
  });

  it('is reached with Tab and keeps focus through a change', async () => {
    const user = userEvent.setup();
    const onPicked = vi.fn();
    render(
      <>
        <input aria-label="Before" />
        <State onPicked={onPicked} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Before' }).focus();
    await user.tab();
    const select = combobox();
    expect(document.activeElement).toBe(select);
    // jsdom has no platform select keys (arrows, typeahead): tests/e2e/acquisition-entry.spec.ts
    // ('at 390 px, keyboard only') chooses with them in a real browser. Here: the change a key makes.
    await user.selectOptions(select, 'NC');
    expect(onPicked).toHaveBeenCalledWith('NC');
    expect(document.activeElement).toBe(select);
  });

  it('renders the same markup on the server and the client (ids from useId): hydration keeps its nodes, logs nothing', async () => {
    const ui = <State description="Where the yard is" isInvalid errorMessage="State is required" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const serverSelect = container.querySelector('select');
    const consoleErrors: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
    const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = g.IS_REACT_ACT_ENVIRONMENT;
    g.IS_REACT_ACT_ENVIRONMENT = true;
    const recoverable: unknown[] = [];
    try {
      const root = await act(async () =>
        hydrateRoot(container, ui, {
          onRecoverableError: (error) => {
            recoverable.push(error);
          },
        }),
      );
      expect(recoverable).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(container.querySelector('select')).toBe(serverSelect);
      expect(container.innerHTML).toBe(serverHtml);
      act(() => root.unmount());
    } finally {
      g.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
      spy.mockRestore();
      container.remove();
    }
  });
});

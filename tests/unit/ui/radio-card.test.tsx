// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioCard, RadioCardGroup } from '../../../src/ui';

function ServiceType() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <RadioCardGroup label="Service type" value={value} onChange={setValue}>
        <RadioCard value="residential" title="Residential">
          I need you to clean up after my dog in my own yard.
        </RadioCard>
        <RadioCard value="commercial" title="COMMUNITY" badge="New">
          We need help managing pet waste in our community.
        </RadioCard>
      </RadioCardGroup>
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

afterEach(cleanup);

describe('RadioCard group', () => {
  it('is a labelled radio group operable by keyboard alone', async () => {
    const user = userEvent.setup();
    render(<ServiceType />);
    expect(screen.getByRole('radiogroup', { name: 'Service type' })).toBeTruthy();
    const residential = screen.getByRole('radio', { name: /Residential/ });
    const community = screen.getByRole('radio', { name: /COMMUNITY/ });
    await user.tab();
    expect(document.activeElement).toBe(residential);
    await user.keyboard(' ');
    expect(screen.getByTestId('value').textContent).toBe('residential');
    expect((residential as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(community);
    expect(screen.getByTestId('value').textContent).toBe('commercial');
    expect((community as HTMLInputElement).checked).toBe(true);
    expect((residential as HTMLInputElement).checked).toBe(false);
  });
});

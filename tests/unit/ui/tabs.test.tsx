// @vitest-environment jsdom
// The kit's tabs, controlled by a caller that shows a selection later than it is asked (as /account's
// tab shows once the router has navigated): keys pressed one after another before the first selection
// shows all count, and the last one asked for is the one selected.
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from '../../../src/ui/tabs';

const KEYS = [0, 1, 2, 3];

/** Shows each selection only when `settle` is called (a navigation still under way until then). */
function SlowTabs({ asked }: { asked: number[] }) {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) => {
          asked.push(Number(key));
          settleLater.push(() => setSelected(Number(key)));
        }}
      >
        <TabList label="Sections">
          {KEYS.map((k) => (
            <Tab key={k} id={k}>{`Tab ${k}`}</Tab>
          ))}
        </TabList>
        {KEYS.map((k) => (
          <TabPanel key={k} id={k}>{`Panel ${k}`}</TabPanel>
        ))}
      </Tabs>
    </>
  );
}
let settleLater: (() => void)[] = [];
const settle = () =>
  act(() => {
    for (const done of settleLater.splice(0)) done();
  });

afterEach(() => {
  cleanup();
  settleLater = [];
});

describe('Tabs', () => {
  it('End, then Home before End’s selection shows: Home is asked for too, and the first tab ends selected', async () => {
    const user = userEvent.setup();
    const asked: number[] = [];
    render(<SlowTabs asked={asked} />);
    screen.getByRole('tab', { name: 'Tab 0' }).focus();
    await user.keyboard('{End}');
    await user.keyboard('{Home}');
    expect(asked).toEqual([3, 0]);
    settle();
    expect(screen.getByRole('tab', { name: 'Tab 0' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel 0');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tab 0' }));
  });

  it('the tab already selected, pressed again, asks for nothing', async () => {
    const user = userEvent.setup();
    const asked: number[] = [];
    render(<SlowTabs asked={asked} />);
    await user.click(screen.getByRole('tab', { name: 'Tab 0' }));
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Tab 2' }));
    await user.click(screen.getByRole('tab', { name: 'Tab 2' }));
    expect(asked).toEqual([2]);
    settle();
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel 2');
  });
});

// @vitest-environment jsdom
// The kit's half-star rating (spec 3 §5 'star rating allows half steps'): a radio group of 0.5 … 5,
// named '3.5 stars', moved by arrow keys half a star at a time; and the read-only view.
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRating, StarRatingView, halfSteps, starsLabel } from '../../../src/ui/star-rating';

function Rated({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <StarRating label="Your rating" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

afterEach(cleanup);

describe('StarRating', () => {
  it('values move in half steps, each with a spoken name', () => {
    expect(halfSteps(5)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(starsLabel(1)).toBe('1 star');
    expect(starsLabel(3.5)).toBe('3.5 stars');
    render(<Rated />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(10);
    halfSteps(5).forEach((v, i) => expect(screen.getByRole('radio', { name: starsLabel(v) })).toBe(radios[i]));
    expect(screen.getByText('No rating yet')).toBeTruthy();
  });

  it('a click on a half star chooses it; the stars up to it fill', async () => {
    const user = userEvent.setup();
    const { container } = render(<Rated />);
    await user.click(screen.getByRole('radio', { name: '3.5 stars' }));
    expect(screen.getByTestId('value').textContent).toBe('3.5');
    expect((screen.getByRole('radio', { name: '3.5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(container.querySelectorAll('.star-rating__stars .star-half--filled')).toHaveLength(7);
    expect(screen.getByText('3.5 stars', { selector: '.star-rating__value' })).toBeTruthy();
  });

  it('keyboard alone: Tab enters on the chosen value, arrows move half a star', async () => {
    const user = userEvent.setup();
    render(<Rated initial={4.5} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4.5 stars' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('value').textContent).toBe('4');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('value').textContent).toBe('5');
  });

  it('the read-only view is an image named by its value, or the words for none', () => {
    const { container } = render(
      <>
        <StarRatingView value={4.5} />
        <StarRatingView value={null} emptyLabel="Not rated" />
      </>,
    );
    expect(screen.getByRole('img', { name: '4.5 stars' })).toBeTruthy();
    expect(container.querySelectorAll('.star-rating-view .star-half--filled')).toHaveLength(9);
    expect(screen.getByText('Not rated')).toBeTruthy();
  });
});

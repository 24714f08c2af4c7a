// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { TOAST_MS, toast, ToastRegionView } from '../../../src/ui';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows an error toast and removes it after 10 s', () => {
    expect(TOAST_MS).toBe(10_000);
    render(<ToastRegionView />);
    act(() => {
      toast.error('Something went wrong');
    });
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 100);
    });
    expect(screen.queryByText('Something went wrong')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows success toasts with a close button', () => {
    render(<ToastRegionView />);
    let key = '';
    act(() => {
      key = toast.success('Link copied successfully');
    });
    expect(screen.getByText('Link copied successfully')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    act(() => {
      toast.close(key);
    });
    expect(screen.queryByText('Link copied successfully')).toBeNull();
  });

  it('clearPage closes the error toasts of the page left, a success toast stays', () => {
    render(<ToastRegionView />);
    act(() => {
      toast.error('Your card was declined.');
      toast.error('Second problem');
      toast.success('Registered successfully');
    });
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    act(() => {
      toast.clearPage();
    });
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    expect(screen.queryByText('Second problem')).toBeNull();
    expect(screen.getByText('Registered successfully')).toBeTruthy();
    // an error toast closed by hand or by its timer is forgotten; a new one is cleared by the next route change
    let key = '';
    act(() => {
      key = toast.error('Closed by hand');
    });
    act(() => {
      toast.close(key);
      toast.error('Later');
    });
    act(() => {
      toast.clearPage();
    });
    expect(screen.queryByText('Later')).toBeNull();
  });
});

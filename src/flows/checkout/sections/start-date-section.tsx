// 'Preferred start date' (spec 2 §2): a date from the area's initial cleaning days, skipping the
// first entries (they belong to the quote flow), shown MM-DD-YYYY. The days are read with
// useSuspenseQuery (the /getquote loader prefetches them, so normally nothing suspends). A failed
// read leaves no day selectable, as before: the error boundary renders the picker with no days.
import { Suspense, useMemo } from 'react';
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../../api-context';
import { initialCleaningDaysQuery } from '../../../api/queries';
import { messages } from '../../../domain/messages';
import { allowedStartDays, fromWireDate, toWireDate } from '../../../domain/dates';
import { DatePicker } from '../../../ui/date-picker';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { ErrorState } from '../../../ui/states';
import { RetryBoundary } from '../../../ui/retry-boundary';
import type { Area } from '../../../../machines/shared/types';
import { useCheckoutSelector, useCheckoutUpdate } from '../checkout-context';
import { FormSection } from '../../../ui/form-section';

const LOADING = 'Loading available start dates';

export function StartDateSection() {
  const area = useCheckoutSelector((s) => s.context.area);
  const { reset } = useQueryErrorResetBoundary();
  return (
    <FormSection title="Preferred start date">
      <RetryBoundary
        onReset={reset}
        fallback={(retry) => (
          <>
            <ErrorState onRetry={retry}>{messages.startDaysFailed}</ErrorState>
            <StartDatePicker days={[]} />
          </>
        )}
      >
        <Suspense
          fallback={
            <div className="loading-block">
              <Skeleton width="9rem" />
              <Skeleton shape="block" />
              <Spinner label={LOADING} showLabel />
            </div>
          }
        >
          <LoadedStartDatePicker area={area} />
        </Suspense>
      </RetryBoundary>
    </FormSection>
  );
}

function LoadedStartDatePicker({ area }: { area: Area }) {
  const { data: days } = useSuspenseQuery(initialCleaningDaysQuery(useApi(), area));
  return <StartDatePicker days={days} />;
}

/** The picker over the area's days ('MM-DD-YYYY' strings as the API sends them). */
function StartDatePicker({ days }: { days: readonly string[] }) {
  const value = useCheckoutSelector((s) => s.context.form.preferred_start_date);
  const update = useCheckoutUpdate();
  const allowed = useMemo(() => allowedStartDays(days), [days]);
  const allowedKeys = useMemo(() => new Set(allowed.map((d) => d.toString())), [allowed]);
  return (
    <DatePicker
      label="Preferred start date"
      name="preferred_start_date"
      description="MM-DD-YYYY"
      separator="-"
      buttonLabel="Choose a start date"
      calendarLabel="Available start dates"
      value={fromWireDate(value)}
      onChange={(d) => update({ preferred_start_date: d ? toWireDate(d) : '' })}
      isDateUnavailable={(d) => !allowedKeys.has(d.toString())}
      {...(allowed[0] ? { minValue: allowed[0] } : {})}
      {...(allowed.length > 0 ? { maxValue: allowed[allowed.length - 1] } : {})}
    />
  );
}

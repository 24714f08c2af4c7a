// A date field with a calendar popover on react-aria's DatePicker (react-spectrum's starter
// DatePicker.tsx): typed segments or a pick from the calendar, the kit's label, description and error.
// Days the caller marks unavailable cannot be picked; the form's validationErrors show under it.
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import type { DatePickerProps as AriaDatePickerProps, DateValue } from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldDescription, FieldError, FieldLabel } from './field-parts';
import { ChevronDownIcon } from './icons/chevron-down';
import { ChevronLeftIcon } from './icons/chevron-left';
import { ChevronRightIcon } from './icons/chevron-right';
import '../styles/date-picker.css';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children' | 'className'> {
  label: string;
  description?: ReactNode;
  /** The calendar button's accessible name. */
  buttonLabel?: string;
  /** The calendar dialog's accessible name. */
  calendarLabel?: string;
  /** Shown between the segments whatever the locale's separator ('-' shows MM-DD-YYYY in en-US). */
  separator?: string;
  /** Shown under the field while isInvalid (default: react-aria's validation errors). */
  errorMessage?: ReactNode;
}

export function DatePicker<T extends DateValue>({
  label,
  description,
  buttonLabel = 'Choose a date',
  calendarLabel = 'Calendar',
  separator,
  errorMessage,
  ...props
}: DatePickerProps<T>) {
  return (
    // Leading zeros always: the spec's dates are MM-DD-YYYY / MM/DD/YYYY (12-02-2026, never 12-2-2026).
    <AriaDatePicker shouldForceLeadingZeros {...props} className="field date-picker">
      <FieldLabel>{label}</FieldLabel>
      <Group className="field__input date-picker__group">
        <DateInput className="date-picker__input">
          {(segment) => (
            <DateSegment segment={segment} className="date-picker__segment">
              {separator !== undefined && segment.type === 'literal' ? separator : segment.text}
            </DateSegment>
          )}
        </DateInput>
        <Button className="date-picker__button" aria-label={buttonLabel}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className="popover">
        <Dialog className="date-picker__dialog" aria-label={calendarLabel}>
          <Calendar className="calendar">
            <header className="calendar__header">
              <Button slot="previous" className="calendar__nav" aria-label="Previous month">
                <ChevronLeftIcon />
              </Button>
              <Heading className="calendar__heading" />
              <Button slot="next" className="calendar__nav" aria-label="Next month">
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className="calendar__grid">
              {(d) => <CalendarCell date={d} className="calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/**
 * What a new form starts as, stated once for every form: no answer filled in. Which fields a form has
 * is its type's to say (the compiler holds the product's empty values and the machines' contexts to
 * it); what a test states with this is that none of them starts with an answer.
 */
import { expect } from 'vitest';

/** An answer not given: an empty text, an empty list, no choice (null) or a flag left off. */
function isBlank(answer: unknown): boolean {
  return answer === '' || answer === null || answer === false || (Array.isArray(answer) && answer.length === 0);
}

/** Matches (inside `toEqual` too) a form with at least one field, none of them answered. */
export function blankAnswers() {
  return expect.toSatisfy(
    (form: unknown) =>
      typeof form === 'object' &&
      form !== null &&
      !Array.isArray(form) &&
      Object.keys(form).length > 0 &&
      Object.values(form).every(isBlank),
    'a form with every answer blank',
  );
}

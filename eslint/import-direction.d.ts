// Types of the rule's pure core, for the tests that call it directly (the rule itself stays plain JS,
// loaded by eslint.config.js without a build step).
import type { Rule } from 'eslint';

/** The message for a forbidden import of `spec` (resolved to `targetRel` when relative) from `fromRel`, or null. */
export function violation(fromRel: string, spec: string, targetRel: string | null): string | null;

declare const rule: Rule.RuleModule;
export default rule;

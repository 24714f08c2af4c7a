// Mutation testing of the machines (`npm run mutants [machine…]`; scripts/mutants.mjs sets `mutate`
// to one machine a run). Each mutant of machines/<flow>/ must be killed by the machine and model
// suites that import that machine (vitest.mutants.config.ts; every suite for machines/shared). A survivor that is equivalent (no behaviour can tell it apart)
// is listed here with the reason, by file and line (machines/<flow>/<file>:<line> at the commit that
// measured it; `npm run mutants -- <m> --survivors` prints the current ones):
//   Static configuration (machine `id`, `description`, `initial`, `types`, `states`, `type: 'final'`,
//   `reenter`, the action names of an entry or a transition, an `assign({…})` of fixed values, the initial
//   `context`): evaluated once when the module is imported, and Stryker's vitest runner never activates
//   such "static" mutants (stryker-js #6209), so they are reported survived untested.
//   Guarded by an earlier check (the mutated code runs only once a guard has settled the answer):
//     resume.machine:29 restoredOf; zip-check.machine:78 assignArea; card.setup:134 assignToken,
//     137 appendCard, 141 replaceCard; add-bags.machine:115, 119 (only on `added`); auth.machine:195
//     assignSession, 291 (already `invalid`); payment-link.machine:124 assignToken, 194 (only
//     `refused`), 216 (only `paid`); account-edit.machine:79, 81, 86, 99 and community-info.machine:69,
//     71 (`context.form !== null`, `!context.form`: the form is set on entering editing and cleared
//     only on leaving the modal, and every guard and merge runs in between).
//   `?? ''` fallbacks never reached (the value is always set in the state that reads it):
//     zip-check.machine:101; add-bags.machine:107; card.machine:126, 174, 213; payment-link.machine:77;
//     pause-service.machine:176 (`pause_from` after canPause), 210 (`deleteUuid`, set on the way to
//     confirmingDelete); dog.machine:52 (`services[0]` when there is exactly one), 211 (`uuid`, likewise).
//   A check another already makes: zip-check.machine:63 `scorpionId !== null` (the schema refuses
//     null); zip-check.machine:71 `userZipCodes !== null` (isServed, checked first, takes every served
//     answer when there is no list); service-feedback.machine:67 `rating !== null` (isRatingAllowed(null)
//     is false).
//   zip-check.machine:79 clearArea → {}: the area is set only on the way to the final `served` state,
//     so it is null whenever clearArea runs.
//   A ternary on a branch its guard already decided (`kind === … ? … : fallback` is always true there):
//     checkout.machine:162, 189, 213, 220, 239, 246; quote.machine:296, 298, 308; dog-info.machine:161;
//     subscription.machine:83, 90; account-edit.machine:105 and dog.machine:187, 191 (with its `[]`):
//     `kind === 'invalid'` on the branch after isSaved is false.
//   Optional chaining or `??` on a value a guard made non-null: dog-info.machine:150, 151, 181, 191,
//     197 (`order` after hasOrder; `is_enquiry ?? true` on a boolean); subscription.machine:76 (`area`
//     after hasArea); checkout payload 47 (`leadId` after hasLead), 55 (`publicKey` after hasPublicKey);
//     account-edit.machine:177 (`form?.` while validating), account-edit.schema:81 (`phones[0]?.` after
//     `length === 1`); dog.photo:39 (`?? 'png'`: only an accepted photo, whose kind is known, is turned
//     into a data URL).
//   pause-service.schema:26 `pause_from !== null` in isToAllowed: a wire date compared with null
//     (`'2026-12-01' > null`) is false anyway; pause-service.schema:33, 35: pauseRequestSchema is read only
//     for its inferred type (PauseRequest), its value never runs.
//   commercial-enquiry.machine: 115, 222, 224, 243, 245, 248, 249, 316, 319, 320, 362, 465, 470 are static
//     configuration (above); 181 `uploadError(…) ?? ''` (assignUploadError runs only for a refused pick,
//     which always has a message); 209, 210 `r.kind === 'saved'` (assignProposalIds runs only on the
//     isSaved branch); 300 `kind === 'invalid'` (a verify answer that is not `ok` is `invalid`); 379, 405
//     `quoteUuid ?? ''` (submitting starts in checkingQuote, which leaves without the id); 436
//     `proposalUuid ?? ''` (set by assignProposalIds on the way to creatingLineItems).
//   shared/fields:91, 99 `{ abortPipeEarly: true }` (→ {} or false): a pipe's first message is the same
//     whether or not the pipe goes on after it, and fieldErrors and fieldError keep only the first; the
//     object-level checks built on them (auth, registration) are skipped while a field they read has an
//     issue either way. fields:100 `issues[0]?.`: a failed parse has at least one issue.
//   checkout.machine:52, 53 `VALIDATE_*_MS && 300/100`: the constants are 300 and 100.
//   checkout.schema:108 (the key '' writes the message the schema already gave), 118, 119 ('empty'
//     → '' takes the same branches); checkout.selectors:20 `matches('placed')`: `placed` is left at once
//     by its `always` transitions, no snapshot rests in it.
//   quote.schema:72, 73 (an invalid petCount cannot be '4+'; `true && null >= 4` is false), 80 (a set
//     lastCleaned passes whether or not the check runs), 93 (valibot's flatten().nested lists are never
//     empty), 117 (`Number.isInteger(null)` is false anyway).
//   authorized-users.machine:50: the message handed to duplicateNames is never read (only the count).
//   ticket.machine:70, 71, 73 (`ticket !== null`, `?.`), 283, 301, 326 (`?.uuid ?? ''`), 328 (`??
//     'neutral'` after hasRating), ticket.selectors:23, 26: `viewing` is entered only through
//     ticket.open, which always sets the ticket.
//   service-type.machine:286, 300, 340, 373, 405, 435 (a ternary repeating its transition's guard),
//     332, 426, 454 (`?? ''` on a uuid the step before assigned); service-type.schema:24 (valibot's
//     flatten creates only keys with non-empty lists).
//   auth.schema:29 the inner `[]` paths: valibot reads an empty path as matching every issue, so the
//     password-match check is skipped in exactly the same cases.
const machine = process.env.MUTANT_MACHINE ?? 'all';
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutants.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: ['machines/**/*.ts', '!machines/index.ts'],
  ignoreStatic: true,
  // MUTANT_CONCURRENCY=1 leaves a core free for other work on a 2-core machine.
  concurrency: Number(process.env.MUTANT_CONCURRENCY ?? 2),
  timeoutMS: 30_000,
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${machine}.json` },
  tempDirName: `node_modules/.cache/stryker-tmp-${machine}`,
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};

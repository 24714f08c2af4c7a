// The server's own worker: jobs in the database (table `jobs`, migration 006), done by whichever server
// process claims them. A claim is one statement, UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)
// (PGlite runs it too), that gives the job a lease: two processes on one PostgreSQL never hold the same
// job, and a job whose process died is claimed again once its lease has run out. What a job does is
// guarded on its own as well: the abandoned-flow reminder marks its draft and writes its mail in one
// transaction, conditional on no reminder having been sent, so even a job done twice mails once.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import type { AppEnv } from '../http';
import { draftByUuid, isPlaced, isUnsubscribed, mailResumeLink, REMINDER_AFTER_MS, REMINDER_JOB } from './drafts';

/** How long a claim holds: a process that has not finished its job by then is taken to have died. */
export const LEASE_MS = 2 * 60 * 1000;
/** Jobs claimed per pass. */
const BATCH = 20;

interface ClaimedJob {
  id: string;
  kind: string;
  subject: string;
}

/** Claims up to `limit` due jobs for `worker` (each for LEASE_MS). */
export async function claimDueJobs(db: Db, worker: string, now: Date, limit = BATCH): Promise<ClaimedJob[]> {
  return db.query<ClaimedJob>(
    `UPDATE jobs SET locked_by = $1, lease_until = $3, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
         WHERE done_at IS NULL AND run_at <= $2 AND (lease_until IS NULL OR lease_until < $2)
         ORDER BY run_at
         LIMIT $4
         FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, kind, subject`,
    [worker, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), limit],
  );
}

export interface PassResult {
  claimed: number;
  reminders: number;
}

/** What a job came to: done (with or without mail), or due again later (the flow was active since). */
type Outcome = { done: true; mailed: boolean } | { done: false; runAt: Date };

/** The abandoned-flow reminder of one draft, in the caller's transaction (the draft row locked). */
async function remind(
  tx: Db,
  env: Pick<AppEnv, 'mailer' | 'log' | 'publicUrl'>,
  draftUuid: string,
  now: Date,
): Promise<Outcome> {
  const draft = await draftByUuid(tx, draftUuid, true);
  if (!draft || draft.reminder_sent_at) return { done: true, mailed: false };
  const due = new Date(draft.updated_at).getTime() + REMINDER_AFTER_MS;
  if (due > now.getTime()) return { done: false, runAt: new Date(due) };
  if ((await isPlaced(tx, draft)) || (await isUnsubscribed(tx, draft.email))) return { done: true, mailed: false };
  const marked = await tx.query(
    'UPDATE flow_drafts SET reminder_sent_at = $2 WHERE uuid = $1 AND reminder_sent_at IS NULL RETURNING uuid',
    [draft.uuid, now.toISOString()],
  );
  if (marked.length === 0) return { done: true, mailed: false };
  await mailResumeLink(tx, env, draft, 'reminder', now);
  return { done: true, mailed: true };
}

/**
 * One pass of the worker at `now`: claims the due jobs and does each in its own transaction, which also
 * settles the job (done, or due again) only while this worker still holds it.
 */
export async function runDueJobs(
  db: Db,
  env: Pick<AppEnv, 'mailer' | 'log' | 'publicUrl'>,
  now: Date,
  worker = `worker-${randomUUID()}`,
): Promise<PassResult> {
  const jobs = await claimDueJobs(db, worker, now);
  let reminders = 0;
  for (const job of jobs) {
    try {
      const mailed = await db.transaction(async (tx) => {
        const mine = await tx.query(
          'SELECT 1 FROM jobs WHERE id = $1 AND locked_by = $2 AND done_at IS NULL FOR UPDATE',
          [job.id, worker],
        );
        if (mine.length === 0) return false;
        const outcome: Outcome =
          job.kind === REMINDER_JOB ? await remind(tx, env, job.subject, now) : { done: true, mailed: false };
        if (outcome.done)
          await tx.query('UPDATE jobs SET done_at = $2, locked_by = NULL, lease_until = NULL WHERE id = $1', [
            job.id,
            now.toISOString(),
          ]);
        else
          await tx.query('UPDATE jobs SET run_at = $2, locked_by = NULL, lease_until = NULL WHERE id = $1', [
            job.id,
            outcome.runAt.toISOString(),
          ]);
        return outcome.done && outcome.mailed;
      });
      if (mailed) reminders += 1;
    } catch (e) {
      // Left claimed: the lease runs out and a later pass (on any process) tries again.
      env.log(`[jobs] ${job.kind} ${job.subject} failed: ${e instanceof Error ? e.message : String(e)}`);
      await db
        .query('UPDATE jobs SET last_error = $2 WHERE id = $1', [job.id, e instanceof Error ? e.message : String(e)])
        .catch(() => undefined);
    }
  }
  return { claimed: jobs.length, reminders };
}

/**
 * Runs a pass every `intervalMs` (default 30 s, JOB_INTERVAL_MS) until stopped; `clock` gives the pass's
 * time. Started by `npm start` and `npm run server`; passes never overlap within a process.
 */
export function startJobWorker(
  db: Db,
  env: Pick<AppEnv, 'mailer' | 'log' | 'publicUrl'>,
  opts: { intervalMs?: number; clock?: () => Date } = {},
): () => void {
  const intervalMs = opts.intervalMs ?? (Number(process.env.JOB_INTERVAL_MS) || 30_000);
  const clock = opts.clock ?? (() => new Date());
  const worker = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs(db, env, clock(), worker)
      .catch((e: unknown) => env.log(`[jobs] pass failed: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

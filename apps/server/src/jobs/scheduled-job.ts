import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connect.ts';
import type { Clock } from '../plugins/app/clock.ts';

/** The longest a process sleeps before asking again whether the job is due (another may have run it). */
const LONGEST_WAIT_MS = 60_000;

export interface ScheduledJobOptions<T> {
  /** Names the job in the log and its lock. */
  name: string;
  database: Pick<DatabaseHandle, 'withLock'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** When the job is next due (asked again under the lock before it runs); null: never. */
  dueAt(): Promise<Date | null>;
  run(): Promise<T>;
}

export interface ScheduledJob<T> {
  /** Runs the job now (under its lock, so never beside another process's run), due or not. */
  runNow(): Promise<T>;
  stop(): void;
}

/**
 * A job every process of the site schedules and only one runs at a time: each process wakes
 * when the job is due, takes the job's advisory lock, and runs it only if it is still due (the
 * process that got there first has made it not due). Used by the scheduled backups and the
 * booking reminders.
 */
export function scheduleJob<T>(options: ScheduledJobOptions<T>): ScheduledJob<T> {
  const { name, database, clock, log } = options;
  const lock = `job:${name}`;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = async () => {
    if (stopped) return;
    const due = await options.dueAt().catch((error: unknown) => {
      log.error({ err: error, job: name }, `could not tell when ${name} is due`);
      return null;
    });
    if (stopped || !due) return;
    const wait = Math.min(Math.max(due.getTime() - clock.now().getTime(), 0), LONGEST_WAIT_MS);
    timer = setTimeout(tick, wait);
    timer.unref();
  };

  const tick = async () => {
    try {
      await database.withLock(lock, async () => {
        const due = await options.dueAt();
        if (!stopped && due && due.getTime() <= clock.now().getTime()) await options.run();
      });
    } catch (error) {
      log.error({ err: error, job: name }, `${name} failed`);
    } finally {
      await arm();
    }
  };

  void arm();
  return {
    runNow: () => database.withLock(lock, () => options.run()),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

export type AdmissionLimits = AppConfig['embeddedAdmission'];

/** The answer to a request the server has no room for now. */
export const SERVER_BUSY = 'De server is even te druk. Probeer het zo opnieuw.';

/** A request's place: `admitted` tells whether it got a turn; `leave` gives the turn back, or stops waiting. */
export type Turn = { admitted: Promise<boolean>; leave: () => void };

/**
 * At most `active` requests at work; up to `queue` more wait their turn in arrival order, each at most `waitMs`.
 * A request gets no turn when the line is full or its wait was too long.
 */
export class AdmissionGate {
  private active = 0;
  /** Each waiting request's admission, oldest first. */
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: AdmissionLimits) {}

  enter(): Turn {
    let state: 'waiting' | 'in' | 'out' = 'waiting';
    let timer: NodeJS.Timeout | undefined;
    let settle: (admitted: boolean) => void = () => undefined;
    const admitted = new Promise<boolean>((resolve) => {
      settle = (yes) => {
        state = yes ? 'in' : 'out';
        resolve(yes);
      };
    });
    const stopWaiting = () => {
      this.waiting.splice(this.waiting.indexOf(admit), 1);
      clearTimeout(timer);
      settle(false);
    };
    const admit = () => {
      clearTimeout(timer);
      settle(true);
    };
    if (this.active < this.limits.active) {
      this.active += 1;
      settle(true);
    } else if (this.waiting.length >= this.limits.queue) {
      settle(false);
    } else {
      this.waiting.push(admit);
      timer = setTimeout(stopWaiting, this.limits.waitMs);
    }
    const leave = () => {
      if (state === 'waiting') stopWaiting();
      else if (state === 'in') {
        state = 'out';
        this.passOn();
      }
    };
    return { admitted, leave };
  }

  /** A turn ends: it passes to the longest waiting request, if any. */
  private passOn() {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

/**
 * Issue 24, finding 9 (docs/decisions.md "When the database goes away, or has too much to do"): the embedded
 * database runs one statement at a time, so under more requests than it can serve each one waited longer and
 * longer, and some got no answer at all. Every request now takes a turn first: one that finds the line full, or
 * waits longer than `waitMs`, gets a 503 with a Dutch message at once, before it did anything.
 */
export const admissionPlugin = fp(async (app: FastifyInstance, limits: AdmissionLimits) => {
  const gate = new AdmissionGate(limits);
  app.addHook('onRequest', async (request, reply) => {
    const turn = gate.enter();
    // 'close' comes once the answer is sent or the client went away, whatever happened in between.
    reply.raw.once('close', turn.leave);
    if (!(await turn.admitted)) {
      request.log.warn('server busy: request refused');
      // Already JSON: a route's own 503 schema (the health check's) must not reshape it.
      return reply
        .status(503)
        .header('retry-after', '2')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ error: SERVER_BUSY }));
    }
  });
});

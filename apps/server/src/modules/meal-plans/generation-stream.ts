/**
 * `GET /api/meal-plans/:id/events`: a generation's progress as server-sent events. Each event is
 * `event: status` with a JSON `MealPlanEvent`; the stream ends after `ready` or `failed`. Progress of this
 * process arrives at once; the plan's row is also polled, so a generation on another server, a plan failed by
 * the restart sweep or a deleted plan is noticed too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MealPlanEvent } from '@mealplanr/contracts/meal-plans';
import type { GenerationEvents } from './generation-events';
import type { MealPlansService } from './meal-plans.service';

export const STREAM_POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;
/** Generation takes up to about 2 minutes; a stream never outlives this. */
const MAX_STREAM_MS = 5 * 60_000;

export async function streamGeneration(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { planId: string; events: GenerationEvents; service: MealPlansService; pollMs?: number },
): Promise<void> {
  const { planId, events, service } = options;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });

  let closed = false;
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe = () => {};
  const close = () => {
    if (closed) return;
    closed = true;
    timers.forEach(clearInterval);
    unsubscribe();
    res.end();
  };
  const send = (event: MealPlanEvent) => {
    if (closed) return;
    res.write(`event: status\ndata: ${JSON.stringify(event)}\n\n`);
    if (event.status !== 'generating') close();
  };
  request.raw.on('close', close);

  unsubscribe = events.subscribe(planId, send);
  const poll = async () => {
    const current = await service.status(planId).catch(() => undefined);
    if (closed) return;
    if (!current) send({ status: 'failed', message: 'The plan no longer exists.' });
    else if (current.status !== 'generating') send({ status: current.status, ...(current.error ? { message: current.error } : {}) });
  };
  // The first answer tells where things stand (a finished plan ends the stream at once).
  const initial = await service.status(planId);
  if (!initial || initial.status !== 'generating') {
    send({ status: initial?.status ?? 'failed', ...(initial?.error ? { message: initial.error } : {}) });
    return;
  }
  send({ status: 'generating' });
  timers.push(setInterval(() => void poll(), options.pollMs ?? STREAM_POLL_MS));
  timers.push(setInterval(() => !closed && res.write(': keep-alive\n\n'), HEARTBEAT_MS));
  timers.push(setTimeout(() => void poll().finally(close), MAX_STREAM_MS));
}

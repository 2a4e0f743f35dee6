import { API_PREFIX, type Endpoint, firstIssueMessage, MSG, unsafeInputMessage } from '@emas/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { onQuotePool } from '../db/pg-pools.ts';
import type { ShopContext } from './context.ts';
import { AppError, invalidToken } from './errors.ts';
import { COUNTER_QUOTES } from './quote-routes.ts';
import { checkRights, type Rights } from './rights.ts';
import { resolveSession, type SessionUser } from './session.ts';
import { trackBusinessWrite } from './write-scope.ts';

export type Handled<R> = { data: R; message?: string; count?: number; status?: number };

/** Returned by a handler that answered itself through `reply` (a file): no envelope follows. */
export const REPLY_SENT = Symbol('reply-sent');

export type HandlerInput<B, Q, P> = {
  body: B;
  query: Q;
  params: P;
  user: SessionUser;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** Every route registered through `defineRoute`, for the tests that walk all routes. */
export type RegisteredRoute = { endpoint: Endpoint<unknown, unknown, unknown, unknown>; rights: Rights };

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const r = schema.safeParse(value);
  if (!r.success) throw new AppError(400, firstIssueMessage(r.error));
  return r.data;
}

/**
 * Registers one contract endpoint: token -> rights -> zod validation -> handler -> envelope.
 * A route never sees unvalidated input and never skips the rights check.
 */
export function defineRoute<B, Q, P, R>(
  app: FastifyInstance,
  shop: ShopContext,
  registry: RegisteredRoute[],
  endpoint: Endpoint<B, Q, P, R>,
  rights: Rights,
  handler: (input: HandlerInput<B, Q, P>) => Promise<Handled<R> | typeof REPLY_SENT>,
): void {
  registry.push({ endpoint: endpoint as Endpoint<unknown, unknown, unknown, unknown>, rights });
  const quote = COUNTER_QUOTES.has(endpoint as Endpoint<unknown, unknown, unknown, unknown>);
  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    let user: SessionUser | null = null;
    if (!rights.public) {
      const token = req.headers.token;
      user = await resolveSession(shop, Array.isArray(token) ? token[0] : token);
      if (!user) throw invalidToken();
      await checkRights(shop, user, rights);
    }
    // Before any schema: text the database cannot store and nesting that would overflow the stack.
    const unsafe =
      unsafeInputMessage(req.params) ?? unsafeInputMessage(req.query) ?? unsafeInputMessage(req.body);
    if (unsafe) throw new AppError(400, unsafe);
    const params = parse(endpoint.params, req.params);
    const query = parse(endpoint.query, req.query ?? {});
    const body = parse(endpoint.body, endpoint.body ? (req.body ?? {}) : undefined);
    const out = await trackBusinessWrite(req, () =>
      handler({ body, query, params, user: user as SessionUser, req, reply }),
    );
    if (out === REPLY_SENT) return reply;
    reply.code(out.status ?? 200);
    return {
      status: 'success',
      ...(out.message ? { message: out.message } : {}),
      data: out.data,
      ...(out.count !== undefined ? { count: out.count } : {}),
    };
  };
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}/${endpoint.path}`,
    // A counter's quote, its session and rights checks included, on the quote pool (quote-routes.ts).
    handler: quote ? (req, reply) => onQuotePool(() => handle(req, reply)) : handle,
  });
}

export const errorBody = (message: string = MSG.serverError) => ({ status: 'error' as const, message });

import 'server-only';
import { z } from 'zod';
import { actionFailure, MalformedActionCallError, type ActionFailure } from './action-failure';

/** A form state has a handful of fields (status, message, values, errors, …). */
const MAX_STATE_KEYS = 20;

/**
 * The previous state React hands a form action (useActionState): the actions never read it, but
 * it comes from the caller like every other argument, so it must at least be a state object.
 */
const StateLike = z.looseObject({ status: z.string().max(20) }).refine((value) => Object.keys(value).length <= MAX_STATE_KEYS);

export const previousFormState = <State extends { status: string }>() => z.custom<State>((value) => StateLike.safeParse(value).success);

/** The arguments of a form action used with useActionState: the previous state and the form. */
export const formActionArgs = <State extends { status: string }>() => z.tuple([previousFormState<State>(), z.instanceof(FormData)]);

/** The arguments of a plain form action (`<form action={fn}>`): the form only. */
export const formOnlyArgs = () => z.tuple([z.instanceof(FormData)]);

/** A server function called without arguments (React sends "[]"). */
export const noArgs = () => z.tuple([]);

/**
 * Wraps a server action so that every argument is parsed before the action runs. Whatever a
 * client can post to a server function decodes into some arguments (React's reply format can
 * carry numbers, objects, huge arrays, or nothing at all), and an action that took them on trust
 * threw a TypeError: a 500. A wrongly shaped call is answered instead with the shop's Swedish
 * failure ("Förfrågan kunde inte behandlas."), shaped by `refused` into the action's own state.
 */
export function parsedAction<Schema extends z.ZodType<unknown[]>, Result>(
  args: Schema,
  refused: (failure: ActionFailure) => Result,
  action: (...args: z.output<Schema>) => Promise<NoInfer<Result>>,
): (...args: z.output<Schema>) => Promise<Result> {
  return async (...received: unknown[]) => {
    const parsed = args.safeParse(received);
    if (!parsed.success) return refused(actionFailure(new MalformedActionCallError(parsed.error.issues.length)));
    return action(...(parsed.data as z.output<Schema>));
  };
}

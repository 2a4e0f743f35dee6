import { MSG } from '@emas/contract';

/**
 * The one error type of the server: an HTTP status and the Indonesian message the screen shows.
 * `detail` is for the log only.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string,
    readonly detail?: string,
    /** Sent with the message, for answers the screen acts on (e.g. the id of a DELETED row). */
    readonly data?: unknown,
  ) {
    super(detail ?? userMessage);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const invalidToken = () => new AppError(401, MSG.invalidToken);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

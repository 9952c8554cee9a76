import type { ServerCheck, ServerProblem } from '../bridge';

/** What the setup screen shows after a check or a save: a message bar, and the insecure warning. */
export interface SetupMessage {
  intent: 'success' | 'error';
  /** Translation keys (namespace 'desktop') of the message's title and text. */
  title: string;
  text: string;
  /** The server, for the success text. */
  server?: string;
  /** Plain http (localhost or a private network): the "not encrypted" warning shows too. */
  insecure: boolean;
}

const PROBLEMS: readonly ServerProblem[] = ['invalid', 'https-required', 'unreachable', 'not-chamber'];

/**
 * The message of a check's (or save's) result; 'failed' when the bridge call itself failed (an
 * app problem, not the server's). An unknown problem is shown as that failure too.
 */
export function setupMessage(result: ServerCheck | 'failed'): SetupMessage {
  if (result !== 'failed' && result.ok) {
    return {
      intent: 'success',
      title: 'desktop:setup.okTitle',
      text: 'desktop:setup.okText',
      server: result.server,
      insecure: result.insecure,
    };
  }
  const problem = result === 'failed' || !PROBLEMS.includes(result.problem) ? 'failed' : result.problem;
  return {
    intent: 'error',
    title: `desktop:setup.problems.${problem}.title`,
    text: `desktop:setup.problems.${problem}.text`,
    insecure: false,
  };
}

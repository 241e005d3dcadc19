import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A failure to show the operator as is (Indonesian messages), exit code 1. */
export class CliError extends Error {
  constructor(public readonly messages: string[]) {
    super(messages.join('\n'));
    this.name = 'CliError';
  }
}

/** node:util's parseArgs (strict, its default); an unknown or malformed option is a CliError with the usage. */
export function parseCliArgs<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new CliError([`Argumen tidak valid: ${(error as Error).message}`, '', usage]);
  }
}
